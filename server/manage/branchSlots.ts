import type { z } from 'zod';
import type { MyBookingSlotsResponse } from '../../src/lib/api/myBooking.ts';
import type { Deps } from '../deps.ts';

/** The booking's branch's theatres and slots on a day (placeholder until built). */
export async function branchSlots(
  _deps: Deps,
  _bookingId: string,
  _date: string,
): Promise<Omit<z.input<typeof MyBookingSlotsResponse>, 'success' | 'message'>> {
  throw new Error('branchSlots is not built yet');
}
