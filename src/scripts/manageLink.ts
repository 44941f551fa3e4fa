/**
 * /payment-success's 'Manage your booking': the link to the paid booking's own page (/my-booking),
 * whose token the way back's reference answers (web/paymentoutcome). The tab that paid reads the
 * booking with its own token, which does not carry it: then the reference is asked once more.
 * Without a reference, or should that fail, the page goes without the link (the confirmation
 * message carries it too).
 */
import { bookingCall } from '../client/bookingApi.ts';
import { myBookingPath } from '../lib/manage/myBookingLink.ts';
import { part } from './outcomePage.ts';
import type { Outcome } from './readOutcome.ts';

async function tokenOf(outcome: Outcome, bookingId: string, ref: string | null): Promise<string> {
  if (outcome.manageToken) return outcome.manageToken;
  if (!ref) return '';
  try {
    return (await bookingCall('paymentOutcome', { bookingId, ref })).manageToken;
  } catch {
    return '';
  }
}

export async function showManageLink(outcome: Outcome, bookingId: string, ref: string | null): Promise<void> {
  const token = await tokenOf(outcome, bookingId, ref);
  const link = part<HTMLAnchorElement>('manage');
  if (!token || !link) return;
  link.href = myBookingPath(token);
  link.hidden = false;
}
