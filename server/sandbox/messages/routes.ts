import { Hono, type Context } from 'hono';
import { errorResponse } from '../../http/errors.ts';
import { limitBody } from '../../http/bodyLimit.ts';
import { SANDBOX_PREFIX } from '../../payments/config.ts';
import { sandboxStylesheet } from '../routes.ts';
import { SANDBOX_MAX_BODY } from '../wire.ts';
import { replyBody, sendMetaWebhook, statusBody } from './metaWebhooks.ts';
import { MESSAGES_PAGE, MESSAGES_PAGE_POLICY, messageNotFoundHtml, messagesPageHtml } from './page.ts';
import { findReceived, latestReceived, setReceivedStatus } from '../../repo/sandboxMessages.ts';
import type { MessagesSandboxOptions } from './types.ts';
import { whatsappApi } from './whatsappApi.ts';

export type { MessagesSandboxOptions } from './types.ts';
export { startSmtpSink, type SmtpSink } from './smtpSink.ts';

/** The page lists this many, newest first. */
const PAGE_LIMIT = 200;

const HEADERS = { 'content-security-policy': MESSAGES_PAGE_POLICY, 'cache-control': 'no-store' };

const STATUSES = new Set(['delivered', 'read', 'failed'] as const);
type ButtonStatus = 'delivered' | 'read' | 'failed';

/** The form a button posted, or undefined when it is not a form. */
async function formOf(c: Context): Promise<URLSearchParams | undefined> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
  return new URLSearchParams(await c.req.text());
}

/** The WhatsApp message a button is on, or undefined. */
async function whatsappMessage(c: Context, options: MessagesSandboxOptions) {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const m = await findReceived(options.db, Number(id));
  return m?.channel === 'whatsapp' ? m : undefined;
}

/**
 * The messages sandbox (MESSAGES=sandbox): WhatsApp's Cloud API under /sandbox/whatsapp, and
 * /sandbox/messages, the page of what it and the SMTP sink (smtpSink.ts) received, whose buttons
 * post WhatsApp's signed status webhooks and a customer's reply to the merchant.
 */
export function messagesSandboxRoutes(app: Hono, options: MessagesSandboxOptions): void {
  const sandbox = new Hono();
  sandbox.onError(errorResponse);
  sandbox.use(`${SANDBOX_PREFIX}/whatsapp/*`, limitBody(SANDBOX_MAX_BODY));
  sandbox.use(`${MESSAGES_PAGE}/*`, limitBody(SANDBOX_MAX_BODY));
  sandboxStylesheet(sandbox);
  whatsappApi(sandbox, options);
  const notFound = (c: Context) => c.html(messageNotFoundHtml(), 404, HEADERS);
  const back = (c: Context, id: number) => c.redirect(`${MESSAGES_PAGE}#m-${id}`, 303);

  sandbox.get(MESSAGES_PAGE, async (c) => c.html(messagesPageHtml(await latestReceived(options.db, PAGE_LIMIT), PAGE_LIMIT), 200, HEADERS));

  // Delivered, Read, Failed: the status is recorded here and posted to the merchant as WhatsApp would.
  sandbox.post(`${MESSAGES_PAGE}/:id/status`, async (c) => {
    const form = await formOf(c);
    if (!form) return c.text('The buttons post a form.', 415);
    const status = form.get('status') as ButtonStatus;
    if (!STATUSES.has(status)) return c.text('Choose Delivered, Read or Failed.', 400);
    const m = await whatsappMessage(c, options);
    if (!m) return notFound(c);
    await setReceivedStatus(options.db, m.id, status);
    await sendMetaWebhook(options, statusBody(m, status, options.now()));
    return back(c, m.id);
  });

  // Reply as the customer: the words go to the merchant as an inbound WhatsApp message from that number.
  sandbox.post(`${MESSAGES_PAGE}/:id/reply`, async (c) => {
    const form = await formOf(c);
    if (!form) return c.text('The reply posts a form.', 415);
    const text = (form.get('text') ?? '').trim();
    if (text === '' || text.length > 1000 || text.includes('\u0000')) return c.text('Write a reply of 1 to 1000 characters.', 400);
    const m = await whatsappMessage(c, options);
    if (!m) return notFound(c);
    await sendMetaWebhook(options, replyBody(m.recipient, text, options.now()));
    return back(c, m.id);
  });
  app.route('/', sandbox);
}
