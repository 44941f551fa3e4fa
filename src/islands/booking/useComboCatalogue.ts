import { useEffect, useState } from 'react';
import type { Plan } from '../../lib/api/catalogue.ts';
import { planCakeOf, type PlanProductItem } from '../../lib/booking/comboPlan.ts';
import { $wizard, setPlanCake } from '../../lib/stores/wizard.ts';
import { comboPlans, planProducts } from './catalogueApi.ts';

/** The packages of the booking's occasion and theatre: null while they load (again on every visit: they are per booking). */
export function useComboPlans(occasionId: string | undefined, theatreId: string | undefined): Plan[] | null {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  useEffect(() => {
    if (!occasionId || !theatreId) return;
    let live = true;
    setPlans(null);
    comboPlans(occasionId, theatreId).then((list) => live && setPlans(list));
    return () => {
      live = false;
    };
  }, [occasionId, theatreId]);
  return plans;
}

export interface PlanProductsView {
  /** null while loading or after a failure. */
  items: PlanProductItem[] | null;
  failed: boolean;
  retry: () => void;
}

/**
 * The chosen package's products; its cake goes into the wizard (the summary shows it and Proceed
 * sends it). An answer for a package no longer chosen is dropped.
 */
export function usePlanProducts(planId: string | undefined): PlanProductsView {
  const [loaded, setLoaded] = useState<{ planId: string; items: PlanProductItem[] | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!planId) return;
    let live = true;
    setLoaded(null);
    planProducts(planId).then((items) => {
      if (!live || $wizard.get().comboPlan?._id !== planId) return;
      setLoaded({ planId, items });
      const cake = items && planCakeOf(items);
      if (cake && $wizard.get().planCake?._id !== cake._id) setPlanCake({ _id: cake._id, name: cake.name, cakeType: cake.cakeType });
    });
    return () => {
      live = false;
    };
  }, [planId, attempt]);
  const current = loaded && loaded.planId === planId ? loaded : null;
  return { items: current?.items ?? null, failed: current !== null && current.items === null, retry: () => setAttempt((n) => n + 1) };
}
