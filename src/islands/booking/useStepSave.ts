import { useState } from 'react';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import type { Charges } from './amounts.ts';
import { saveStep, type StepSend } from './saveStep.ts';

/**
 * A step's Proceed after its own checks: busy while the update is in flight, then the next step,
 * unless `stay` (asked once saved) keeps the customer on this one; on a failure, busy again off.
 */
export function useStepSave(choice: BookingChoice | null, charges: Charges) {
  const [busy, setBusy] = useState(false);
  const save = async (send: StepSend, next: string, stay: () => boolean = () => false) => {
    if (!choice) return;
    setBusy(true);
    const ok = await saveStep(choice, charges, send);
    if (ok && !stay()) window.location.assign(next);
    else setBusy(false);
  };
  return { busy, save };
}
