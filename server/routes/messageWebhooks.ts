import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { readCounted } from '../http/countedBody.ts';
import { sameSecret } from '../payments/signing.ts';
import { applyWhatsAppWebhook, signedByMeta, WHATSAPP_WEBHOOK, WHATSAPP_WEBHOOK_BODY } from '../messages/whatsappWebhook.ts';

/** A challenge is Meta's number; anything else is not echoed. */
const CHALLENGE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * WhatsApp's webhook: the subscribe handshake (GET, answered with the challenge when the verify
 * token matches) and the signed updates (POST): message statuses, and customers' STOP and START.
 */
export function messageWebhookRoutes(app: Hono, deps: Deps): void {
  const { db, now } = deps;
  const { appSecret, verifyToken } = deps.messages.whatsapp;

  app.get(`/${WHATSAPP_WEBHOOK}`, (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge') ?? '';
    if (mode !== 'subscribe' || !sameSecret(token, verifyToken) || !CHALLENGE.test(challenge)) {
      return c.json({ success: false, message: 'This subscription is not verified: hub.verify_token does not match.' }, 403);
    }
    return c.text(challenge, 200, { 'cache-control': 'no-store' });
  });

  app.post(`/${WHATSAPP_WEBHOOK}`, async (c) => {
    // The body is read whole (up to Meta's 3 MB) before the signature is checked: it is over those bytes.
    const raw = await readCounted(c, WHATSAPP_WEBHOOK_BODY);
    if (!signedByMeta(c.req.header('x-hub-signature-256'), appSecret, raw)) {
      console.warn(`whatsapp webhook refused from ${deps.clientAddress(c)}: X-Hub-Signature-256 missing or wrong`);
      return c.json({ success: false, message: 'This callback is not authenticated.' }, 401);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      // Signed, so Meta's: answered 200 all the same, or Meta would send it again for days.
      console.warn('whatsapp webhook: a signed body that is not JSON; nothing applied');
      return c.json({ success: true, message: 'Received; nothing in it was understood.' });
    }
    const outcome = await applyWhatsAppWebhook(db, body, now());
    return c.json({ success: true, message: 'Received.', ...outcome });
  });
}
