import type { WhatsAppContent } from '../../src/lib/messages/messageKinds.ts';
import type { Fetch } from '../payments/provider.ts';
import { field, isText } from '../payments/providerCall.ts';
import type { WhatsAppConfig } from './config.ts';
import { said, type SendResult } from './sendResult.ts';

/**
 * WhatsApp Business Cloud API (Meta): an approved template sent to /{phone-number-id}/messages,
 * its answer classified for the worker. The message's own id goes along as
 * biz_opaque_callback_data, which Meta repeats in every status webhook: a status for a message
 * whose answer (the wamid) was never recorded, because the process stopped, still finds it.
 */

/** How long one send may take before it counts as unanswered. */
export const WHATSAPP_TIMEOUT_MS = 20_000;

/**
 * Meta's codes for "too many, try later": the app's call rate (4, 80007), the business number's
 * throughput (130429), spam rate limit (131048) and too many to one number (131056).
 */
const RATE_LIMITS = new Set([4, 80007, 130429, 131048, 131056]);

/** An expired or wrong access token: the business's to fix, not the message's fault, so it is tried again. */
const BAD_TOKEN = 190;

/** Network failures that happen before a request can have reached Meta: another try sends no second copy. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'ENETUNREACH', 'EHOSTUNREACH']);

export interface WhatsAppSend {
  /** Our message id: biz_opaque_callback_data. */
  id: number;
  /** '+91' and ten digits. */
  to: string;
  content: WhatsAppContent;
}

/** The send call's body, as Meta documents it. */
export function templateBody(m: WhatsAppSend): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: m.to,
    type: 'template',
    template: {
      name: m.content.template,
      language: { code: m.content.language },
      components: [{ type: 'body', parameters: m.content.params.map((text) => ({ type: 'text', text })) }],
    },
    biz_opaque_callback_data: String(m.id),
  };
}

export const messagesUrl = (config: WhatsAppConfig): string =>
  `${config.apiHost}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;

/** Meta's error answer in words a person reads: its message, its code (and subcode), its details. */
function metaError(body: unknown, status: number): { code: number | undefined; words: string } {
  const error = field(body, 'error');
  const code = field(error, 'code');
  const subcode = field(error, 'error_subcode');
  const message = field(error, 'message');
  const details = field(field(error, 'error_data'), 'details');
  const text = [isText(message) ? message.replace(/^\(#\d+\)\s*/, '') : `HTTP ${status}`, isText(details) ? details : '']
    .filter(Boolean)
    .join(': ');
  const codes = typeof code === 'number' ? ` (code ${code}${typeof subcode === 'number' ? `, subcode ${subcode}` : ''})` : '';
  return { code: typeof code === 'number' ? code : undefined, words: said(`${text}${codes}`) };
}

function unanswered(err: unknown, timeoutMs: number): SendResult {
  const e = err as Error & { cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError')
    return { kind: 'retry', error: `WhatsApp did not answer within ${timeoutMs / 1000} s.`, unsure: true };
  const code = e.cause?.code ?? '';
  const words = said(`WhatsApp could not be reached: ${code || e.message}`);
  return NOT_SENT.has(code) ? { kind: 'retry', error: words } : { kind: 'retry', error: words, unsure: true };
}

/** Sends one template message and classifies the answer. */
export async function sendWhatsApp(
  config: WhatsAppConfig,
  fetch: Fetch,
  m: WhatsAppSend,
  timeoutMs = WHATSAPP_TIMEOUT_MS,
): Promise<SendResult> {
  let status: number;
  let body: unknown;
  try {
    const res = await fetch(messagesUrl(config), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(m)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    const text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  } catch (err) {
    return unanswered(err, timeoutMs);
  }
  if (status >= 200 && status < 300) {
    const messages = field(body, 'messages');
    const wamid = Array.isArray(messages) ? field(messages[0], 'id') : undefined;
    if (isText(wamid) && wamid !== '') return { kind: 'accepted', providerId: wamid };
    // Taken, by the status, but not named: the status webhook will name it (biz_opaque_callback_data).
    return { kind: 'retry', error: `WhatsApp answered ${status} without a message id.`, unsure: true };
  }
  const { code, words } = metaError(body, status);
  if (status >= 500 || status < 400 || status === 429 || (code !== undefined && RATE_LIMITS.has(code)))
    return { kind: 'retry', error: `WhatsApp could not take it now: ${words}` };
  if (status === 401 || code === BAD_TOKEN)
    return { kind: 'retry', error: `WhatsApp refused the business's access token (WHATSAPP_ACCESS_TOKEN): ${words}` };
  return { kind: 'refused', error: `WhatsApp refused it: ${words}` };
}
