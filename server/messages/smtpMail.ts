import { createTransport, type Transporter } from 'nodemailer';
import type { EmailContent } from '../../src/lib/messages/messageKinds.ts';
import { mailDomain, type MailConfig } from './config.ts';
import type { MailFile } from './mailAttachments.ts';
import { said, type SendResult } from './sendResult.ts';

/**
 * E-mail over SMTP with nodemailer: an HTML and a text part, the files attached, and a Message-ID
 * made from the message's own id, so that a second hand-over after a crash carries the same id
 * and mail clients show it once. The SMTP server's answer is classified for the worker.
 */

/** How long connecting, the greeting and a silent server may take before the hand-over counts as failed. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export const mailTransport = (config: MailConfig): Transporter => createTransport({ url: config.smtpUrl, ...TIMEOUTS });

/** `<message-{id}@{sender's domain}>`: the same for every hand-over of one message. */
export const messageIdOf = (id: number, from: string): string => `<message-${id}@${mailDomain(from)}>`;

export interface MailSend {
  id: number;
  to: string;
  content: EmailContent;
  files: MailFile[];
  /** The owner's sender name, beside MAIL_FROM. */
  senderName: string;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
}

function classify(err: SmtpError): SendResult {
  const reply = err.response ? said(err.response) : said(err.message);
  // A refused login is the business's to fix (SMTP_URL), not the message's fault: it is tried again.
  if (err.code === 'EAUTH' || err.code === 'ENOAUTH') return { kind: 'retry', error: `The mail server refused our login: ${reply}` };
  if (err.responseCode !== undefined && err.permanent) return { kind: 'refused', error: `The mail server refused it: ${reply}` };
  if (err.responseCode !== undefined) return { kind: 'retry', error: `The mail server could not take it now: ${reply}` };
  return { kind: 'retry', error: `The mail server could not be reached: ${said(`${err.code ?? ''} ${err.message}`)}` };
}

/** Hands one e-mail to the SMTP server and classifies the answer. */
export async function sendMail(transport: Transporter, from: string, m: MailSend): Promise<SendResult> {
  const messageId = messageIdOf(m.id, from);
  const unsubscribe = m.content.unsubscribeUrl;
  try {
    await transport.sendMail({
      from: { name: m.senderName, address: from },
      to: m.to,
      subject: m.content.subject,
      text: m.content.text,
      html: m.content.html,
      messageId,
      attachments: m.files,
      // One-click unsubscribe (RFC 8058): the link stops reminders; mail clients show it beside the sender.
      ...(unsubscribe ? { list: { unsubscribe: unsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    });
  } catch (err) {
    return classify(err as SmtpError);
  }
  return { kind: 'accepted', providerId: messageId };
}
