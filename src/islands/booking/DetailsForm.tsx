import { useRef, type InputHTMLAttributes } from 'react';
import { checkDetailsField, type DetailsErrors, type DetailsField, type DetailsValues } from '../../lib/forms/bookingDetailsRules.ts';
import { phoneDigits, shouldPostLead } from '../../lib/forms/phoneDigits.ts';
import { slotLabel } from '../../lib/booking/slots.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import { setDetails } from '../../lib/stores/wizard.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { useEarlyInput } from '../shared/useEarlyInput.ts';
import { postLead } from '../../client/bookingApi.ts';
import { PersonsSelect } from './PersonsSelect.tsx';

interface Props {
  values: DetailsValues & { whatsappUpdates?: boolean };
  errors: DetailsErrors;
  setErrors: (update: (e: DetailsErrors) => DetailsErrors) => void;
  /** Most persons the theatre takes; 0 before the booking is known (server render). */
  personLimit: number;
  choice: BookingChoice | null;
  /** The one-page form asks for the persons with the booking type, apart from these. */
  withPersons?: boolean;
}

export const fieldId = (field: DetailsField) => `details-${field}`;

/** The consent tick: asked, never assumed (unticked until the customer ticks it). */
const WHATSAPP_ID = 'details-whatsappUpdates';

/**
 * 'Booking Details': name, persons, mobile / WhatsApp number and e-mail, kept in the store as typed
 * (a reload keeps them). A field is checked when left with something in it; all of them on Proceed.
 */
export function DetailsForm({ values, errors, setErrors, personLimit, choice, withPersons = true }: Props) {
  const lastLead = useRef<string | undefined>(undefined);
  const blur = (field: DetailsField) => {
    const filled = field === 'noOfPersons' ? values.noOfPersons > 0 : String(values[field]).trim() !== '';
    if (filled) setErrors((e) => ({ ...e, [field]: checkDetailsField(field, values, personLimit) }));
  };
  const clear = (field: DetailsField) => errors[field] && setErrors((e) => ({ ...e, [field]: undefined }));

  const onPhone = (raw: string) => {
    // The spec strips anything but digits as it is typed.
    const phone = phoneDigits(raw);
    setDetails({ userPhone: phone });
    clear('userPhone');
    if (choice && shouldPostLead(phone, lastLead.current)) {
      lastLead.current = phone;
      const email = checkDetailsField('userEmail', values, personLimit) ? '' : values.userEmail.trim();
      postLead({
        theatreId: choice.theatre._id,
        date: choice.date,
        time: slotLabel(choice.time),
        name: values.userName.trim(),
        email,
        phone,
      });
    }
  };

  const onText = (field: 'userName' | 'userEmail') => (value: string) => {
    setDetails({ [field]: value });
    clear(field);
  };
  const onWhatsApp = (on: boolean) => setDetails({ whatsappUpdates: on });
  const onPersons = (persons: number) => {
    setDetails({ noOfPersons: persons });
    clear('noOfPersons');
  };
  useEarlyInput({
    [fieldId('userName')]: onText('userName'),
    [fieldId('userPhone')]: onPhone,
    [fieldId('userEmail')]: onText('userEmail'),
    [fieldId('noOfPersons')]: (value) => onPersons(Number(value)),
    [WHATSAPP_ID]: (value) => onWhatsApp(value === 'on'),
  });

  const text = (field: 'userName' | 'userPhone' | 'userEmail') => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onValue: field === 'userPhone' ? onPhone : onText(field),
    onBlur: () => blur(field),
  });

  return (
    <fieldset className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-xl font-bold text-brand-800">Your details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('userName')} label="Name" type="text" autoComplete="name" placeholder="Enter Your Name" maxLength={100} />
        {withPersons && (
          <PersonsSelect
            id={fieldId('noOfPersons')}
            value={values.noOfPersons}
            limit={personLimit}
            error={errors.noOfPersons}
            onChange={onPersons}
          />
        )}
        <TextField
          {...text('userPhone')}
          label="Mobile / WhatsApp Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
        />
        <TextField {...text('userEmail')} label="Email" type="email" autoComplete="email" placeholder="Enter Your Email" maxLength={254} />
      </div>
      <div className="mt-4 flex items-start gap-3">
        <input
          id={WHATSAPP_ID}
          type="checkbox"
          checked={values.whatsappUpdates === true}
          onChange={(e) => onWhatsApp(e.target.checked)}
          aria-describedby={`${WHATSAPP_ID}-hint`}
          className="mt-0.5 size-6 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor={WHATSAPP_ID} className="font-medium text-neutral-900">
            Send me booking updates on WhatsApp
          </label>
          <p id={`${WHATSAPP_ID}-hint`} className="text-sm text-neutral-700">
            The confirmation, a reminder before your slot and any change, on the number above. We e-mail them too.
          </p>
        </div>
      </div>
    </fieldset>
  );
}

interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'placeholder' | 'maxLength' | 'inputMode'
> {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
  onBlur: () => void;
}

/** One of the details' text inputs, with its label and message tied to it. */
function TextField({ id, label, value, error, onValue, onBlur, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        className={CONTROL_CLASS}
        {...describedBy(id, undefined, error)}
      />
    </Field>
  );
}
