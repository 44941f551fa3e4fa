import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../server/messages/config.ts';
import { confirmation, confirmationParams, emailContent, messagingOfFile, outboxRow, queue, whatsappReceived } from './messageDelivery.ts';

/**
 * The messages sandbox: WhatsApp's send call as Meta answers it (its checks and error shapes,
 * whatever is sent), the SMTP sink, and /sandbox/messages with its buttons, which post WhatsApp's
 * signed webhooks back (a server's own: messages-sandbox-server.test.ts).
 */

const m = messagingOfFile();
const { accessToken, phoneNumberId } = MESSAGES_SANDBOX_CREDENTIALS.whatsapp;
const SEND = `/sandbox/whatsapp/v23.0/${phoneNumberId}/messages`;

const send = (body: unknown, o: { path?: string; token?: string | null; type?: string } = {}) =>
  m.h.app.request(o.path ?? SEND, {
    method: 'POST',
    headers: {
      'content-type': o.type ?? 'application/json',
      ...(o.token === null ? {} : { authorization: `Bearer ${o.token ?? accessToken}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const template = (params: string[], name = 'booking_confirmed_v1', language = 'en') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '+919876543210',
  type: 'template',
  template: {
    name,
    language: { code: language },
    components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
  },
});

const storedCount = async () => (await m.db.query<{ n: number }>('select count(*)::int as n from sandbox_messages'))[0].n;

describe("the sandbox's WhatsApp send call", () => {
  it("checks the token, the number's id, the version and the body as Meta does, in Meta's error shape, and stores nothing then", async () => {
    const params = confirmationParams('Hostile');
    const before = await storedCount();
    const cases: [string, Response | Promise<Response>, number, number, number?][] = [
      ['no token', send(template(params), { token: null }), 401, 190],
      ['a wrong token', send(template(params), { token: 'EAAwrong' }), 401, 190],
      ['another number', send(template(params), { path: '/sandbox/whatsapp/v23.0/999/messages' }), 400, 100, 33],
      ['a bad version', send(template(params), { path: `/sandbox/whatsapp/23/${phoneNumberId}/messages` }), 400, 2500],
      ['not JSON', send('{"messaging_product":'), 400, 100],
      ['not an object', send('[1,2]'), 400, 100],
      ['wrong types', send({ ...template(params), to: 919876543210 }), 400, 100],
      ['not a number', send({ ...template(params), to: '+91 98765' }), 400, 100],
      ['another product', send({ ...template(params), messaging_product: 'sms' }), 400, 100],
      ['a free text', send({ messaging_product: 'whatsapp', to: '919876543210', type: 'text', text: { body: 'hi' } }), 400, 100],
      ['a NUL', send(template([...params.slice(0, 8), 'map\u0000link'])), 400, 100],
      ['a huge text', send(template([...params.slice(0, 8), 'x'.repeat(40_000)])), 413, 0],
      ['an unknown template', send(template(params, 'booking_confirmed_v9')), 400, 132001],
      ['another language', send(template(params, 'booking_confirmed_v1', 'hi')), 400, 132001],
      ['a template of Object', send(template(params, 'constructor')), 400, 132001],
      ['too few parameters', send(template(params.slice(0, 8))), 400, 132000],
      ['a new line in one', send(template([...params.slice(0, 8), 'line\nbreak'])), 400, 132018],
      ['an empty one', send(template([...params.slice(0, 8), ' '])), 400, 132018],
    ];
    for (const [what, answer, status, code, subcode] of cases) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      if (status === 413) continue;
      const { error } = await res.json();
      expect(error, what).toMatchObject({ code, type: expect.any(String), message: expect.stringContaining(`(#${code})`) });
      expect(error.fbtrace_id, what).toMatch(/^A/);
      if (subcode) expect(error.error_subcode).toBe(subcode);
    }
    expect(await storedCount()).toBe(before);
  });

  it("takes a template as Meta does, answers its wamid, and fills it in as the customer's phone shows it", async () => {
    const params = confirmationParams('Direct');
    const res = await send({ ...template(params), biz_opaque_callback_data: 'our-42' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ messaging_product: 'whatsapp', contacts: [{ input: '+919876543210', wa_id: '919876543210' }] });
    const [stored] = await m.db.query<{ body: string; callback_data: string; recipient: string }>(
      'select body, callback_data, recipient from sandbox_messages where provider_id = $1',
      [body.messages[0].id],
    );
    expect(stored).toEqual({ body: confirmation('Direct').text, callback_data: 'our-42', recipient: '+919876543210' });
  });
});

describe("the sandbox's SMTP sink", () => {
  it('takes mail only with its login, and shows a Message-ID handed over twice once', async () => {
    const { user, pass } = MESSAGES_SANDBOX_CREDENTIALS.smtp;
    const mail = { from: 'a@example.com', to: 'twice@example.com', subject: 'Twice', text: 'Hello', messageId: '<twice-1@example.com>' };
    const wrong = createTransport({ host: '127.0.0.1', port: m.sink.port, auth: { user, pass: 'wrong' } });
    await expect(wrong.sendMail(mail)).rejects.toMatchObject({ responseCode: 535 });
    const right = createTransport({ host: '127.0.0.1', port: m.sink.port, auth: { user, pass } });
    await right.sendMail(mail);
    await right.sendMail(mail);
    right.close();
    expect(await m.db.query(`select 1 from sandbox_messages where provider_id = '<twice-1@example.com>'`)).toHaveLength(1);
  });
});

/** The page, and the form of message `id` whose button says `button`: its action and fields. */
async function formOnPage(id: number, button: string): Promise<{ action: string; fields: URLSearchParams }> {
  const html = await (await m.h.app.request('/sandbox/messages')).text();
  const item = new RegExp(`<li class="sandbox-message" id="m-${id}">([\\s\\S]*?)</li>\\n`).exec(html)?.[1];
  if (!item) throw new Error(`no message ${id} on the page`);
  const form = [...item.matchAll(/<form\b[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find((f) =>
    f[2].includes(`>${button}</button>`),
  );
  if (!form) throw new Error(`no ${button} button on message ${id}`);
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input\b[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(input[1], input[2]);
  const named = new RegExp(`name="([^"]+)" value="([^"]+)"[^>]*>${button}</button>`).exec(form[2]);
  if (named) fields.set(named[1], named[2]);
  return { action: form[1], fields };
}

async function press(id: number, button: string, change: Record<string, string> = {}) {
  const { action, fields } = await formOnPage(id, button);
  for (const [k, v] of Object.entries(change)) fields.set(k, v);
  const res = await m.h.app.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`/sandbox/messages#m-${id}`);
}

describe('/sandbox/messages', () => {
  it('lists every message received, newest first, as the customer would see it', async () => {
    const wa = await queue(m.db, { content: confirmation('Page Reader'), recipient: '+919876500301' }, m.clock.now());
    const mail = await queue(
      m.db,
      { content: emailContent({ subject: 'Page <Subject> & more' }), recipient: 'page@example.com' },
      m.clock.now(),
    );
    await m.round();
    const res = await m.h.app.request('/sandbox/messages');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    const shown = [
      '<h1>Messages sandbox</h1>',
      '<link rel="stylesheet" href="/sandbox/sandbox.css">',
      'WhatsApp to +919876500301</h2>',
      'Hi Page Reader, your booking ORD-1001 is confirmed',
      'E-mail to page@example.com</h2>',
      // The subject as text, never as markup.
      'Page &#60;Subject&#62; &#38; more',
    ];
    for (const part of shown) expect(html).toContain(part);
    const [sandboxWa] = await whatsappReceived(m.db, wa);
    const ids = [...html.matchAll(/<li class="sandbox-message" id="m-(\d+)">/g)].map((x) => Number(x[1]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(Number(sandboxWa.id));
    expect((await outboxRow(m.db, mail)).status).toBe('sent');
    expect((await m.h.app.request('/sandbox/sandbox.css')).status).toBe(200);
  });

  it("Delivered, Read and Failed post WhatsApp's signed status webhook, which the outbox records", async () => {
    const id = await queue(m.db, { content: confirmation('Buttons'), recipient: '+919876500302' }, m.clock.now());
    await m.round();
    const sandboxId = Number((await whatsappReceived(m.db, id))[0].id);
    await press(sandboxId, 'Delivered');
    expect((await outboxRow(m.db, id)).status).toBe('delivered');
    await press(sandboxId, 'Read');
    expect((await outboxRow(m.db, id)).status).toBe('read');
    const page = await (await m.h.app.request('/sandbox/messages')).text();
    expect(page).toMatch(new RegExp(`id="m-${sandboxId}">[\\s\\S]*?Status: <strong>read</strong>`));

    const failing = await queue(m.db, { content: confirmation('Not On WhatsApp'), recipient: '+919876500303' }, m.clock.now());
    await m.round();
    await press(Number((await whatsappReceived(m.db, failing))[0].id), 'Failed');
    expect(await outboxRow(m.db, failing)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('Message undeliverable (code 131026)'),
    });
  });

  it('Reply as the customer sends their words: STOP stops reminders to that number', async () => {
    const id = await queue(m.db, { content: confirmation('Replying'), recipient: '+919876500304' }, m.clock.now());
    await m.round();
    const sandboxId = Number((await whatsappReceived(m.db, id))[0].id);
    await press(sandboxId, 'Reply as the customer');
    expect(await m.db.query(`select source from message_opt_outs where address = '+919876500304'`)).toEqual([{ source: 'whatsapp' }]);
    await press(sandboxId, 'Reply as the customer', { text: 'START' });
    expect(await m.db.query(`select 1 from message_opt_outs where address = '+919876500304'`)).toHaveLength(0);
  });

  it('refuses a button post that is not a form, a status it has no button for, an empty reply, and a message it has not', async () => {
    const id = await queue(m.db, { content: confirmation('Bad Posts') }, m.clock.now());
    await m.round();
    const sandboxId = (await whatsappReceived(m.db, id))[0].id;
    const [mailRow] = await m.db.query<{ id: number }>(`select id from sandbox_messages where channel = 'email' limit 1`);
    const form = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
      m.h.app.request(path, { method: 'POST', headers: { 'content-type': type }, body });
    const cases: [string, Response | Promise<Response>, number][] = [
      ['JSON', form(`/sandbox/messages/${sandboxId}/status`, '{"status":"read"}', 'application/json'), 415],
      ['sent', form(`/sandbox/messages/${sandboxId}/status`, 'status=sent'), 400],
      ['no status', form(`/sandbox/messages/${sandboxId}/status`, ''), 400],
      ['an empty reply', form(`/sandbox/messages/${sandboxId}/reply`, 'text=%20'), 400],
      ['a NUL reply', form(`/sandbox/messages/${sandboxId}/reply`, 'text=ST%00OP'), 400],
      ['a long reply', form(`/sandbox/messages/${sandboxId}/reply`, `text=${'x'.repeat(1001)}`), 400],
      ['an e-mail', form(`/sandbox/messages/${mailRow.id}/status`, 'status=read'), 404],
      ['no such message', form('/sandbox/messages/99999999/status', 'status=read'), 404],
      ['not an id', form('/sandbox/messages/1e3/status', 'status=read'), 404],
      ['a huge body', form(`/sandbox/messages/${sandboxId}/reply`, `text=${'x'.repeat(20_000)}`), 413],
    ];
    for (const [what, answer, status] of cases) expect((await answer).status, what).toBe(status);
    expect((await outboxRow(m.db, id)).status).toBe('sent');
  });
});
