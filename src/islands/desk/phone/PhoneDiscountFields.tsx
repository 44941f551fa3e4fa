import { describedBy, Field } from '../../shared/Field.tsx';
import { CONTROL } from '../fieldStyles.ts';
import { DISCOUNT_REASON_MAX } from '../../../lib/booking/discount.ts';
import type { DiscountTyped } from '../../../lib/desk/discountTyped.ts';

interface Props {
  value: DiscountTyped;
  onChange: (value: DiscountTyped) => void;
  errors: { discountAmount?: string; discountReason?: string };
  /** The id prefix the form focuses a refused field by: `${idPrefix}-discountAmount`. */
  idPrefix: string;
}

/**
 * A manager's discount on the phone (shown only to a role that may give one): whole rupees off the
 * total after the coupon, and why, which the booking's page and its invoice show. The Total takes it
 * off as soon as both are given.
 */
export function PhoneDiscountFields({ value, onChange, errors, idPrefix }: Props) {
  const field = (key: 'discountAmount' | 'discountReason', label: string, input: object, hint: string) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <Field id={id} label={label} hint={hint} error={error} required={false}>
        <input
          id={id}
          className={CONTROL}
          autoComplete="off"
          value={key === 'discountAmount' ? value.amount : value.reason}
          onChange={(e) => onChange({ ...value, [key === 'discountAmount' ? 'amount' : 'reason']: e.target.value })}
          {...describedBy(id, hint, error)}
          {...input}
        />
      </Field>
    );
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-bold text-neutral-900">Manager's discount</legend>
      {field('discountAmount', 'Discount (₹)', { type: 'text', inputMode: 'numeric', maxLength: 8 }, 'Whole rupees, after the coupon.')}
      {field(
        'discountReason',
        'Reason for the discount',
        { type: 'text', maxLength: DISCOUNT_REASON_MAX },
        'Required with a discount: it is on the invoice.',
      )}
    </fieldset>
  );
}
