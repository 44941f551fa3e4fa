import { onePageStages, type OnePageStage } from '../../lib/booking/onePageStages.ts';
import type { WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import { $wizard, saved, type WizardState } from '../../lib/stores/wizard.ts';
import type { Charges } from '../booking/amounts.ts';
import { BookingFailure, bookingCall } from '../../client/bookingApi.ts';
import { handleFailure } from '../booking/leave.ts';
import { saveDetails } from '../booking/saveDetails.ts';
import { saveStep } from '../booking/saveStep.ts';
import { addonsBody, cakesBody, comboBody, occasionBody } from '../booking/updateBodies.ts';

type Saved = WizardState & { bookingId: string };
type Send = (w: Saved, amounts: WizardAmounts | null) => Promise<{ bookingId: string; amounts: WizardAmounts }>;

const SENDS: Record<Exclude<OnePageStage, 'details'>, Send> = {
  occasion: (w, a) => bookingCall('updateOccasion', occasionBody(w, a)),
  cakes: (w, a) => bookingCall('updateCakes', cakesBody(w, a)),
  addons: (w, a) => bookingCall('updateAddons', addonsBody(w, a)),
  combo: (w, a) => bookingCall('updateCombo', comboBody(w, a)),
};

/**
 * 'Proceed to Checkout': the booking and its choices saved with the wizard's own calls, one after
 * another (onePageStages.ts). The calls before the last send no amounts: they would be totals of a
 * part of the form, which no screen shows (and, on a booking the server already had, of choices it
 * still held). The last sends the summary's totals, which the server compares as on any step, and
 * its answer is kept as the figures of the whole form. Answers whether all were saved; a failure is
 * handled as a wizard step handles it.
 */
export async function submitOnePage(choice: BookingChoice, charges: Charges): Promise<boolean> {
  const stages = onePageStages($wizard.get(), Boolean($wizard.get().bookingId));
  const last = stages.length - 1;
  for (const [i, stage] of stages.entries()) {
    if (i === last) return stage === 'details' ? saveWith(() => saveDetails(choice, charges)) : saveStep(choice, charges, SENDS[stage]);
    const ok =
      stage === 'details'
        ? await saveWith(() => saveDetails(choice, charges, { withAmounts: false }))
        : await saveWith(async () => {
            const w = $wizard.get();
            const res = await SENDS[stage]({ ...w, bookingId: w.bookingId! }, null);
            saved(res.bookingId, null);
          });
    if (!ok) return false;
  }
  return true;
}

async function saveWith(save: () => Promise<unknown>): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (error) {
    if (!(error instanceof BookingFailure)) throw error;
    handleFailure(error.failure);
    return false;
  }
}
