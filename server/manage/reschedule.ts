import type { z } from 'zod';
import type { ManagedBooking, RescheduleQuote } from '../../src/lib/api/myBooking.ts';
import type { Deps } from '../deps.ts';

export interface RescheduleTarget {
  theatreId: string;
  slotId: string;
  date: string;
}

/** What a reschedule there would cost (placeholder until built). */
export async function quoteReschedule(_deps: Deps, _bookingId: string, _t: RescheduleTarget): Promise<z.input<typeof RescheduleQuote>> {
  throw new Error('quoteReschedule is not built yet');
}

/** Reschedule (placeholder until built). */
export async function reschedule(
  _deps: Deps,
  _bookingId: string,
  _token: string,
  _t: RescheduleTarget,
  _expectedTotalPaise: number,
): Promise<{ booking: ManagedBooking; redirectUrl: string | null; message: string }> {
  throw new Error('reschedule is not built yet');
}
