import { useId, useState } from 'react';
import type { DeskBookingPage } from '../../../lib/api/deskBookings.ts';
import { PAYMENT_LINK_LABELS, PAYMENT_LINK_TYPES, type PaymentLinkType } from '../../../lib/api/deskPhoneBookings.ts';
import { istUntilLabel } from '../../../lib/desk/paymentLinkMessage.ts';
import { amountDuePaise } from '../../../lib/booking/paymentAmounts.ts';
import { BOOKING_AMOUNTS, paiseIn } from '../../../lib/api/wireAmounts.ts';
import { formatPaise, formatRupees } from '../../../lib/money.ts';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { useDeskAction } from '../deskQuery.ts';
import { PRIMARY, SECONDARY } from '../styles.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  booking: DeskBookingPage;
  onChanged: (message?: string) => void;
}

/** A booking taken by phone that is not paid yet: its link can be made (or made again once one lapsed). */
const OPEN_STATUSES: readonly DeskBookingPage['status'][] = ['held', 'payment-pending', 'payment-failed', 'expired'];

/**
 * The payment link of a booking taken by phone: made for the advance or the full amount; then the
 * link itself, Copy link, and Send on WhatsApp (a chat with the customer, the message typed in),
 * until it is paid or lapses.
 */
export function PaymentLinkPanel({ booking, onChanged }: Props) {
  const id = useId();
  const [type, setType] = useState<PaymentLinkType>('advance');
  const call = useDeskAction('paymentLink');
  const busy = call.isPending;
  const error = call.error?.message ?? '';
  const [copied, setCopied] = useState('');
  if (!booking.takenByPhone || !OPEN_STATUSES.includes(booking.status)) return null;
  const open = booking.takenByPhone.openLink;
  const amounts = paiseIn(BOOKING_AMOUNTS, booking.amounts);
  const figures = { totalPaise: amounts.totalPrice, advancePaise: amounts.advancePayment };
  const amountOf = (t: PaymentLinkType) => formatPaise(amountDuePaise(t, figures));

  const make = () => call.mutate({ bookingId: booking.id, paymentType: type }, { onSuccess: (res) => onChanged(res.message) });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected to copy by hand.
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
      setCopied('Select the link and copy it.');
    }
  };

  return (
    <div className="grid w-full gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 className="font-bold text-neutral-900">Payment link</h3>
      {open ? (
        <>
          <p className="text-sm text-neutral-800">
            {PAYMENT_LINK_LABELS[open.paymentType]}, {formatRupees(open.amount)}: open until{' '}
            {istUntilLabel(new Date(open.expiresAt), new Date())}. The slot is held until then.
          </p>
          <div>
            <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-semibold text-neutral-800">
              Link to send
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={open.link}
              onFocus={(e) => e.target.select()}
              className="block min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 text-sm text-neutral-900"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={SECONDARY} onClick={() => void copy(open.link)}>
              Copy link
            </button>
            <a href={open.whatsappUrl} target="_blank" rel="noopener noreferrer" className={PRIMARY}>
              Send on WhatsApp
            </a>
          </div>
          <p role="status" className="text-sm text-neutral-800">
            {copied}
          </p>
        </>
      ) : (
        <>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-neutral-800">The customer pays</legend>
            <div className="flex flex-wrap gap-3">
              {PAYMENT_LINK_TYPES.map((t) => (
                <RadioCard key={t} name={`${id}-type`} checked={type === t} onChange={() => setType(t)}>
                  {PAYMENT_LINK_LABELS[t]}, {amountOf(t)}
                </RadioCard>
              ))}
            </div>
          </fieldset>
          <div>
            <button type="button" disabled={busy} onClick={make} className={PRIMARY}>
              {busy ? 'Making the link...' : 'Make payment link'}
            </button>
          </div>
        </>
      )}
      <ErrorAlert text={error} />
    </div>
  );
}
