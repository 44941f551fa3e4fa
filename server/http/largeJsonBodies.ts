import type { Context } from 'hono';
import { deskCalls, type DeskCall } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { largestJsonBytes } from '../../src/lib/api/jsonSize.ts';
import { tooLargeMessage, type CountedBody } from './countedBody.ts';
import { WHATSAPP_WEBHOOK, WHATSAPP_WEBHOOK_BODY } from '../messages/whatsappWebhook.ts';

/**
 * The JSON calls whose schema accepts more than MAX_BODY_BYTES (`largeBody` in deskCalls.ts: a
 * record's rich texts), by path, each limited to the largest body its schema accepts
 * (largestJsonBytes), so that whatever the schema takes can be sent and a byte more cannot. Their
 * bodies are read by readBody once the session is checked, counted as they arrive. Beside them,
 * WhatsApp's webhook, whose payloads Meta sends up to 3 MB: read whole, counted, before its
 * signature is checked.
 */
const LARGE_JSON_BODIES = new Map<string, CountedBody>([
  [`${API_PREFIX}${WHATSAPP_WEBHOOK}`, WHATSAPP_WEBHOOK_BODY],
  ...Object.values(deskCalls)
    .filter((call: DeskCall) => call.largeBody && call.method === 'POST')
    .map((call) => {
      const maxBytes = largestJsonBytes(call.request);
      // A schema that bounds nothing would take any body: it must say its maxima first.
      if (!Number.isFinite(maxBytes)) throw new Error(`${call.path}: its schema has no largest body; give every string and list a maximum`);
      return [`${DESK_PREFIX}${call.path}`, { maxBytes, tooLarge: tooLargeMessage(maxBytes) }] as const;
    }),
]);

/** The limit of a POST to one of those calls. */
export const largeJsonBodyOf = (c: Context): CountedBody | undefined =>
  c.req.method === 'POST' ? LARGE_JSON_BODIES.get(c.req.path) : undefined;
