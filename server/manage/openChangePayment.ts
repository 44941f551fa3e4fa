import type { z } from 'zod';
import type { OpenChangePayment } from '../../src/lib/api/myBooking.ts';
import type { Queryable } from '../db/database.ts';
import { openChangeOf } from '../repo/changePayments.ts';
import { slotNamed } from '../repo/theatres.ts';

/**
 * The payment the customer started on /my-booking and has not finished: the newest one still
 * pending, open and started with the provider (it has its pay page), that pays the rest or a
 * reschedule's difference. The payment that confirmed the booking is never one: it was the wizard's.
 */
export async function openChangePayment(db: Queryable, bookingId: string, now: Date): Promise<z.output<typeof OpenChangePayment> | null> {
  // One is open at a time: asking for another gives the open one up (changePayments.ts).
  const open = await openChangeOf(db, bookingId, ['balance', 'move']);
  if (!open || open.expiresAt <= now || open.redirectUrl === '') return null;
  const target = open.moveTo && (await slotNamed(db, open.moveTo.theatreId, open.moveTo.slotId));
  return {
    purpose: open.purpose === 'move' ? 'move' : 'balance',
    amount: open.amountPaise,
    redirectUrl: open.redirectUrl,
    moveTo:
      open.moveTo && target
        ? { theaterName: target.theatreName, date: open.moveTo.date, fromTime: target.fromTime, toTime: target.toTime }
        : null,
    expiresAt: open.expiresAt.toISOString(),
  };
}
