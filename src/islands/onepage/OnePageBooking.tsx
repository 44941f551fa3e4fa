import { useEffect, useRef, useState } from 'react';
import { personLimit } from '../../lib/booking/personLimit.ts';
import { firstInvalid, personsWithin, validateOnePage, type OnePageErrors, type OnePageField } from '../../lib/forms/onePageRules.ts';
import { PLAN_OFFERS } from '../../lib/booking/planOffers.ts';
import { setDetails, type ChosenOccasion } from '../../lib/stores/wizard.ts';
import type { Charges } from '../booking/amounts.ts';
import { DetailsForm, fieldId } from '../booking/DetailsForm.tsx';
import { THEATRES_PATH } from '../booking/leave.ts';
import { choosePlanWithOffer } from '../booking/planOffer.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';
import { StepShell } from '../booking/StepShell.tsx';
import { SummaryPanel } from '../booking/SummaryPanel.tsx';
import { useHeadingFocus, useWizard } from '../booking/useWizard.ts';
import { BookingOverview } from '../booking/BookingOverview.tsx';
import { ComboPackage, FLAVOUR_ID, PLAN_ID } from './ComboPackage.tsx';
import { NormalExtras } from './NormalExtras.tsx';
import { OCCASION_ID, OccasionFields, PERSON_NAME_ID } from './OccasionFields.tsx';
import { Section } from './Section.tsx';
import { submitOnePage } from './submitOnePage.ts';
import { TYPE_ID, TypeAndPersons } from './TypeAndPersons.tsx';
import { useOccasionLists } from './useOccasionLists.ts';

interface Props {
  charges: Charges;
  occasions: ChosenOccasion[];
  /** Cake names by type: the flavours a combo package's cake comes in. */
  flavours: Record<'egg' | 'eggless', string[]>;
}

const CONTROL_IDS: Record<OnePageField, string> = {
  type: TYPE_ID,
  noOfPersons: fieldId('noOfPersons'),
  occasion: OCCASION_ID,
  personName: PERSON_NAME_ID,
  comboPlan: PLAN_ID,
  flavour: FLAVOUR_ID,
  userName: fieldId('userName'),
  userPhone: fieldId('userPhone'),
  userEmail: fieldId('userEmail'),
};

export const CHECKOUT_PATH = '/Checkout';

/**
 * /BookingDetails: the whole booking on one page for the theatre, date and slot chosen on the
 * theatre list (DECISIONS 1). Every choice is kept in the wizard's store as it is made, so the
 * summary follows it and a reload keeps it; 'Proceed to Checkout' saves the booking with the
 * wizard's calls and goes to /Checkout.
 */
export default function OnePageBooking({ charges, occasions, flavours }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('choice');
  const heading = useHeadingFocus(ready);
  const [errors, setErrors] = useState<OnePageErrors>({});
  const [busy, setBusy] = useState(false);
  const limit = choice ? personLimit(choice.theatre) : 0;
  const type = wizard.plan;
  const lists = useOccasionLists({
    occasionId: wizard.occasion?._id ?? null,
    theatreId: choice?.theatre._id ?? null,
    type,
    planId: wizard.comboPlan?._id ?? null,
  });
  const clear = (field: OnePageField) => errors[field] && setErrors((e) => ({ ...e, [field]: undefined }));

  // The form offers no coupon of its own: a type kept from the wizard comes with its plan's offer,
  // in place of a code typed on /ComboForm (once: an offer the check refuses is not asked for again).
  const offered = useRef(false);
  useEffect(() => {
    if (!ready || !wizard.plan || offered.current) return;
    offered.current = true;
    if (wizard.coupon?.code !== PLAN_OFFERS[wizard.plan]) void choosePlanWithOffer(wizard.plan);
  }, [ready, wizard.plan, wizard.coupon]);

  // A persons count above this theatre's limit (kept from another theatre) is chosen again.
  const persons = wizard.details.noOfPersons;
  useEffect(() => {
    if (ready && choice && personsWithin(persons, limit) !== persons) setDetails({ noOfPersons: 0 });
  }, [ready, choice, persons, limit]);

  const proceed = async () => {
    if (!choice) return;
    const found = validateOnePage(wizard, limit);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      document.getElementById(CONTROL_IDS[first])?.focus();
      return;
    }
    setBusy(true);
    if (await submitOnePage(choice, charges)) window.location.assign(CHECKOUT_PATH);
    else setBusy(false);
  };

  return (
    <StepShell
      title="Booking Details"
      headingRef={heading}
      back={THEATRES_PATH}
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} withAdvance />}
      actions={
        <button type="button" onClick={proceed} disabled={busy || leaving || !ready} className={PRIMARY_BUTTON}>
          {busy ? 'Please wait...' : 'Proceed to Checkout'}
        </button>
      }
    >
      <div className="space-y-6">
        <BookingOverview choice={choice} />
        <p className="text-neutral-800">
          Book your private theatre on one page: choose the type of booking, the number of persons and the occasion, then cakes and add-ons
          or a combo package, and leave your contact details. You check the order and pay on the next page.
        </p>
        {/* The form shows the tab's choices, known only after hydration: until then its place is
            held, so that nothing in view moves when it comes. */}
        {!ready && <p className="min-h-svh text-neutral-700">Loading the booking form...</p>}
        {ready && (
          <>
            <Section legend="Your celebration">
              <TypeAndPersons type={type} coupon={wizard.coupon} persons={persons} limit={limit} errors={errors} clear={clear} />
              {type && (
                <>
                  <OccasionFields
                    occasions={occasions}
                    occasion={wizard.occasion}
                    personName={wizard.personName}
                    decorationTheme={wizard.decorationTheme}
                    combo={type === 'combo'}
                    errors={errors}
                    clear={clear}
                  />
                  {wizard.occasion && type === 'normal' && (
                    <NormalExtras
                      cakes={lists.cakes}
                      products={lists.products}
                      chosenCakes={wizard.cakes}
                      chosenAddons={wizard.addons}
                      cakeMessage={wizard.cakeMessage}
                    />
                  )}
                  {wizard.occasion && type === 'combo' && (
                    <ComboPackage
                      plans={lists.plans}
                      planProducts={lists.planProducts}
                      wizard={wizard}
                      isNinetyMinutes={choice?.prices.isNinetyMinutes ?? false}
                      flavours={flavours}
                      errors={errors}
                      clear={clear}
                    />
                  )}
                </>
              )}
            </Section>
            <DetailsForm
              values={wizard.details}
              errors={errors}
              setErrors={setErrors}
              personLimit={limit}
              choice={choice}
              withPersons={false}
            />
          </>
        )}
      </div>
    </StepShell>
  );
}
