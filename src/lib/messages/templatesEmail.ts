import type { EmailContent, MailAttachment } from './messageKinds.ts';

/**
 * One e-mail made twice from the same parts: its plain text and its HTML, so the two never say
 * different things. Every value is escaped in the HTML (a name is whatever the customer typed), and
 * only http(s) addresses become links.
 */

export interface EmailFact {
  label: string;
  value: string;
  /** Shown as a link to this address (http or https only). */
  href?: string;
}

export interface EmailParts {
  subject: string;
  /** 'Hi Asha,' */
  greeting: string;
  /** Paragraphs before the facts. */
  intro: string[];
  facts?: EmailFact[];
  /** Paragraphs after the facts. */
  outro?: string[];
  /** The sign-off's name (the owner's sender name). */
  senderName: string;
  attachments?: MailAttachment[];
  unsubscribeUrl?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or an attribute's value. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

const isWebAddress = (href: string): boolean => /^https?:\/\/[^\s]+$/i.test(href);

/** A subject is one line, whatever a value in it held. */
const oneLine = (s: string): string => s.replace(/[\r\n\t]+/g, ' ').trim();

const link = (href: string, text: string): string =>
  isWebAddress(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text);

const STOP_TEXT = 'To stop reminders by e-mail, open';

export function email(p: EmailParts): EmailContent {
  const facts = p.facts ?? [];
  const outro = p.outro ?? [];
  const text = [
    p.greeting,
    '',
    ...p.intro.flatMap((para) => [para, '']),
    ...(facts.length ? [...facts.map((f) => `${f.label}: ${f.href && f.href !== f.value ? `${f.value} (${f.href})` : f.value}`), ''] : []),
    ...outro.flatMap((para) => [para, '']),
    p.senderName,
    ...(p.unsubscribeUrl ? ['', `${STOP_TEXT} ${p.unsubscribeUrl}`] : []),
  ].join('\n');
  const rows = facts
    .map(
      (f) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0">${f.href ? link(f.href, f.value) : escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  const paragraphs = (list: string[]) => list.map((para) => `<p>${escapeHtml(para)}</p>`).join('');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>${escapeHtml(p.greeting)}</p>`,
    paragraphs(p.intro),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    paragraphs(outro),
    `<p>${escapeHtml(p.senderName)}</p>`,
    p.unsubscribeUrl ? `<p style="font-size:12px;color:#6b7280">${link(p.unsubscribeUrl, 'Stop reminders by e-mail')}</p>` : '',
    '</body></html>',
  ].join('');
  return {
    channel: 'email',
    subject: oneLine(p.subject),
    text,
    html,
    attachments: p.attachments ?? [],
    ...(p.unsubscribeUrl ? { unsubscribeUrl: p.unsubscribeUrl } : {}),
  };
}
