import { useState } from 'react';
import { personLimit } from '../../lib/booking/personLimit.ts';
import { DETAILS_FIELDS, validateDetails, type DetailsErrors } from '../../lib/forms/bookingDetailsRules.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import type { WizardState } from '../../lib/stores/wizard.ts';
import type { Charges } from './amounts.ts';
import { BookingFailure } from '../../client/bookingApi.ts';
import { fieldId } from './DetailsForm.tsx';
import { handleFailure } from './leave.ts';
import { saveDetails } from './saveDetails.ts';

/**
 * A details step's Proceed (/Basicplan, /ComboForm): every field checked, the first wrong one
 * focused; else the booking is made or saved (saveDetails) and the customer goes on. `otherwise`
 * is the step's own check of its other fields: the id of the control to focus when one is wrong.
 */
export function useDetailsStep(choice: BookingChoice | null, wizard: WizardState, charges: Charges) {
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [busy, setBusy] = useState(false);
  const limit = choice ? personLimit(choice.theatre) : 0;

  const proceed = async (next: string, otherwise: () => string | null = () => null) => {
    if (!choice) return;
    const found = validateDetails(wizard.details, limit);
    setErrors(found);
    const first = DETAILS_FIELDS.find((f) => found[f]);
    const other = otherwise();
    if (first || other) {
      document.getElementById(first ? fieldId(first) : other!)?.focus();
      return;
    }
    setBusy(true);
    try {
      await saveDetails(choice, charges);
      window.location.assign(next);
    } catch (error) {
      setBusy(false);
      if (error instanceof BookingFailure) handleFailure(error.failure);
      else throw error;
    }
  };

  return { errors, setErrors, busy, limit, proceed };
}
