import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { tooLargeMessage, type CountedBody } from '../http/countedBody.ts';
import { sameSecret } from '../payments/signing.ts';
import { field, isText } from '../payments/providerCall.ts';
import { applyProviderStatus, type ProviderStatus } from '../repo/outboxStatus.ts';
import { optBackIn, optOut } from '../repo/messageOptOuts.ts';
import { said } from './sendResult.ts';

/**
 * WhatsApp's webhooks (Meta): signed with the app secret over the raw body, carrying message
 * statuses (entry[].changes[].value.statuses[]) and what customers wrote (value.messages[]).
 * Whatever is not understood is left alone: Meta retries anything but a 200 for days.
 */

/** Where Meta calls, under the API's prefix: the URL to set on the app's WhatsApp webhook configuration. */
export const WHATSAPP_WEBHOOK = 'messages/whatsapp/webhook';

/** Meta's payloads may be up to 3 MB (several updates in one). */
const MAX_BYTES = 3 * 1024 * 1024;
export const WHATSAPP_WEBHOOK_BODY: CountedBody = { maxBytes: MAX_BYTES, tooLarge: tooLargeMessage(MAX_BYTES) };

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export const webhookSignature = (appSecret: string, raw: Uint8Array | string): string =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Whether X-Hub-Signature-256 is the body's, compared in constant time. */
export function signedByMeta(header: string | undefined, appSecret: string, raw: Uint8Array): boolean {
  return header !== undefined && sameSecret(header.trim().toLowerCase(), webhookSignature(appSecret, raw));
}

/** A reply that stops reminders, and the one that starts them again (case and spaces ignored). */
const STOP = new Set(['STOP', 'STOPREMINDERS', 'UNSUBSCRIBE']);
const START = new Set(['START']);

/** A number as webhooks name it ('91XXXXXXXXXX') as the outbox holds it ('+91XXXXXXXXXX'). */
export function whatsappAddress(from: string): string | undefined {
  const digits = from.replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(digits)) return undefined;
  return `+${digits}`;
}

/** Ids that can be looked up: no NUL, no line breaks, of a sane length. */
const PROVIDER_ID = /^[\x21-\x7e]{1,256}$/;
const OUR_ID = /^\d{1,15}$/;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The `value` of every change of every entry. */
const valuesOf = (body: unknown): unknown[] =>
  list(field(body, 'entry')).flatMap((e) => list(field(e, 'changes')).map((c) => field(c, 'value')));

/** What a failed status says: its first error's title or message, code and details. */
function failure(status: unknown): string {
  const e = list(field(status, 'errors'))[0];
  const words = [field(e, 'title'), field(e, 'message')].find((w) => isText(w) && w !== '') as string | undefined;
  const code = field(e, 'code');
  const details = field(field(e, 'error_data'), 'details');
  const codeText = typeof code === 'number' ? ` (code ${code})` : '';
  const more = isText(details) && details !== words ? `: ${details}` : '';
  return said(`WhatsApp could not deliver it: ${words ?? 'no reason given'}${codeText}${more}`);
}

async function applyStatus(db: Queryable, s: unknown, now: Date): Promise<boolean> {
  const id = field(s, 'id');
  const status = field(s, 'status');
  const callback = field(s, 'biz_opaque_callback_data');
  if (!isText(id) || !PROVIDER_ID.test(id)) return false;
  if (status !== 'sent' && status !== 'delivered' && status !== 'read' && status !== 'failed') return false;
  const ourId = isText(callback) && OUR_ID.test(callback) ? Number(callback) : undefined;
  return applyProviderStatus(
    db,
    { providerId: id, ourId, status: status as ProviderStatus, error: status === 'failed' ? failure(s) : undefined },
    now,
  );
}

/** The words a customer wrote: a text, or a quick-reply button's. */
function wordsOf(m: unknown): string | undefined {
  const text = field(field(m, 'text'), 'body') ?? field(field(m, 'button'), 'text');
  return isText(text) ? text : undefined;
}

async function applyInbound(db: Queryable, m: unknown, now: Date): Promise<'stop' | 'start' | undefined> {
  const from = field(m, 'from');
  const address = isText(from) ? whatsappAddress(from) : undefined;
  const words = wordsOf(m);
  if (!address || words === undefined) return undefined;
  const command = words.replace(/\s+/g, '').toUpperCase();
  if (STOP.has(command)) {
    await optOut(db, 'whatsapp', address, now);
    return 'stop';
  }
  if (START.has(command)) {
    await optBackIn(db, 'whatsapp', address);
    return 'start';
  }
  return undefined;
}

export interface WebhookOutcome {
  /** Statuses that changed a message. */
  statuses: number;
  stops: number;
  starts: number;
}

/** Applies a signed webhook's body (parsed JSON, or anything else, which carries nothing). */
export async function applyWhatsAppWebhook(db: Queryable, body: unknown, now: Date): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, stops: 0, starts: 0 };
  for (const value of valuesOf(body)) {
    for (const s of list(field(value, 'statuses'))) if (await applyStatus(db, s, now)) outcome.statuses++;
    for (const m of list(field(value, 'messages'))) {
      const did = await applyInbound(db, m, now);
      if (did === 'stop') outcome.stops++;
      if (did === 'start') outcome.starts++;
    }
  }
  return outcome;
}
