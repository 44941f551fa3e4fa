import type { ManagedBooking } from '../../src/lib/api/myBooking.ts';
import type { Deps } from '../deps.ts';

/** The booking as /my-booking shows it (placeholder until built). */
export async function managedBooking(_deps: Deps, _bookingId: string, _token: string): Promise<ManagedBooking> {
  throw new Error('managedBooking is not built yet');
}
