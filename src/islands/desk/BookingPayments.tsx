import type { DeskPayment } from '../../lib/api/deskBookings.ts';
import { formatRupees } from '../../lib/money.ts';
import { auditTime } from './auditText.ts';

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

/** A booking's payments with the providers: what each asked and got, its ids there, and any refund with its reason. */
export function BookingPayments({ payments }: { payments: DeskPayment[] }) {
  if (payments.length === 0) return <p className="text-neutral-700">No payment was started.</p>;
  return (
    <ol className="grid gap-3">
      {payments.map((p) => (
        <li
          key={p.id}
          className={`rounded-xl border p-3 ${p.status === 'refund-failed' ? 'border-red-400 bg-red-50' : 'border-neutral-200'}`}
        >
          <p className="font-semibold text-neutral-900">
            {PROVIDER[p.provider] ?? p.provider}, {TYPE[p.type]}: {formatRupees(p.amount)} · {STATUS[p.status]}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm break-all text-neutral-800">
            {p.paidAmount > 0 && (
              <>
                <dt className="font-semibold">Paid</dt>
                <dd>{formatRupees(p.paidAmount)}</dd>
              </>
            )}
            <dt className="font-semibold">Our id</dt>
            <dd className="font-mono">{p.id}</dd>
            {p.providerOrderId && (
              <>
                <dt className="font-semibold">Provider order</dt>
                <dd className="font-mono">{p.providerOrderId}</dd>
              </>
            )}
            {p.providerPaymentId && (
              <>
                <dt className="font-semibold">Provider payment</dt>
                <dd className="font-mono">{p.providerPaymentId}</dd>
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
