import type { Context, Hono } from 'hono';
import { escapeHtml } from '../../src/lib/messages/templatesEmail.ts';
import { EMAIL_STOP_PATH, verifyEmailStopToken, type EmailStopCheck } from '../auth/emailStopToken.ts';
import type { Queryable } from '../db/database.ts';
import { optOut } from '../repo/messageOptOuts.ts';

/**
 * The link in a reminder e-mail that stops reminders to its address. Opening it (GET) only asks:
 * mail scanners fetch every link of a message, and must not stop anyone's reminders by doing so.
 * The page's button, and a mail client's one-click stop (RFC 8058: a form POST of
 * `List-Unsubscribe=One-Click` to the same address), record the stop. The token alone says which
 * address; the body is not read. A link that is not one of ours answers a page that says so (400).
 */

/** Signed tokens are well under this; a longer one is refused before any work. */
const MAX_TOKEN = 512;

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(c: Context, status: 200 | 400, title: string, body: string) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#7b2cbf;color:#fff;cursor:pointer}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
  return c.html(html, status, { 'content-security-policy': POLICY, 'cache-control': 'no-store' });
}

function refused(c: Context, check: Exclude<EmailStopCheck, { ok: true }>) {
  const why =
    check.reason === 'expired'
      ? 'This link to stop reminders has expired. Please use the link in a newer reminder, or call us and we will stop them.'
      : 'This link to stop reminders is not one we sent: it may have been cut short when it was copied. Please open it again from the e-mail, or call us and we will stop them.';
  return page(c, 400, 'This link does not work', `<p>${escapeHtml(why)}</p>`);
}

export function emailStopRoutes(app: Hono, deps: { db: Queryable; now: () => Date; secret: () => Promise<Buffer> }): void {
  const check = async (c: Context): Promise<EmailStopCheck> => {
    const token = c.req.query('t') ?? '';
    if (token.length > MAX_TOKEN) return { ok: false, reason: 'malformed' };
    return verifyEmailStopToken(await deps.secret(), token, deps.now());
  };

  app.get(EMAIL_STOP_PATH, async (c) => {
    const r = await check(c);
    if (!r.ok) return refused(c, r);
    const action = `${EMAIL_STOP_PATH}?t=${encodeURIComponent(c.req.query('t') ?? '')}`;
    return page(
      c,
      200,
      'Stop reminders by e-mail?',
      `<p>We will send no more booking reminders to <strong>${escapeHtml(r.address)}</strong>. Confirmations and news of a change to a booking still come.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Stop reminders</button>
</form>`,
    );
  });

  app.post(EMAIL_STOP_PATH, async (c) => {
    const r = await check(c);
    if (!r.ok) return refused(c, r);
    await optOut(deps.db, 'email', r.address, deps.now());
    return page(
      c,
      200,
      'Reminders stopped',
      `<p>We will send no more booking reminders to <strong>${escapeHtml(r.address)}</strong>. Confirmations and news of a change to a booking still come.</p>`,
    );
  });
}
