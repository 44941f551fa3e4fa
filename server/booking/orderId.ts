import { randomBytes } from 'node:crypto';

/** An order id people can read out on the phone: ORD and ten letters or digits without look-alikes. */
export function newOrderId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `ORD${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** A booking's id: 24 hex digits, unguessable. */
export const newBookingId = (): string => randomBytes(12).toString('hex');
