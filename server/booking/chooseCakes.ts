import type { z } from 'zod';
import type { BookingAmounts, UpdateCakesRequest } from '../../src/lib/api/booking.ts';
import { findCakes } from '../repo/bookingCatalogue.ts';
import type { BookingLine } from './draft.ts';
import { fieldError } from './errors.ts';
import { firstDuplicate } from './firstDuplicate.ts';
import { updateBooking, type BookingDeps } from './updateBooking.ts';

/** The cakes step: the cart's cakes replace the booking's, its add-ons stay. */
export async function chooseCakes(
  deps: BookingDeps,
  guest: string,
  body: z.output<typeof UpdateCakesRequest>,
): Promise<{ bookingId: string; amounts: BookingAmounts }> {
  const r = await updateBooking(deps, guest, body.bookingId, async (b, tx) => {
    const ids = body.products.map((p) => p._id);
    const dup = firstDuplicate(ids);
    if (dup >= 0) throw fieldError(`products.${dup}._id`, 'is already in the cart: choose its weight instead');
    const cakes = await findCakes(tx, ids);
    for (const [i, p] of body.products.entries()) {
      const cake = cakes.get(p._id);
      if (!cake) throw fieldError(`products.${i}._id`, 'is not a cake we offer');
      if (cake.isPremium) throw fieldError(`products.${i}._id`, 'is a customised cake: please call us to order it, 3 days ahead');
      if (cake.cakeType !== p.cakeType) throw fieldError(`products.${i}.cakeType`, `must be ${cake.cakeType} for ${cake.name}`);
    }
    const lines: BookingLine[] = body.products.map((p) => ({
      kind: 'cake',
      productId: p._id,
      name: p.name,
      cakeType: p.cakeType,
      weight: p.quantity,
      pricePaise: 0,
    }));
    return {
      draft: {
        ...b.draft,
        lines: [...lines, ...b.draft.lines.filter((l) => l.kind === 'other')],
        cakeMessage: body.cakeMessage ?? b.draft.cakeMessage,
      },
      sent: { subTotal: body.subTotal, totalPrice: body.totalPrice },
      linesChanged: true,
      linePrices: body.products.map((p, i) => ({ field: `products.${i}.price`, sent: p.price, index: i })),
    };
  });
  return { bookingId: r.booking.id, amounts: r.amounts };
}
