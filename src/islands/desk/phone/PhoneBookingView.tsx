import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PhoneOptions } from '../../../lib/api/deskPhoneBookings.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { bookingHref, useSubAddress } from '../deskAddress.ts';
import { deskApi, DeskError } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { CARD, HEADING, PRIMARY } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { slotOfAddress } from './phoneAddress.ts';
import { celebrationNotes, NO_CELEBRATION, PhoneCelebrationFields, type Celebration } from './PhoneCelebrationFields.tsx';
import { PhoneSlotPicker, type ChosenSlot } from './PhoneSlotPicker.tsx';
import { BASIC_OFFER, PhoneOfferFields, type Offer } from './PhoneOfferFields.tsx';
import { PhoneTotal } from './PhoneTotal.tsx';
import { PhoneDiscountFields } from './PhoneDiscountFields.tsx';
import { discountProblems, discountToSend, NO_DISCOUNT } from '../../../lib/desk/discountTyped.ts';
import { usePhoneQuote } from './usePhoneQuote.ts';
import { fieldOf, type FieldName } from './phoneFields.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { EMAIL, INDIAN_MOBILE } from '../../../lib/forms/patterns.ts';
import { nationalMobile } from '../../../lib/forms/phoneDigits.ts';

/**
 * 'Phone booking': a booking taken on a call or a WhatsApp chat, with the site's steps on one
 * screen (the slot, the customer, the celebration, the plan and the coupon). Its Total is the
 * server's price of the choices as they change, so the caller hears it before anything is held; the
 * hold charges that total, as the site's. Its page then makes the payment link, or records the money.
 */
export function PhoneBookingView() {
  const id = useId();
  const { announce, may } = useDesk();
  /** A manager's discount: offered only to a role that may give one, as the server refuses it to others. */
  const mayDiscount = may('bookings.discount');
  const [discount, setDiscount] = useState(NO_DISCOUNT);
  const heading = useViewHeading();
  const initial = slotOfAddress(useSubAddress('phone'));
  const [options, setOptions] = useState<PhoneOptions>();
  const [slot, setSlot] = useState<ChosenSlot>();
  const [details, setDetails] = useState({ userName: '', userPhone: '', userEmail: '', noOfPersons: '2', decoration: 'Yes' });
  const [celebration, setCelebration] = useState<Celebration>(NO_CELEBRATION);
  const [offer, setOffer] = useState<Offer>(BASIC_OFFER);
  /** Asked on the call, never assumed: WhatsApp messages go only when the customer said yes. */
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** How many times the free slots were read again after a refusal. */
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    deskApi
      .phoneOptions()
      .then(setOptions)
      .catch((failure) => setError(messageOf(failure)));
  }, []);

  // A field's message goes once the field is changed: left, it would still say what was already put right.
  const set = (field: keyof typeof details) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field as FieldName] ? { ...e, [field]: undefined } : e));
  };
  const persons = Number(details.noOfPersons);
  const choices = slot && {
    theatreId: slot.theatreId,
    date: slot.date,
    time: { slotId: slot.slotId, fromTime: slot.fromTime, toTime: slot.toTime },
    noOfPersons: Number.isInteger(persons) && persons >= 1 ? persons : 1,
    decoration: details.decoration as 'Yes' | 'No',
    occasionId: celebration.occasionId,
    cakes: celebration.cakeId ? [{ _id: celebration.cakeId, weight: celebration.weight }] : [],
    addons: celebration.addons,
    ...offer,
    discount: mayDiscount ? discountToSend(discount) : undefined,
  };
  const priced = usePhoneQuote(choices || null);
  // The site's words, without the field's name they start with on the wire.
  const refusedCoupon = priced.error?.fields.couponId?.replace(/^couponId /, '');
  // A code the site would refuse is said under its field, and the total shown without it.
  useEffect(() => {
    if (!refusedCoupon) return;
    setErrors((e) => ({ ...e, coupon: refusedCoupon }));
    setOffer((o) => ({ ...o, couponId: '' }));
  }, [refusedCoupon]);
  // A discount above the total after the coupon is said under its field and in the Total.
  const refusedDiscount = priced.error?.fields['discount.amount']?.replace(/^discount\.amount /, '');
  const changeDiscount = (next: typeof discount) => {
    setDiscount(next);
    setErrors((e) => ({ ...e, discountAmount: undefined, discountReason: undefined }));
  };
  const changeOffer = (next: Offer) => {
    setOffer(next);
    setErrors((e) => ({ ...e, offer: undefined, coupon: next.couponId !== offer.couponId ? undefined : e.coupon }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      slot: slot ? undefined : 'Please choose a free slot.',
      userName: details.userName.trim() ? undefined : "Please enter the customer's name.",
      userPhone: INDIAN_MOBILE.test(nationalMobile(details.userPhone))
        ? undefined
        : 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      userEmail:
        !details.userEmail.trim() || EMAIL.test(details.userEmail.trim()) ? undefined : 'Please enter a valid e-mail, or leave it empty.',
      noOfPersons: Number.isInteger(persons) && persons >= 1 ? undefined : 'Please enter how many people come (1 or more).',
      ...(mayDiscount ? discountProblems(discount) : {}),
    };
    setErrors(found);
    setError('');
    const first = (Object.keys(found) as FieldName[]).find((f) => found[f]);
    if (first) {
      (document.getElementById(`${id}-${first}`) ?? heading.current)?.focus();
      return;
    }
    setBusy(true);
    try {
      // Pressed before the total for the last change came: that total is the one the hold charges.
      const totalPrice = priced.current ? priced.quote!.totalPrice : (await deskApi.phoneQuote(choices!)).totalPrice;
      const res = await deskApi.phoneBooking({
        theatreId: slot!.theatreId,
        date: slot!.date,
        time: { slotId: slot!.slotId, fromTime: slot!.fromTime, toTime: slot!.toTime },
        userName: details.userName,
        userPhone: nationalMobile(details.userPhone),
        userEmail: details.userEmail.trim(),
        noOfPersons: persons,
        decoration: details.decoration as 'Yes' | 'No',
        occasionId: celebration.occasionId,
        personName: celebration.occasionId ? celebration.personName : '',
        cakes: celebration.cakeId ? [{ _id: celebration.cakeId, weight: celebration.weight }] : [],
        addons: celebration.addons,
        ...celebrationNotes(celebration),
        whatsappUpdates,
        ...offer,
        discount: choices!.discount,
        totalPrice,
      });
      announce(res.message);
      location.hash = bookingHref(res.bookingId);
    } catch (failure) {
      setError(messageOf(failure));
      if (failure instanceof DeskError) {
        const fieldErrors: Partial<Record<FieldName, string>> = {};
        for (const [field, message] of Object.entries(failure.fields)) {
          const mine = fieldOf(field);
          if (mine) fieldErrors[mine] ??= mine === 'coupon' ? message.replace(/^couponId /, '') : message;
        }
        setErrors(fieldErrors);
        // A price changed since the total was shown: the new one is asked, to be read to the caller.
        if (failure.status === 409 && 'totalPrice' in failure.body) priced.again();
        // A slot taken meanwhile: the free slots of the same branch and day are read again.
        else if (failure.status === 409) {
          setSlot(undefined);
          setReloads((n) => n + 1);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'userName' | 'userPhone' | 'userEmail', label: string, type: string, extra: object = {}) => (
    <div>
      <label htmlFor={`${id}-${field}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type={type}
        className={CONTROL}
        value={details[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        {...extra}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div>
        <h1 id={`${id}-heading`} ref={heading} tabIndex={-1} className={HEADING}>
          Phone booking
        </h1>
        <p className="mt-2 text-neutral-700">
          A booking taken on a call or on WhatsApp, priced as on the site. Its slot is held while you send the payment link.
        </p>
      </div>
      <form noValidate onSubmit={submit} aria-label="Phone booking" className={`grid gap-6 ${CARD}`}>
        <div id={`${id}-slot`} tabIndex={-1} className="outline-none">
          <PhoneSlotPicker
            initial={reloads === 0 ? initial : undefined}
            reload={reloads}
            value={slot}
            onChange={setSlot}
            error={errors.slot}
          />
        </div>
        <fieldset className="grid gap-4">
          <legend className="text-lg font-bold text-neutral-900">Customer</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('userName', 'Name', 'text', { autoComplete: 'off', maxLength: 100 })}
            {text('userPhone', 'Mobile number', 'tel', { inputMode: 'tel', autoComplete: 'off', maxLength: 20 })}
            {text('userEmail', 'E-mail (if they have one)', 'email', { autoComplete: 'off', maxLength: 254 })}
            <div>
              <label htmlFor={`${id}-noOfPersons`} className={LABEL}>
                Number of persons
              </label>
              <input
                id={`${id}-noOfPersons`}
                type="number"
                min={1}
                inputMode="numeric"
                className={CONTROL}
                value={details.noOfPersons}
                onChange={(e) => set('noOfPersons')(e.target.value)}
                aria-invalid={Boolean(errors.noOfPersons)}
                aria-describedby={errors.noOfPersons ? `${id}-noOfPersons-error` : undefined}
              />
              {errors.noOfPersons && (
                <p id={`${id}-noOfPersons-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.noOfPersons}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-decoration`} className={LABEL}>
                Decoration
              </label>
              <select
                id={`${id}-decoration`}
                className={CONTROL}
                value={details.decoration}
                onChange={(e) => set('decoration')(e.target.value)}
              >
                <option value="Yes">Yes</option>
                <option value="No">No</option>
              </select>
            </div>
          </div>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={whatsappUpdates}
              onChange={(e) => setWhatsappUpdates(e.target.checked)}
            />
            <span>
              Send me booking updates on WhatsApp{' '}
              <span className="text-sm text-neutral-700">(ask the customer, and tick it only if they say yes)</span>
            </span>
          </label>
        </fieldset>
        {options ? (
          <PhoneCelebrationFields options={options} value={celebration} onChange={setCelebration} errors={errors} />
        ) : (
          !error && <p className="text-neutral-700">Loading the occasions, cakes and add-ons...</p>
        )}
        <PhoneOfferFields
          theatreId={slot?.theatreId ?? ''}
          occasionId={celebration.occasionId}
          value={offer}
          onChange={changeOffer}
          errors={errors}
        />
        {mayDiscount && (
          <PhoneDiscountFields
            value={discount}
            onChange={changeDiscount}
            errors={{ discountAmount: errors.discountAmount ?? refusedDiscount, discountReason: errors.discountReason }}
            idPrefix={id}
          />
        )}
        <PhoneTotal
          quote={priced.quote}
          loading={priced.loading}
          problem={refusedCoupon ? '' : refusedDiscount ? `The discount ${refusedDiscount}.` : (priced.error?.message ?? '')}
        />
        <ErrorAlert text={error} />
        <div>
          <button type="submit" disabled={busy} className={PRIMARY}>
            {busy ? 'Holding the slot...' : 'Hold the slot'}
          </button>
        </div>
      </form>
    </section>
  );
}
