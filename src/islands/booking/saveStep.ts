import { pricedKey, type WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import { $wizard, saved, type WizardState } from '../../lib/stores/wizard.ts';
import { amountsFor, choicesOf, type Charges } from './amounts.ts';
import { BookingFailure, type Failure } from '../../client/bookingApi.ts';
import { handleFailure } from './leave.ts';

/**
 * One step's update: sends what is on screen with the figures the customer sees (the amounts the
 * server compares), keeps the server's answer as the figures for these choices, and on a failure
 * does what `handleFailure` says. Answers whether it was saved.
 */
/** One update call, from the wizard's choices and the figures on screen; answers the server's figures. */
export type StepSend = (
  wizard: WizardState & { bookingId: string },
  amounts: WizardAmounts,
) => Promise<{ bookingId: string; amounts: WizardAmounts }>;

export async function saveStep(
  choice: BookingChoice,
  charges: Charges,
  send: StepSend,
  /** A step's own handling of a failure; true when it handled it. */
  onFailure?: (failure: Failure) => boolean,
): Promise<boolean> {
  const wizard = $wizard.get();
  if (!wizard.bookingId) return false;
  const choices = choicesOf(wizard);
  try {
    const res = await send({ ...wizard, bookingId: wizard.bookingId }, amountsFor(choice, wizard, charges).amounts);
    saved(res.bookingId, { key: pricedKey(choice, choices), amounts: res.amounts });
    return true;
  } catch (error) {
    if (!(error instanceof BookingFailure)) throw error;
    if (!onFailure?.(error.failure)) handleFailure(error.failure, { choice, choices });
    return false;
  }
}
