import { onePageStages, stagedWizard, type OnePageStage } from '../../lib/booking/onePageStages.ts';
import { pricedKey, type WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import { $wizard, saved, type WizardState } from '../../lib/stores/wizard.ts';
import { choicesOf, type Charges, type WizardView } from '../booking/amounts.ts';
import { BookingFailure, bookingCall, SERVER_MESSAGE, type Failure } from '../booking/bookingApi.ts';
import { handleFailure } from '../booking/leave.ts';
import { saveDetails } from '../booking/saveDetails.ts';
import { saveStep } from '../booking/saveStep.ts';
import { addonsBody, cakesBody, comboBody, occasionBody } from '../booking/updateBodies.ts';

type Saved = WizardState & { bookingId: string };
type Send = (w: Saved, amounts: WizardAmounts) => Promise<{ bookingId: string; amounts: WizardAmounts }>;

const SENDS: Record<Exclude<OnePageStage, 'details'>, Send> = {
  occasion: (w, a) => bookingCall('updateOccasion', occasionBody(w, a)),
  cakes: (w, a) => bookingCall('updateCakes', cakesBody(w, a)),
  addons: (w, a) => bookingCall('updateAddons', addonsBody(w, a)),
  combo: (w, a) => bookingCall('updateCombo', comboBody(w, a)),
};

/** The key of figures that describe no choices (pricedKey never gives it). */
const IN_BETWEEN = '';

/** One call; the failure it met, or null once saved. */
type Attempt = (view: WizardView) => Promise<Failure | null>;

/**
 * 'Proceed to Checkout': the booking and its choices saved with the wizard's own calls, one after
 * another (onePageStages.ts). Answers whether all of them were saved; a failure is handled as a
 * wizard step handles it.
 */
export async function submitOnePage(choice: BookingChoice, charges: Charges): Promise<boolean> {
  const stages = onePageStages($wizard.get(), Boolean($wizard.get().bookingId));
  for (const [i, stage] of stages.entries()) {
    if (!(await saveStage(choice, charges, stage, i === stages.length - 1))) return false;
  }
  return true;
}

async function saveStage(choice: BookingChoice, charges: Charges, stage: OnePageStage, last: boolean): Promise<boolean> {
  const attempt = stage === 'details' ? detailsAttempt(choice, charges) : updateAttempt(choice, charges, SENDS[stage]);
  const view =
    (amounts?: WizardAmounts): WizardView =>
    (w) => {
      const staged = stagedWizard(w, stage);
      return amounts ? { ...staged, priced: { key: pricedKey(choice, choicesOf(staged)), amounts } } : staged;
    };
  let failure = await attempt(view());
  // A call before the last prices a state no screen shows. It differs from the server's only when
  // the server's booking already held choices from before (the form sent again, or a booking begun
  // in the wizard): the server's figure for it is taken. The last call carries the summary's totals,
  // and a difference there is shown to the customer as on any step.
  if (failure?.kind === 'repriced' && !last) {
    failure = await attempt(view(failure.amounts));
    // Those figures include the earlier choices the server still held: they stand for no set of
    // choices on screen, and must not be taken later for choices that happen to match the stage's.
    const { bookingId, priced } = $wizard.get();
    if (!failure && bookingId && priced) saved(bookingId, { key: IN_BETWEEN, amounts: priced.amounts });
  }
  if (!failure) return true;
  handleFailure(failure, { choice, choices: choicesOf(stagedWizard($wizard.get(), stage)) });
  return false;
}

const detailsAttempt =
  (choice: BookingChoice, charges: Charges): Attempt =>
  async (view) => {
    try {
      await saveDetails(choice, charges, view);
      return null;
    } catch (error) {
      if (error instanceof BookingFailure) return error.failure;
      throw error;
    }
  };

const updateAttempt =
  (choice: BookingChoice, charges: Charges, send: Send): Attempt =>
  async (view) => {
    let failure = null as Failure | null;
    const ok = await saveStep(
      choice,
      charges,
      send,
      (f) => {
        failure = f;
        return true;
      },
      view,
    );
    return ok ? null : (failure ?? { kind: 'failed', message: SERVER_MESSAGE, errors: [] });
  };
