import type { Context, Hono } from 'hono';
import { SANDBOX_PREFIX } from '../payments/config.ts';
import { sendOrderWebhook } from './phonepeApi.ts';
import { decide, findOrder } from '../repo/sandboxPhonePe.ts';
import { closedPageHtml, notFoundPageHtml, payPageHtml, payPagePolicy } from './payPage.ts';
import type { SandboxOptions } from './types.ts';

const ORDER_ID = /^OMO[A-Za-z0-9]{1,40}$/;

const htmlHeaders = (redirectUrl: string) => ({ 'content-security-policy': payPagePolicy(redirectUrl), 'cache-control': 'no-store' });

const notFound = (c: Context) => c.html(notFoundPageHtml(), 404, htmlHeaders(''));

/** The PhonePe pay page the merchant sends the browser to, and what its two buttons do. */
export function phonePePage(app: Hono, options: SandboxOptions): void {
  const { db, now } = options;
  const path = `${SANDBOX_PREFIX}/phonepe/pay/:orderId`;

  /** The order, failing it (and telling the merchant) when this look finds it expired. */
  async function lookUp(orderId: string) {
    if (!ORDER_ID.test(orderId)) return null;
    const found = await findOrder(db, 'order_id', orderId, now());
    if (found?.expired) await sendOrderWebhook(options, found.order);
    return found?.order ?? null;
  }

  app.get(path, async (c) => {
    const order = await lookUp(c.req.param('orderId'));
    if (!order) return notFound(c);
    return c.html(payPageHtml(order), order.errorCode === 'TIMED_OUT' ? 410 : 200, htmlHeaders(order.redirectUrl));
  });

  // Pay or Decline: the order is settled, the merchant's webhook sent, and the browser sent back.
  app.post(path, async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
      return c.text('The pay page posts a form.', 415);
    const decision = new URLSearchParams(await c.req.text()).get('decision');
    if (decision !== 'pay' && decision !== 'decline') return c.text('Choose Pay or Decline.', 400);
    const order = await lookUp(c.req.param('orderId'));
    if (!order) return notFound(c);
    if (order.state === 'PENDING') {
      const decided = await decide(db, order.orderId, decision === 'pay', now());
      if (decided) {
        await sendOrderWebhook(options, decided);
        return c.redirect(decided.redirectUrl, 303);
      }
    }
    // Expired now, or decided already (a second click): say so, or send the browser back.
    const latest = (await lookUp(order.orderId)) ?? order;
    if (latest.errorCode === 'TIMED_OUT') return c.html(closedPageHtml(latest), 410, htmlHeaders(latest.redirectUrl));
    return c.redirect(latest.redirectUrl, 303);
  });
}
