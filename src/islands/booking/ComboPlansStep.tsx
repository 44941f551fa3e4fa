import { useState } from 'react';
import { chosenPlanOf, flavoursFor, includedAddons, planCakeOf } from '../../lib/booking/comboPlan.ts';
import { chooseComboPlan, setCakeMessage, setFlavour } from '../../lib/stores/wizard.ts';
import { notify, withdraw } from '../shared/notify.ts';
import type { Charges } from './amounts.ts';
import { bookingCall } from '../../client/bookingApi.ts';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { ComboPlanCard } from './ComboPlanCard.tsx';
import { THEATRES_PATH } from './leave.ts';
import { EXTRAS_ID, EXTRAS_TARGETS, FLAVOUR_ID, PlanExtras } from './PlanExtras.tsx';
import { useStepSave } from './useStepSave.ts';
import { comboBody } from './updateBodies.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useComboPlans, usePlanProducts } from './useComboCatalogue.ts';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  charges: Charges;
  /** The everyday cakes' names of each type: the flavours a package's cake can be. */
  flavours: { egg: string[]; eggless: string[] };
}

export const NO_PLANS_MESSAGE = 'There are no plans available for this theater. Please choose another theater.';
export const NO_PACKAGE_MESSAGE = 'Please choose a package to continue.';
export const NO_FLAVOUR_MESSAGE = 'Please select a flavor.';
export const PRODUCTS_FAILED_MESSAGE = 'Could not load what this package includes. Please try again.';
export const PACKAGE_LOADING_MESSAGE = 'Please wait: the package is still loading.';
/** updatecombo needs the package's cake: one without a cake cannot be booked here. */
export const NO_CAKE_MESSAGE = 'This package cannot be booked online right now. Please choose another package.';
/** Packages are per occasion: a tab that reached this step without one goes back for it. */
const NO_OCCASION_FIRST = 'Packages depend on the celebration: please choose it first.';

/** /ComboPlans: the packages for the booking's occasion and theatre, the chosen one's cake flavour and add-ons. */
export default function ComboPlansStep({ charges, flavours }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('booking', 'combo');
  const heading = useHeadingFocus(ready);
  const { busy, save } = useStepSave(choice, charges);
  const [flavourError, setFlavourError] = useState<string | undefined>();
  const plans = useComboPlans(ready ? wizard.occasion?._id : undefined, ready ? choice?.theatre._id : undefined);
  const products = usePlanProducts(ready ? wizard.comboPlan?._id : undefined);
  const cake = products.items && planCakeOf(products.items);
  const isNinetyMinutes = choice?.prices.isNinetyMinutes ?? false;

  const proceed = async () => {
    if (!choice) return;
    if (!wizard.comboPlan) {
      notify(NO_PACKAGE_MESSAGE, NO_PACKAGE_MESSAGE);
      return;
    }
    if (!wizard.planCake) {
      notify(products.failed ? PRODUCTS_FAILED_MESSAGE : products.items ? NO_CAKE_MESSAGE : PACKAGE_LOADING_MESSAGE);
      return;
    }
    if (!wizard.flavour) {
      setFlavourError(NO_FLAVOUR_MESSAGE);
      document.getElementById(FLAVOUR_ID)?.focus();
      return;
    }
    await save((w, amounts) => bookingCall('updateCombo', comboBody(w, amounts)), '/ComboBooking');
  };

  // Focus moves to the package's extras, so a phone scrolls there and a screen reader reads on.
  const goToExtras = () => {
    const target = EXTRAS_TARGETS.map((id) => document.getElementById(id)).find((el) => el !== null);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };

  return (
    <StepShell
      title="Select Package Type"
      headingRef={heading}
      back="/ComboOccassions"
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} withAdvance />}
      actions={<ProceedButton onClick={proceed} busy={busy} disabled={leaving} />}
    >
      <h2 className="text-xl font-bold text-neutral-900">Choose Your Celebration Package</h2>
      <p className="mt-2 text-neutral-700">
        Each package brings the private theatre for your slot, its decoration, a cake and the add-ons it lists, at one price. Choose one to
        see its cake and add-ons, and pick the cake's flavour.
      </p>
      {ready && !leaving && !wizard.occasion && (
        <p className="mt-4 text-neutral-800">
          {NO_OCCASION_FIRST}{' '}
          <a href="/ComboOccassions" className="font-semibold text-brand-700 underline underline-offset-2">
            Choose the celebration
          </a>
        </p>
      )}
      {ready && wizard.occasion && plans === null && (
        <p role="status" className="mt-4 text-neutral-700">
          Loading packages...
        </p>
      )}
      {plans !== null && plans.length === 0 && (
        <div className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{NO_PLANS_MESSAGE}</p>
          <a href={THEATRES_PATH} className={`mt-3 ${PRIMARY_BUTTON}`}>
            Click Now
          </a>
        </div>
      )}
      {plans !== null && plans.length > 0 && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Packages">
          {plans.map((plan) => {
            const chosen = wizard.comboPlan?._id === plan._id;
            return (
              <li key={plan._id}>
                <ComboPlanCard
                  plan={plan}
                  isNinetyMinutes={isNinetyMinutes}
                  chosen={chosen}
                  onChoose={() => {
                    setFlavourError(undefined);
                    chooseComboPlan(chosenPlanOf(plan));
                    withdraw(NO_PACKAGE_MESSAGE);
                  }}
                  onContinue={goToExtras}
                />
              </li>
            );
          })}
        </ul>
      )}
      {wizard.comboPlan && products.items === null && !products.failed && (
        <p id={EXTRAS_ID} tabIndex={-1} role="status" className="mt-6 text-neutral-700">
          Loading what {wizard.comboPlan.name} includes...
        </p>
      )}
      {wizard.comboPlan && products.failed && (
        <p id={EXTRAS_ID} tabIndex={-1} role="alert" className="mt-6 text-neutral-800">
          {PRODUCTS_FAILED_MESSAGE}{' '}
          <button type="button" onClick={products.retry} className="font-semibold text-brand-700 underline underline-offset-2">
            Try again
          </button>
        </p>
      )}
      {wizard.comboPlan && products.items && (
        <PlanExtras
          cake={cake ?? null}
          addons={includedAddons(products.items)}
          flavours={flavoursFor(cake?.cakeType ?? null, flavours)}
          flavour={wizard.flavour}
          flavourError={flavourError}
          onFlavour={(f) => {
            setFlavour(f);
            setFlavourError(undefined);
          }}
        />
      )}
      {wizard.comboPlan && cake && (
        <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
          <CelebrationNoteField note="cakeMessage" id="cake-message" value={wizard.cakeMessage} onChange={setCakeMessage} />
        </div>
      )}
    </StepShell>
  );
}
