import { hmacSha256Hex, sha256Hex } from '../payments/signing.ts';
import { SANDBOX_CREDENTIALS } from '../payments/config.ts';
import { sandboxId } from './ids.ts';
import type { SandboxOptions } from './types.ts';

/** A merchant that does not answer in this time is taken as not reached. */
const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Posts one webhook. A failure is only logged: as with the real providers, the merchant learns
 * the outcome anyway by asking for the order's status.
 */
export async function deliverWebhook(
  options: Pick<SandboxOptions, 'fetch' | 'deliverWebhooks'>,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<void> {
  if (options.deliverWebhooks && !options.deliverWebhooks()) return;
  try {
    const res = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) console.warn(`sandbox: webhook to ${url} answered ${res.status}`);
  } catch (err) {
    console.warn(`sandbox: webhook to ${url} not delivered: ${(err as Error).message}`);
  }
}

/** PhonePe's callback: Authorization is the hex SHA-256 of the configured username:password. */
export function sendPhonePeWebhook(options: SandboxOptions, event: string, payload: Record<string, unknown>): Promise<void> {
  const { webhookUsername, webhookPassword } = SANDBOX_CREDENTIALS.phonepe;
  const body = JSON.stringify({ event, payload });
  return deliverWebhook(options, options.webhookUrls.phonepe, body, { authorization: sha256Hex(`${webhookUsername}:${webhookPassword}`) });
}

/** Razorpay's event: signed over the exact body with the webhook secret, with an id of its own. */
export function sendRazorpayWebhook(options: SandboxOptions, event: string, entities: Record<string, unknown>, now: Date): Promise<void> {
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: Object.keys(entities),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  });
  return deliverWebhook(options, options.webhookUrls.razorpay, body, {
    'x-razorpay-signature': hmacSha256Hex(SANDBOX_CREDENTIALS.razorpay.webhookSecret, body),
    'x-razorpay-event-id': sandboxId('evt_'),
  });
}
