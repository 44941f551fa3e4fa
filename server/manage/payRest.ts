import type { Deps } from '../deps.ts';

/** Pay the rest (placeholder until built). */
export async function payRest(_deps: Deps, _bookingId: string, _token: string, _amountPaise: number): Promise<{ redirectUrl: string }> {
  throw new Error('payRest is not built yet');
}
