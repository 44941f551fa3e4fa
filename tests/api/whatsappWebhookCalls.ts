import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../server/messages/config.ts';
import { WHATSAPP_WEBHOOK, webhookSignature } from '../../server/messages/whatsappWebhook.ts';
import type { Messaging } from './messageDelivery.ts';

/** What Meta posts to WhatsApp's webhook, and the calls that post it to the app of a test file. */

/** Meta's webhook around one change's value. */
export const envelope = (value: object) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
  });

export const statusOf = (id: string, status: string, extra: object = {}) =>
  envelope({ statuses: [{ id, status, timestamp: '1900000000', recipient_id: '919876543210', ...extra }] });

export const fromCustomer = (from: string, text: string) =>
  envelope({
    contacts: [{ wa_id: from }],
    messages: [{ from, id: 'wamid.in', timestamp: '1900000000', type: 'text', text: { body: text } }],
  });

export function webhookCalls(m: Messaging) {
  const SECRET = MESSAGES_SANDBOX_CREDENTIALS.whatsapp.appSecret;
  const URL_PATH = `${API_PREFIX}${WHATSAPP_WEBHOOK}`;
  /** POSTs `body` as it is, with `headers`; answers the status and the body (parsed when JSON). */
  async function post(body: string, headers: Record<string, string> = {}) {
    const res = await m.h.app.request(URL_PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // left as text
    }
    return { status: res.status, body: parsed };
  }
  /** POSTs `body` signed as Meta signs it (with another secret, when given). */
  const signed = (body: string, secret = SECRET) => post(body, { 'x-hub-signature-256': webhookSignature(secret, body) });
  return { URL_PATH, SECRET, post, signed };
}
