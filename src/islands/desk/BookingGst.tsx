import { formatRupees } from '../../lib/money.ts';
import { invoiceHref } from '../../lib/profile/bookingView.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import { auditTime } from './auditText.ts';
import { useDeskQuery } from './deskQuery.ts';

/** "Taxable ₹2,117.80 · CGST ₹190.60 · SGST ₹190.60", or IGST alone. */
function taxWords(t: { taxable: number; cgst: number; sgst: number; igst: number }): string {
  const tax = t.igst > 0 ? [`IGST ${formatRupees(t.igst)}`] : [`CGST ${formatRupees(t.cgst)}`, `SGST ${formatRupees(t.sgst)}`];
  return [`Taxable ${formatRupees(t.taxable)}`, ...tax].join(' · ');
}

/**
 * A booking's GST documents, when its branch charges GST: the tax invoice's number and tax lines,
 * and a credit note for each refund. Nothing shows for a booking whose invoice carries no GST.
 */
export function BookingGst({ bookingId, invoice }: { bookingId: string; invoice: string | null }) {
  // Read once the booking has an invoice; the page's actions read it again (a refund makes a credit note).
  const query = useDeskQuery('bookingGst', { bookingId }, { enabled: Boolean(invoice) });
  const gst = query.data;
  if (!gst?.invoice) return null;
  return (
    <div className="grid gap-2 text-sm text-neutral-800">
      <p>
        <strong>Tax invoice {gst.invoice.number}</strong> · GSTIN {gst.invoice.gstin} · {gst.invoice.ratePercent}% · {taxWords(gst.invoice)}
      </p>
      {gst.creditNotes.length > 0 && (
        <ul aria-label="Credit notes" className="grid gap-1">
          {gst.creditNotes.map((n) => (
            <li key={n.number}>
              Credit note {n.number} of {formatRupees(n.amount)} (refund {n.refundId}), {auditTime(n.issuedAt)}: {taxWords(n)}
              {invoiceHref(apiOrigin, n.pdf) && (
                <>
                  {' · '}
                  <a
                    href={invoiceHref(apiOrigin, n.pdf)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    PDF<span className="sr-only"> of credit note {n.number}, opens in a new tab</span>
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
