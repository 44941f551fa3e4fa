import { issueToken, verifyToken, type TokenCheck, type TokenKind } from './signedToken.ts';

/**
 * The reference the way back from the payment provider carries (`?ref=`): `r1.<payment id>.<expires>.<signature>`
 * (signedToken.ts). The return may open in another tab or browser than the one that paid (a UPI
 * app's hand-off, another host name of the site), which holds no guest token; this reference alone
 * lets that page show the payment's outcome. Of its own kind, it never passes for a guest token or a
 * customer's session, nor they for it.
 */

/**
 * A week: long enough to come back to the page for the invoice, short enough that an old entry in a
 * shared browser's history stops showing it. A payment lasts an hour at most, so it is settled by then.
 */
export const PAYMENT_REF_TTL_MS = 7 * 24 * 60 * 60_000;

/** Our payment ids (paymentFlow.ts newPaymentId). */
export const PAYMENT_REF: TokenKind = { prefix: 'r1', idPattern: /^PAY_[0-9a-f]{24}$/ };

export const issuePaymentRef = (secret: Buffer, paymentId: string, now: Date, ttlMs = PAYMENT_REF_TTL_MS): string =>
  issueToken(secret, PAYMENT_REF, paymentId, now, ttlMs).token;

export const verifyPaymentRef = (secret: Buffer, ref: string, now: Date): TokenCheck => verifyToken(secret, PAYMENT_REF, ref, now);
