import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An unguessable id with the provider's prefix (OMO…, order_…, pay_…), 14 characters after it as Razorpay's. */
export function sandboxId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let id = prefix;
  // 256 is not a multiple of 62, so the first letters are a little likelier: no matter for ids of a sandbox.
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}
