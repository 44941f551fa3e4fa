import { useState } from 'react';
import type { DeskVenuePayment } from '../../lib/api/deskBookings.ts';
import { VENUE_METHOD_LABELS } from '../../lib/api/deskActions.ts';
import { formatRupees } from '../../lib/money.ts';
import { VoidPaymentDialog } from './actions/VoidPaymentDialog.tsx';
import { auditTime } from './auditText.ts';
import { SECONDARY } from './styles.ts';

export interface VoidAccess {
  bookingId: string;
  /** Pressed Void and confirmed: the page reads the booking again and says the message. */
  onChanged: (message?: string) => void;
}

interface Props {
  payments: DeskVenuePayment[];
  /** The staff member may void (a manager, the owner) and the booking allows it; no Void buttons without it. */
  voiding?: VoidAccess;
}

const paymentWords = (v: DeskVenuePayment) => `At the venue, ${VENUE_METHOD_LABELS[v.method]}: ${formatRupees(v.amount)}`;

/** Money taken at the venue, each with who recorded it; a voided one struck through, with who voided it and why. */
export function VenuePaymentList({ payments, voiding }: Props) {
  const [open, setOpen] = useState<DeskVenuePayment>();
  return (
    <>
      <ol aria-label="Paid at the venue" className="grid gap-3">
        {payments.map((v) => (
          <li key={v.id} className={`rounded-xl border p-3 ${v.voided ? 'border-neutral-300 bg-neutral-100' : 'border-neutral-200'}`}>
            <p className="font-semibold text-neutral-900">
              {v.voided ? <s>{paymentWords(v)}</s> : paymentWords(v)}
              {v.voided && ' · Voided'}
            </p>
            <p className="text-sm break-words text-neutral-800">
              {v.reference && `Reference ${v.reference} · `}recorded by {v.staffName}, {auditTime(v.at)}
            </p>
            {v.voided && (
              <p className="text-sm break-words text-neutral-800">
                Voided by {v.voided.by}, {auditTime(v.voided.at)}: {v.voided.reason}
              </p>
            )}
            {voiding && !v.voided && (
              <button type="button" className={`${SECONDARY} mt-2`} onClick={() => setOpen(v)}>
                Void<span className="sr-only"> the payment of {formatRupees(v.amount)}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {voiding && open && (
        <VoidPaymentDialog
          bookingId={voiding.bookingId}
          payment={open}
          open
          onClose={() => setOpen(undefined)}
          onDone={(message) => {
            setOpen(undefined);
            voiding.onChanged(message);
          }}
        />
      )}
    </>
  );
}
