import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { fillTemplate, WHATSAPP_LANGUAGE, WHATSAPP_TEMPLATES } from '../../../src/lib/messages/whatsappTemplates.ts';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../messages/config.ts';
import { SANDBOX_PREFIX } from '../../payments/config.ts';
import { sameSecret } from '../../payments/signing.ts';
import { sandboxId } from '../ids.ts';
import { firstIssue, jsonBody, SafeText } from '../wire.ts';
import { sendMetaWebhook, statusBody, waId } from './metaWebhooks.ts';
import { storeReceived } from '../../repo/sandboxMessages.ts';
import type { MessagesSandboxOptions } from './types.ts';

/**
 * The WhatsApp Cloud API's send call, as Meta answers it: the access token and the business
 * number's id are checked, the template is looked up among the approved ones and filled in (as
 * the customer would read it), and the message stored. Then, as Meta does, its 'sent' status is
 * posted to the merchant's webhook, with the biz_opaque_callback_data it came with.
 */

const Parameter = z.object({ type: z.literal('text'), text: SafeText(32_768) });
const Component = z.object({ type: z.enum(['header', 'body', 'button']), parameters: z.array(Parameter).max(100).optional() });

const SendRequest = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  // Meta takes the number with or without '+': its country code, then the number.
  to: z.string().regex(/^\+?[1-9]\d{7,14}$/, 'must be a phone number with its country code'),
  type: z.literal('template'),
  template: z.object({
    name: SafeText(512),
    language: z.object({ code: SafeText(15) }),
    components: z.array(Component).max(10).optional(),
  }),
  biz_opaque_callback_data: SafeText(512).optional(),
});

/** Meta's error answer. */
function metaError(
  c: Context,
  status: ContentfulStatusCode,
  e: { code: number; message: string; type?: string; subcode?: number; details?: string },
) {
  return c.json(
    {
      error: {
        message: `(#${e.code}) ${e.message}`,
        type: e.type ?? 'OAuthException',
        code: e.code,
        ...(e.subcode ? { error_subcode: e.subcode } : {}),
        ...(e.details ? { error_data: { messaging_product: 'whatsapp', details: e.details } } : {}),
        fbtrace_id: sandboxId('A', 23),
      },
    },
    status,
  );
}

/** WhatsApp refuses a parameter that is empty, or has a new line, a tab or more than four spaces in a row. */
const badParam = (text: string) => text.trim() === '' || /[\n\t]| {5,}/.test(text);

export function whatsappApi(app: Hono, options: MessagesSandboxOptions): void {
  const { db, now } = options;
  const { accessToken, phoneNumberId } = MESSAGES_SANDBOX_CREDENTIALS.whatsapp;

  app.post(`${SANDBOX_PREFIX}/whatsapp/:version/:phoneNumberId/messages`, async (c) => {
    const version = c.req.param('version');
    if (!/^v\d{1,2}\.\d$/.test(version))
      return metaError(c, 400, { code: 2500, message: `Unknown path components: /${version.slice(0, 20)}` });
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer) return metaError(c, 401, { code: 190, message: 'An access token is required to request this resource.' });
    if (!sameSecret(bearer, accessToken))
      return metaError(c, 401, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    if (c.req.param('phoneNumberId') !== phoneNumberId) {
      return metaError(c, 400, {
        code: 100,
        subcode: 33,
        type: 'GraphMethodException',
        message: `Unsupported post request. Object with ID '${c.req.param('phoneNumberId').slice(0, 40)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      });
    }
    const parsed = SendRequest.safeParse(await jsonBody(c));
    if (!parsed.success) return metaError(c, 400, { code: 100, message: 'Invalid parameter', details: firstIssue(parsed.error) });
    const { template, to, biz_opaque_callback_data: callbackData } = parsed.data;
    if (!Object.hasOwn(WHATSAPP_TEMPLATES, template.name) || template.language.code !== WHATSAPP_LANGUAGE) {
      return metaError(c, 400, {
        code: 132001,
        message: 'Template name does not exist in the translation',
        details: `template name (${template.name.slice(0, 100)}) does not exist in ${template.language.code}`,
      });
    }
    const params = (template.components ?? [])
      .filter((p) => p.type === 'body')
      .flatMap((p) => p.parameters ?? [])
      .map((p) => p.text);
    const text = fillTemplate(template.name, params);
    if (text === undefined) {
      const expected = WHATSAPP_TEMPLATES[template.name as keyof typeof WHATSAPP_TEMPLATES].params.length;
      return metaError(c, 400, {
        code: 132000,
        message: 'Number of parameters does not match the expected number of params',
        details: `body: number of localizable_params (${params.length}) does not match the expected number of params (${expected})`,
      });
    }
    if (params.some(badParam)) {
      return metaError(c, 400, {
        code: 132018,
        message: 'There was an issue with the parameters in your template.',
        details: 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      });
    }
    const recipient = `+${waId(to)}`;
    const stored = await storeReceived(
      db,
      {
        channel: 'whatsapp',
        recipient,
        subject: '',
        body: text,
        html: '',
        attachments: [],
        providerId: sandboxId('wamid.', 48),
        callbackData: callbackData ?? '',
        // Meta answers 'accepted' and reports 'sent' at once after: the status the customer's phone starts from.
        status: 'sent',
      },
      now(),
    );
    if (!stored) throw new Error('the sandbox made a wamid twice');
    // Meta tells the merchant the message is sent, apart from the answer: here before it, which
    // WhatsApp allows too (statuses may arrive in any order).
    await sendMetaWebhook(options, statusBody(stored, 'sent', now()));
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: waId(to) }],
      messages: [{ id: stored.providerId, message_status: 'accepted' }],
    });
  });
}
