import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useEarlyInput } from '../shared/useEarlyInput.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import {
  checkEnquiryField,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  ENQUIRY_MAX_LENGTH,
  enquiryBody,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from '@/lib/forms/enquiryRules.ts';
import { isAllowedPhoneKey, pastedPhone, phoneDigits, shouldPostLead, PHONE_LENGTH } from '@/lib/forms/phoneDigits.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { postLead, sendEnquiry } from './sendEnquiry.ts';
import { notify } from '../shared/notify.ts';

export interface EnquiryFormProps {
  /** Prefix of the fields' ids, so that two forms on one page do not clash. Default 'enquiry'. */
  idPrefix?: string;
  /**
   * Called once an enquiry is sent, before its message is shown: a dialog closes here, and the
   * message then shows on the page.
   */
  onSuccess?: () => void;
  /** What the lead carries besides the phone (the theatre list knows the theatre, date and slot). */
  lead?: { theatreId?: string; date?: string; time?: string };
}

const LABELS: Record<EnquiryField, string> = {
  name: 'Full name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  eventName: 'Event name',
  description: 'Description',
};

/** The spec's placeholders, word for word. */
const PLACEHOLDERS: Record<EnquiryField, string> = {
  name: 'Enter Full Name*',
  mobileNumber: 'Enter Mobile Number*',
  email: 'Enter Email*',
  eventName: 'Enter Event Name*',
  description: 'Enter Description*',
};

const MOBILE_HINT = '10 digits, without +91';

const sentence = (field: EnquiryField, message: string) => `${LABELS[field]} ${message}.`;

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The enquiry form of /enquiry and of the theatre list's Request Callback dialog: every field
 * required, checked here by the same rules as the server, sent once per press, and a lead posted
 * silently the moment the mobile number is complete.
 */
export default function EnquiryForm({ idPrefix = 'enquiry', onSuccess, lead }: EnquiryFormProps) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  /** The server's or the network's word on the last send that failed. */
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  // Until hydration the button stays disabled: a press before it would submit the page itself.
  const ready = useHydrated();
  const sendingRef = useRef(false);
  const lastLead = useRef<string | undefined>(undefined);
  const controls = useRef<Partial<Record<EnquiryField, Control | null>>>({});

  const id = (field: EnquiryField) => `${idPrefix}-${field}`;

  const update = (field: EnquiryField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A shown message follows the typing, so it goes away as soon as the field is right.
    setErrors((e) => (e[field] ? { ...e, [field]: checkEnquiryField(field, value) } : e));
    if (field === 'mobileNumber' && shouldPostLead(value, lastLead.current)) {
      lastLead.current = value;
      // An e-mail still being typed would get the whole lead refused: it goes only once it is valid.
      const email = checkEnquiryField('email', values.email) ? '' : values.email.trim();
      postLead({ theatreId: lead?.theatreId, date: lead?.date, time: lead?.time, name: values.name.trim(), email, phone: value });
    }
  };

  // What was typed before hydration (the form is in the page's HTML) is kept.
  useEarlyInput(
    Object.fromEntries(
      ENQUIRY_FIELDS.map((field) => [id(field), (value: string) => update(field, field === 'mobileNumber' ? phoneDigits(value) : value)]),
    ),
  );

  const blur = (field: EnquiryField) => {
    // Leaving an empty field is not yet a mistake: that waits for the submit.
    if (values[field].trim() !== '') setErrors((e) => ({ ...e, [field]: checkEnquiryField(field, values[field]) }));
  };

  const blockNonDigits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedPhoneKey(event.key, event.ctrlKey || event.metaKey || event.altKey)) event.preventDefault();
  };

  const pastePhone = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const input = event.currentTarget;
    const current = values.mobileNumber;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? current.length;
    const whole = start === 0 && end === current.length;
    update('mobileNumber', whole ? pastedPhone(text) : phoneDigits(current.slice(0, start) + text + current.slice(end)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateEnquiry(values);
    const wrong = ENQUIRY_FIELDS.filter((field) => found[field]);
    setErrors(found);
    setProblem('');
    if (wrong.length > 0) {
      controls.current[wrong[0]]?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const result = await sendEnquiry(enquiryBody(values));
    sendingRef.current = false;
    setSending(false);
    if (result.sent) {
      setValues(EMPTY_ENQUIRY);
      setErrors({});
      onSuccess?.();
      notify(result.message);
    } else {
      setErrors(result.fieldErrors);
      setProblem(result.message);
    }
  };

  const shown = (field: EnquiryField) => (errors[field] ? sentence(field, errors[field]) : undefined);

  const control = (field: EnquiryField) => ({
    id: id(field),
    name: field,
    required: true,
    placeholder: PLACEHOLDERS[field],
    value: values[field],
    maxLength: ENQUIRY_MAX_LENGTH[field],
    className: CONTROL_CLASS,
    ref: (el: Control | null) => {
      controls.current[field] = el;
    },
    onBlur: () => blur(field),
    ...describedBy(id(field), field === 'mobileNumber' ? MOBILE_HINT : undefined, shown(field)),
  });

  return (
    <form noValidate onSubmit={submit} className="@container" aria-busy={sending}>
      <div className="grid gap-4 @lg:grid-cols-2">
        <Field id={id('name')} label={LABELS.name} error={shown('name')}>
          <input {...control('name')} type="text" autoComplete="name" onChange={(e) => update('name', e.target.value)} />
        </Field>
        <Field id={id('mobileNumber')} label={LABELS.mobileNumber} hint={MOBILE_HINT} error={shown('mobileNumber')}>
          <input
            {...control('mobileNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_LENGTH}
            onKeyDown={blockNonDigits}
            onPaste={pastePhone}
            onChange={(e) => update('mobileNumber', phoneDigits(e.target.value))}
          />
        </Field>
        <Field id={id('email')} label={LABELS.email} error={shown('email')}>
          <input {...control('email')} type="email" autoComplete="email" onChange={(e) => update('email', e.target.value)} />
        </Field>
        <Field id={id('eventName')} label={LABELS.eventName} error={shown('eventName')}>
          <input {...control('eventName')} type="text" autoComplete="off" onChange={(e) => update('eventName', e.target.value)} />
        </Field>
        <div className="@lg:col-span-2">
          <Field id={id('description')} label={LABELS.description} error={shown('description')}>
            <textarea {...control('description')} rows={4} onChange={(e) => update('description', e.target.value)} />
          </Field>
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={!ready}
        aria-disabled={sending || undefined}
        className="mt-5 w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70 @lg:w-auto"
      >
        {sending ? 'Sending…' : 'Send Enquiry'}
      </button>
    </form>
  );
}
