import { checkCustomerSession } from '../auth/customerSession.ts';
import type { Queryable } from '../db/database.ts';
import { attributeBooking, hasConfirmedBooking } from '../repo/customerBookings.ts';
import { customerById, referrerByCode } from '../repo/customers.ts';

export interface Attribution {
  /** The profile session the booker sent, if signed in. */
  customerSession?: string;
  /** The code of the referral link the booker came by. */
  referralCode?: string;
  /** The phone on the booking. */
  userPhone: string;
}

/**
 * Links a new booking to the signed-in customer and to the referral link it came by. Neither is ever
 * a reason to refuse a booking, and neither touches an amount: a session that is no longer valid
 * (expired or signed out) is ignored (the booking still reaches the account by its phone), and so is
 * a referral code that is unknown, the booker's own, or sent by someone who already has a confirmed
 * booking (a referral brings in a new customer).
 */
export async function attribute(tx: Queryable, bookingId: string, a: Attribution, secret: () => Promise<Buffer>, now: Date): Promise<void> {
  const customerId = await signedInCustomer(tx, a.customerSession, secret, now);
  const referredBy = await referrerFor(tx, a.referralCode, { customerId, phone: a.userPhone });
  if (customerId || referredBy) await attributeBooking(tx, bookingId, { customerId, referredBy });
}

async function signedInCustomer(
  tx: Queryable,
  session: string | undefined,
  secret: () => Promise<Buffer>,
  now: Date,
): Promise<string | null> {
  if (!session) return null;
  const check = await checkCustomerSession(tx, await secret(), session, now);
  if (!check.ok) return null;
  return (await customerById(tx, check.customerId))?.id ?? null;
}

async function referrerFor(
  tx: Queryable,
  code: string | undefined,
  booker: { customerId: string | null; phone: string },
): Promise<string | null> {
  if (!code) return null;
  const referrer = await referrerByCode(tx, code);
  if (!referrer || referrer.id === booker.customerId || referrer.phone === booker.phone) return null;
  return (await hasConfirmedBooking(tx, booker)) ? null : referrer.id;
}
