import type { ManagedBooking } from '../../src/lib/api/myBooking.ts';
import type { Deps } from '../deps.ts';

/** Cancel booking (placeholder until built). */
export async function cancelMyBooking(
  _deps: Deps,
  _bookingId: string,
  _token: string,
  _expectedRefundPaise: number,
): Promise<{ booking: ManagedBooking; message: string }> {
  throw new Error('cancelMyBooking is not built yet');
}
