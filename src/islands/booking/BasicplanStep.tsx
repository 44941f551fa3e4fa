import { useState } from 'react';
import type { PlanType } from '../../lib/stores/booking.ts';
import { Dialog } from '../shared/Dialog.tsx';
import type { Charges } from './amounts.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { THEATRES_PATH } from './leave.ts';
import { PlanCards } from './PlanCards.tsx';
import { choosePlanWithOffer } from './planOffer.ts';
import { planCard } from './plans.ts';
import type { PlanFigures } from '../../lib/site/packagePrices.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDetailsStep } from './useDetailsStep.ts';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  charges: Charges;
  planFigures: PlanFigures;
}

/** /Basicplan: 'Booking Details' and 'Select Plan'; Proceed makes the booking. */
export default function BasicplanStep({ charges, planFigures }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('choice');
  const heading = useHeadingFocus(ready);
  const { errors, setErrors, busy, limit, proceed } = useDetailsStep(choice, wizard, charges);
  const [couponOpen, setCouponOpen] = useState(false);

  const onChoosePlan = (type: PlanType) => {
    if (!choice) return;
    setCouponOpen(true);
    void choosePlanWithOffer(type);
  };

  return (
    <StepShell
      title="Booking Details"
      headingRef={heading}
      back={THEATRES_PATH}
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} />}
      actions={
        <ProceedButton onClick={() => wizard.plan && proceed(planCard(wizard.plan).next)} busy={busy} disabled={!wizard.plan || leaving} />
      }
    >
      <DetailsForm values={wizard.details} errors={errors} setErrors={setErrors} personLimit={limit} choice={choice} />
      <PlanCards figures={planFigures} chosen={wizard.plan} onChoose={onChoosePlan} />
      <Dialog open={couponOpen} onClose={() => setCouponOpen(false)} title="Coupon Added!">
        <p className="mt-2 text-neutral-800">Coupon added successfully!</p>
        <p className="mt-1 text-sm text-neutral-700">Code {wizard.plan ? planCard(wizard.plan).coupon : ''} is on your booking.</p>
        <button type="button" autoFocus onClick={() => setCouponOpen(false)} className={`mt-5 w-full ${PRIMARY_BUTTON}`}>
          Okay
        </button>
      </Dialog>
    </StepShell>
  );
}
