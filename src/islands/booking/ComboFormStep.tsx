import { useEffect, useState } from 'react';
import { choosePlan, setDecoration } from '../../lib/stores/wizard.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { useEarlyInput } from '../shared/useEarlyInput.ts';
import { amountsFor, type Charges } from './amounts.ts';
import { BookingOverview } from './BookingOverview.tsx';
import { ComboCoupon } from './ComboCoupon.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { THEATRES_PATH } from './leave.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDetailsStep } from './useDetailsStep.ts';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  charges: Charges;
}

const DECORATION_ID = 'combo-decoration';
export const DECORATION_MESSAGE = 'Please choose whether you want decoration.';

/**
 * /ComboForm, the combo package cards' first step: the booking at a glance, the details, 'Do you
 * want decoration?' (its one answer is Yes) and a discount coupon; Proceed makes the combo booking.
 */
export default function ComboFormStep({ charges }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('choice');
  const heading = useHeadingFocus(ready);
  const { errors, setErrors, busy, limit, proceed } = useDetailsStep(choice, wizard, charges);
  const [decorationError, setDecorationError] = useState<string | undefined>();

  // Everything on this form is for a combo; a coupon of the basic plan does not come along.
  useEffect(() => {
    if (ready && choice && wizard.plan !== 'combo') choosePlan('combo', null);
  }, [ready, choice, wizard.plan]);

  const onDecoration = (value: string) => {
    setDecoration(value === 'Yes' ? 'Yes' : '');
    setDecorationError(undefined);
  };
  useEarlyInput({ [DECORATION_ID]: onDecoration });

  const subTotal = choice ? amountsFor(choice, wizard, charges).amounts.subTotal : 0;
  const checkDecoration = () => {
    const missing = wizard.decoration !== 'Yes';
    setDecorationError(missing ? DECORATION_MESSAGE : undefined);
    return missing ? DECORATION_ID : null;
  };

  return (
    <StepShell
      title="Combo Booking Details"
      headingRef={heading}
      back={THEATRES_PATH}
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} />}
      actions={<ProceedButton onClick={() => proceed('/ComboOccassions', checkDecoration)} busy={busy} disabled={leaving} />}
    >
      <BookingOverview choice={choice} />
      <div className="mt-6">
        <DetailsForm values={wizard.details} errors={errors} setErrors={setErrors} personLimit={limit} choice={choice} />
      </div>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
        <Field id={DECORATION_ID} label="Do you want decoration?" error={decorationError}>
          <select
            id={DECORATION_ID}
            required
            value={wizard.decoration}
            onChange={(e) => onDecoration(e.target.value)}
            className={CONTROL_CLASS}
            {...describedBy(DECORATION_ID, undefined, decorationError)}
          >
            <option value="">Select</option>
            <option value="Yes">Yes</option>
          </select>
        </Field>
      </div>
      <ComboCoupon
        applied={wizard.plan === 'combo' ? wizard.coupon : null}
        subTotal={subTotal}
        onApplied={(terms) => choosePlan('combo', terms)}
      />
    </StepShell>
  );
}
