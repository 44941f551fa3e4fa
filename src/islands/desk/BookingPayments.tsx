import type { DeskPayment, DeskStaffRefund, DeskVenuePayment } from '../../lib/api/deskBookings.ts';
import { formatRupees } from '../../lib/money.ts';
import { auditTime } from './auditText.ts';
import { VenuePaymentList, type VoidAccess } from './VenuePaymentList.tsx';

const STATUS: Record<DeskPayment['status'], string> = {
  pending: 'Waiting for the provider',
  cancelled: 'Cancelled by the customer',
  paid: 'Paid',
  failed: 'Failed',
  'refund-pending': 'Paid, refund asked',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed: return it by hand',
};
const TYPE: Record<DeskPayment['type'], string> = { advance: 'advance', fullpayment: 'full payment', partialpayment: 'part payment' };
const PROVIDER: Record<string, string> = { phonepe: 'PhonePe', razorpay: 'Razorpay' };

const REFUND_STATUS: Record<DeskStaffRefund['status'], string> = {
  pending: 'asked of the provider, not taken yet (asked again by itself)',
  refunded: 'refunded',
  failed: 'refused by the provider: refund it by hand',
};
const REFUND_KIND: Record<DeskStaffRefund['kind'], string> = { cancel: 'On cancelling', move: 'On a move to a cheaper slot' };
const CUSTOMER_REFUND_KIND: Record<DeskStaffRefund['kind'], string> = {
  cancel: 'The customer cancelled',
  move: 'The customer rescheduled to a cheaper slot',
};
/** What a payment was for, when the customer paid it after the booking was confirmed. */
const PURPOSE: Record<DeskPayment['purpose'], string> = {
  booking: '',
  balance: ' (the rest, by the customer)',
  move: ' (a reschedule, by the customer)',
};

interface Props {
  payments: DeskPayment[];
  venuePayments: DeskVenuePayment[];
  refunds: DeskStaffRefund[];
  voiding?: VoidAccess;
}

/**
 * A booking's money, each way it moved: payments with the providers (what each asked and got, its
 * ids there, any refund the provider made of it), money taken at the venue, and the refunds the
 * staff sent back, each with its state.
 */
export function BookingPayments({ payments, venuePayments, refunds, voiding }: Props) {
  if (payments.length + venuePayments.length + refunds.length === 0) return <p className="text-neutral-700">No payment was started.</p>;
  return (
    <div className="grid gap-3">
      {payments.length > 0 && <OnlinePayments payments={payments} />}
      {venuePayments.length > 0 && <VenuePaymentList payments={venuePayments} voiding={voiding} />}
      {refunds.length > 0 && (
        <ol aria-label="Refunds" className="grid gap-3">
          {refunds.map((r) => (
            <li key={r.id} className={`rounded-xl border p-3 ${r.status === 'failed' ? 'border-red-400 bg-red-50' : 'border-neutral-200'}`}>
              <p className="font-semibold text-neutral-900">
                Refund of {formatRupees(r.amount)} · {REFUND_STATUS[r.status]}
              </p>
              <p className="text-sm break-words text-neutral-800">
                {(r.byCustomer ? CUSTOMER_REFUND_KIND : REFUND_KIND)[r.kind]}, {auditTime(r.at)}
                {r.reason && ` · reason: ${r.reason}`}
                {r.note && ` · ${r.note}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function OnlinePayments({ payments }: { payments: DeskPayment[] }) {
  return (
    <ol aria-label="Paid online" className="grid gap-3">
      {payments.map((p) => (
        <li
          key={p.id}
          className={`rounded-xl border p-3 ${p.status === 'refund-failed' ? 'border-red-400 bg-red-50' : 'border-neutral-200'}`}
        >
          <p className="font-semibold text-neutral-900">
            {PROVIDER[p.provider] ?? p.provider}, {TYPE[p.type]}
            {PURPOSE[p.purpose]}: {formatRupees(p.amount)} · {STATUS[p.status]}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm break-words text-neutral-800">
            {p.paidAmount > 0 && (
              <>
                <dt className="font-semibold">Paid</dt>
                <dd>{formatRupees(p.paidAmount)}</dd>
              </>
            )}
            <dt className="font-semibold">Our id</dt>
            <dd className="font-mono break-all">{p.id}</dd>
            {p.providerOrderId && (
              <>
                <dt className="font-semibold">Provider order</dt>
                <dd className="font-mono break-all">{p.providerOrderId}</dd>
              </>
            )}
            {p.providerPaymentId && (
              <>
                <dt className="font-semibold">Provider payment</dt>
                <dd className="font-mono break-all">{p.providerPaymentId}</dd>
              </>
            )}
            {p.refund && (
              <>
                <dt className="font-semibold">Refund</dt>
                <dd>
                  {p.refund.state === 'pending' ? 'asked, not taken yet' : p.refund.state === 'refunded' ? 'done' : 'failed'}
                  {p.refund.reason && `: ${p.refund.reason}`}
                </dd>
              </>
            )}
            {!p.refund && p.note && (
              <>
                <dt className="font-semibold">Note</dt>
                <dd>{p.note}</dd>
              </>
            )}
            <dt className="font-semibold">Started</dt>
            <dd>
              {auditTime(p.createdAt)} (last change {auditTime(p.updatedAt)})
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
