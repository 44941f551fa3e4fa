import type { Transporter } from 'nodemailer';
import { MessageContent } from '../../src/lib/messages/messageKinds.ts';
import type { Queryable } from '../db/database.ts';
import type { Fetch } from '../payments/provider.ts';
import type { OutboxMessage } from '../repo/outbox.ts';
import { readMessageSettings } from '../repo/messageSettings.ts';
import type { MessagesConfig } from './config.ts';
import { mailFiles } from './mailAttachments.ts';
import type { SendResult } from './sendResult.ts';
import { mailTransport, sendMail } from './smtpMail.ts';
import { sendWhatsApp, WHATSAPP_TIMEOUT_MS } from './whatsappCloud.ts';

/** Hands one outbox message to its channel's provider. */
export interface MessageSender {
  readonly config: MessagesConfig;
  send(db: Queryable, m: OutboxMessage, now: Date): Promise<SendResult>;
  /** Closes the SMTP connections. */
  close(): void;
}

/** A WhatsApp number as the outbox holds it. */
const WHATSAPP_NUMBER = /^\+91\d{10}$/;

/** The adapters on the configured hosts; `fetch` reaches WhatsApp (global fetch, or the app's own in tests). */
export function buildMessageSender(config: MessagesConfig, o: { fetch: Fetch; whatsappTimeoutMs?: number }): MessageSender {
  let transport: Transporter | undefined;
  return {
    config,
    async send(db, m, now) {
      const parsed = MessageContent.safeParse(m.content);
      if (!parsed.success || parsed.data.channel !== m.channel)
        return { kind: 'refused', error: `Its content cannot be read as a ${m.channel} message.` };
      const content = parsed.data;
      if (content.channel === 'whatsapp') {
        if (!WHATSAPP_NUMBER.test(m.recipient)) return { kind: 'refused', error: `${m.recipient} is not a number as +91 and ten digits.` };
        return sendWhatsApp(config.whatsapp, o.fetch, { id: m.id, to: m.recipient, content }, o.whatsappTimeoutMs ?? WHATSAPP_TIMEOUT_MS);
      }
      const files = await mailFiles(db, content.attachments, now);
      if (typeof files === 'string') return { kind: 'retry', error: `Waiting: ${files.replace(/\.$/, '')}.` };
      const { senderName } = await readMessageSettings(db);
      transport ??= mailTransport(config.mail);
      return sendMail(transport, config.mail.from, { id: m.id, to: m.recipient, content, files, senderName });
    },
    close() {
      transport?.close();
    },
  };
}
