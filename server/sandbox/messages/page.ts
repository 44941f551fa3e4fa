import { istDateTime } from '../../../src/lib/desk/istDateTime.ts';
import { SANDBOX_PREFIX } from '../../payments/config.ts';
import { escapeHtml, sandboxPage } from '../payPage.ts';
import type { SandboxMessage } from '../../repo/sandboxMessages.ts';

/**
 * /sandbox/messages: every message the sandbox received, newest first, as the customer would see
 * it, with the buttons that make WhatsApp report a status and a customer's reply.
 */

export const MESSAGES_PAGE = `${SANDBOX_PREFIX}/messages`;

/** The page's own policy: nothing runs, styles come from the sandbox, forms post to the sandbox. */
export const MESSAGES_PAGE_POLICY = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const NOTE = 'Messages sandbox: nothing here reached a customer.';

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`);

function statusForms(m: SandboxMessage, title: string): string {
  const button = (status: string, label: string, cls: string) =>
    `<button type="submit" name="status" value="${status}" class="${cls}" aria-describedby="${title}">${label}</button>`;
  return `<form method="post" action="${MESSAGES_PAGE}/${m.id}/status" class="sandbox-actions">
${button('delivered', 'Delivered', 'sandbox-pay')}
${button('read', 'Read', 'sandbox-pay')}
${button('failed', 'Failed', 'sandbox-decline')}
</form>
<form method="post" action="${MESSAGES_PAGE}/${m.id}/reply" class="sandbox-reply">
<label for="m-${m.id}-reply">Reply from ${escapeHtml(m.recipient)}</label>
<input id="m-${m.id}-reply" name="text" value="STOP" maxlength="1000" required>
<button type="submit" class="sandbox-decline">Reply as the customer</button>
</form>`;
}

function messageItem(m: SandboxMessage): string {
  const title = `m-${m.id}-title`;
  const channel = m.channel === 'whatsapp' ? 'WhatsApp' : 'E-mail';
  const meta = `<p class="sandbox-meta">${escapeHtml(istDateTime(m.receivedAt))} · Status: <strong>${escapeHtml(m.status)}</strong></p>`;
  const content =
    m.channel === 'whatsapp'
      ? `<p class="sandbox-text">${escapeHtml(m.body)}</p>\n${statusForms(m, title)}`
      : `<p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>
<p class="sandbox-text">${escapeHtml(m.body)}</p>
${
  m.attachments.length
    ? `<p>Attachments:</p>\n<ul>${m.attachments.map((a) => `<li>${escapeHtml(a.filename)} (${size(a.size)})</li>`).join('')}</ul>`
    : '<p>No attachments.</p>'
}`;
  return `<li class="sandbox-message" id="m-${m.id}">
<h2 id="${title}">${channel} to ${escapeHtml(m.recipient)}</h2>
${meta}
${content}
</li>`;
}

export function messagesPageHtml(messages: SandboxMessage[], limit: number): string {
  const list = messages.length
    ? `<ol class="sandbox-messages" aria-label="Messages received">\n${messages.map(messageItem).join('\n')}\n</ol>`
    : '<p>No messages yet.</p>';
  const more = messages.length >= limit ? `<p class="sandbox-meta">The latest ${limit} are shown.</p>` : '';
  return sandboxPage(
    'Messages sandbox',
    `<h1>Messages sandbox</h1>
<p>Every WhatsApp message and e-mail this server sent, newest first, as the customer would see it.</p>
${more}
${list}`,
    { note: NOTE, wide: true },
  );
}

export function messageNotFoundHtml(): string {
  return sandboxPage('Message not found', '<h1>Message not found</h1>\n<p>The sandbox received no such WhatsApp message.</p>', {
    note: NOTE,
  });
}
