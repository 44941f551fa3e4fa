import { z } from 'zod';
import type { BookingAmounts, UpdateAddonsRequest } from '../../src/lib/api/booking.ts';
import { findAddons } from '../repo/bookingCatalogue.ts';
import type { BookingLine } from './draft.ts';
import { fieldError } from './errors.ts';
import { firstDuplicate } from './firstDuplicate.ts';
import { updateBooking, type BookingDeps } from './updateBooking.ts';

/** The spec's `addons` text: JSON of { id, price, name } entries. */
const AddonsJson = z.array(z.object({ id: z.string(), price: z.number(), name: z.string() }).loose());

/** The add-ons step: the chosen add-ons replace the booking's, its cakes stay. */
export async function chooseAddons(
  deps: BookingDeps,
  guest: string,
  body: z.output<typeof UpdateAddonsRequest>,
): Promise<{ bookingId: string; amounts: BookingAmounts }> {
  const r = await updateBooking(deps, guest, body.bookingId, async (b, tx) => {
    const ids = body.products.map((p) => p._id);
    const dup = firstDuplicate(ids);
    if (dup >= 0) throw fieldError(`products.${dup}._id`, 'is already chosen');
    const addons = await findAddons(tx, ids);
    const missing = ids.findIndex((id) => !addons.has(id));
    if (missing >= 0) throw fieldError(`products.${missing}._id`, 'is not an add-on we offer');
    let listed: z.infer<typeof AddonsJson>;
    try {
      listed = AddonsJson.parse(JSON.parse(body.addons));
    } catch {
      throw fieldError('addons', 'must be JSON text: a list of { id, price, name }');
    }
    if ([...listed.map((a) => a.id)].sort().join('\n') !== [...ids].sort().join('\n'))
      throw fieldError('addons', 'must list the same add-ons as products');
    const cakes = b.draft.lines.filter((l) => l.kind === 'cake');
    const lines: BookingLine[] = body.products.map((p) => ({
      kind: 'other',
      productId: p._id,
      name: p.name,
      cakeType: null,
      weight: null,
      pricePaise: 0,
    }));
    return {
      draft: { ...b.draft, lines: [...cakes, ...lines] },
      sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
      linesChanged: true,
      linePrices: body.products.map((p, i) => ({ field: `products.${i}.price`, sent: p.price, index: cakes.length + i })),
    };
  });
  return { bookingId: r.booking.id, amounts: r.amounts };
}
