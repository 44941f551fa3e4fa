import { MESSAGES_SANDBOX_CREDENTIALS } from '../../messages/config.ts';
import { webhookSignature } from '../../messages/whatsappWebhook.ts';
import { sandboxId } from '../ids.ts';
import { deliverWebhook } from '../webhooks.ts';
import type { SandboxMessage } from '../../repo/sandboxMessages.ts';
import type { MessagesSandboxOptions } from './types.ts';

/**
 * What Meta posts to the business's webhook, in its shape: a message's status (with the
 * biz_opaque_callback_data it was sent with) and a customer's reply, signed with the app secret
 * over the exact body (X-Hub-Signature-256).
 */

/** The sandbox's WhatsApp Business Account and number, as the webhooks' metadata names them. */
const WABA_ID = '100000000000002';
const DISPLAY_NUMBER = '15550001234';

export type SandboxStatus = 'sent' | 'delivered' | 'read' | 'failed';

const epoch = (d: Date) => String(Math.floor(d.getTime() / 1000));

/** A number as Meta's webhooks name it: digits, no '+'. */
export const waId = (recipient: string): string => recipient.replace(/^\+/, '');

function envelope(value: Record<string, unknown>): Record<string, unknown> {
  const metadata = { display_phone_number: DISPLAY_NUMBER, phone_number_id: MESSAGES_SANDBOX_CREDENTIALS.whatsapp.phoneNumberId };
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: WABA_ID, changes: [{ value: { messaging_product: 'whatsapp', metadata, ...value }, field: 'messages' }] }],
  };
}

/** WhatsApp's error for a message it could not deliver (a number not on WhatsApp, say). */
const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
};

export function statusBody(m: SandboxMessage, status: SandboxStatus, now: Date): Record<string, unknown> {
  return envelope({
    statuses: [
      {
        id: m.providerId,
        status,
        timestamp: epoch(now),
        recipient_id: waId(m.recipient),
        ...(m.callbackData ? { biz_opaque_callback_data: m.callbackData } : {}),
        ...(status === 'failed'
          ? { errors: [UNDELIVERABLE] }
          : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' } }),
      },
    ],
  });
}

export function replyBody(recipient: string, text: string, now: Date): Record<string, unknown> {
  const from = waId(recipient);
  return envelope({
    contacts: [{ profile: { name: 'Sandbox customer' }, wa_id: from }],
    messages: [{ from, id: sandboxId('wamid.', 48), timestamp: epoch(now), type: 'text', text: { body: text } }],
  });
}

/** Posts one signed webhook to the merchant; a failure is only logged, as with Meta's. */
export function sendMetaWebhook(options: MessagesSandboxOptions, payload: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify(payload);
  const signature = webhookSignature(MESSAGES_SANDBOX_CREDENTIALS.whatsapp.appSecret, body);
  return deliverWebhook(options, options.webhookUrl, body, { 'x-hub-signature-256': signature });
}
