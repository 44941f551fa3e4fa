import { providerRupees } from '../../src/lib/money.ts';
import { SANDBOX_PREFIX } from '../payments/config.ts';
import type { PhonePeOrder } from '../repo/sandboxPhonePe.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The stylesheet of the sandbox's pages: served by the sandbox, so the page needs no inline style. */
export const SANDBOX_STYLESHEET = `${SANDBOX_PREFIX}/sandbox.css`;

/**
 * The pay page's own Content-Security-Policy: nothing runs on it, styles come from the sandbox,
 * and its forms post only to the sandbox, which then sends the browser to the merchant (a
 * redirect after a form is held to form-action too, so the merchant's origin is allowed).
 */
export function payPagePolicy(redirectUrl: string): string {
  let merchant = '';
  try {
    merchant = ` ${new URL(redirectUrl).origin}`;
  } catch {
    // no merchant origin to allow
  }
  return `default-src 'none'; style-src 'self'; form-action 'self'${merchant}; base-uri 'none'; frame-ancestors 'none'`;
}

/** A sandbox page: its title, its body, and the note under it; `wide` for a list rather than a card. */
export function sandboxPage(title: string, body: string, { note = 'Payment sandbox: no money moves.', wide = false } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET}">
</head>
<body>
<main class="${wide ? 'sandbox-wide' : 'sandbox-card'}">
${body}
<p class="sandbox-note">${escapeHtml(note)}</p>
</main>
</body>
</html>
`;
}

/** The page a customer pays on: the amount, what it is for, and the two buttons Pay and Decline. */
export function payPageHtml(o: PhonePeOrder): string {
  const amount = providerRupees(o.amount);
  if (o.state !== 'PENDING') return closedPageHtml(o);
  return sandboxPage(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
${o.message ? `<p>${escapeHtml(o.message)}</p>` : ''}
<p>Order ${escapeHtml(o.merchantOrderId)}</p>
<form method="post" action="${SANDBOX_PREFIX}/phonepe/pay/${escapeHtml(o.orderId)}" class="sandbox-actions">
<button type="submit" name="decision" value="pay" class="sandbox-pay">Pay</button>
<button type="submit" name="decision" value="decline" class="sandbox-decline">Decline</button>
</form>`,
  );
}

/** An order that can no longer be paid: it expired, or it was paid or declined already. */
export function closedPageHtml(o: PhonePeOrder): string {
  const amount = providerRupees(o.amount);
  const [heading, text] =
    o.errorCode === 'TIMED_OUT'
      ? ['This payment has expired', `The time to pay ${amount} ran out. Nothing was paid.`]
      : o.state === 'COMPLETED'
        ? ['This payment is complete', `${amount} was paid.`]
        : ['This payment was declined', `Nothing was paid.`];
  return sandboxPage(
    `${heading}: ${amount}`,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(o.redirectUrl)}">Back to the merchant</a></p>`,
  );
}

export function notFoundPageHtml(): string {
  return sandboxPage('Payment not found', '<h1>Payment not found</h1>\n<p>There is no payment at this address.</p>');
}
