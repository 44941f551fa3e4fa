import type { Context } from 'hono';
import type { Deps } from '../deps.ts';

/** The booking's .ics file (placeholder until built). */
export async function calendarFile(_c: Context, _deps: Deps, _bookingId: string, _token: string): Promise<Response> {
  throw new Error('calendarFile is not built yet');
}
