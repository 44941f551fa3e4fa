import { formatRupees } from '../../lib/money.ts';
import type { OrderRow } from '../../lib/booking/orderRows.ts';
import { CheckoutCard } from './CheckoutCard.tsx';

const priceText = (price: OrderRow['price']) => (price === null ? '—' : price === 'Included' ? 'Included' : formatRupees(price));

/** The order (CHK-03): numbered rows, the theatre first, then the occasion, then each cart item. */
export function OrderTable({ rows }: { rows: OrderRow[] }) {
  return (
    <CheckoutCard id="checkout-order-h" title="Your Order">
      <table className="mt-3 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Items in your booking, numbered, with their prices</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              No.
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.item}-${i}`} className="border-b border-neutral-100 align-top">
              <td className="py-2 pr-2 tabular-nums text-neutral-700">{i + 1}</td>
              <th scope="row" className="py-2 pr-2 font-normal text-neutral-900">
                <span className="font-semibold">{row.item}</span>
                <span className="block text-neutral-700">{row.detail}</span>
              </th>
              <td className="py-2 text-right tabular-nums text-neutral-900">{priceText(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CheckoutCard>
  );
}
