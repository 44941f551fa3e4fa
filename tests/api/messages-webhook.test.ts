import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../server/payments/provider.ts';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../server/messages/config.ts';
import { webhookSignature } from '../../server/messages/whatsappWebhook.ts';
import { confirmation, emailContent, messagingOfFile, outboxRow, queue, whatsappReceived } from './messageDelivery.ts';
import { envelope, statusOf, webhookCalls } from './whatsappWebhookCalls.ts';

/**
 * WhatsApp's webhook: the subscribe handshake, signatures over the raw body (anything unsigned or
 * signed otherwise is refused and changes nothing), statuses applied only forward whatever order
 * or how often they come. Nothing a caller sends makes it fail (a customer's STOP and START:
 * messages-webhook-replies.test.ts).
 */

const m = messagingOfFile();
const { URL_PATH, SECRET, post, signed } = webhookCalls(m);

/** A WhatsApp message the sandbox took, its 'sent' webhook lost: our record says sent, with its wamid. */
async function sentMessage(name: string): Promise<{ id: number; wamid: string }> {
  m.webhooks.on = false;
  const id = await queue(m.db, { content: confirmation(name) }, m.clock.now());
  await m.round();
  m.webhooks.on = true;
  const row = await outboxRow(m.db, id);
  expect(row.status).toBe('sent');
  return { id, wamid: row.provider_id! };
}

describe('the subscribe handshake', () => {
  const handshake = (query: string) => m.h.app.request(`${URL_PATH}?${query}`);

  it('answers the challenge as text when the verify token matches', async () => {
    const token = MESSAGES_SANDBOX_CREDENTIALS.whatsapp.verifyToken;
    const res = await handshake(`hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('1158201444');
  });

  it('refuses (403) another token, another mode, or a challenge that is not a number of Meta', async () => {
    const token = MESSAGES_SANDBOX_CREDENTIALS.whatsapp.verifyToken;
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
      `hub.mode=subscribe&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=%3Cscript%3Ealert(1)%3C/script%3E`,
      `hub.mode=subscribe&hub.verify_token=${token}`,
      `hub.mode=subscribe&hub.verify_token=${token}%00&hub.challenge=1`,
    ]) {
      const res = await handshake(query);
      expect(res.status, query).toBe(403);
      expect(await res.text()).not.toContain('<script');
    }
  });
});

describe('a signature', () => {
  it('that is forged, missing, of another secret or of another body is refused (401), and nothing is applied', async () => {
    const { id, wamid } = await sentMessage('Forged');
    const body = statusOf(wamid, 'read');
    const attempts: [string, Record<string, string>][] = [
      ['missing', {}],
      ['empty', { 'x-hub-signature-256': '' }],
      ['not hex', { 'x-hub-signature-256': 'sha256=zz' }],
      ['sha1', { 'x-hub-signature': webhookSignature(SECRET, body).replace('sha256=', 'sha1=') }],
      ['another secret', { 'x-hub-signature-256': webhookSignature('another-app-secret', body) }],
      ['another body', { 'x-hub-signature-256': webhookSignature(SECRET, statusOf(wamid, 'delivered')) }],
      ['without its prefix', { 'x-hub-signature-256': webhookSignature(SECRET, body).slice('sha256='.length) }],
    ];
    for (const [what, headers] of attempts) {
      const res = await post(body, headers);
      expect(res.status, what).toBe(401);
      expect(res.body.message).toBe('This callback is not authenticated.');
    }
    expect((await outboxRow(m.db, id)).status).toBe('sent');
    // Upper-case hex is the same signature.
    expect(
      (await post(body, { 'x-hub-signature-256': webhookSignature(SECRET, body).toUpperCase().replace('SHA256', 'sha256') })).status,
    ).toBe(200);
    expect((await outboxRow(m.db, id)).status).toBe('read');
  });
});

describe('statuses', () => {
  it('move a message forward only: a replayed, late or out-of-order one changes nothing', async () => {
    const { id, wamid } = await sentMessage('Forward');
    expect((await signed(statusOf(wamid, 'delivered'))).body).toMatchObject({ success: true, statuses: 1 });
    expect((await outboxRow(m.db, id)).status).toBe('delivered');
    // Replayed.
    expect((await signed(statusOf(wamid, 'delivered'))).body).toMatchObject({ success: true, statuses: 0 });
    expect((await signed(statusOf(wamid, 'read'))).body.statuses).toBe(1);
    // Late, after read.
    for (const late of ['delivered', 'sent', 'failed']) {
      expect((await signed(statusOf(wamid, late))).status).toBe(200);
      expect((await outboxRow(m.db, id)).status, late).toBe('read');
    }
    const [times] = await m.db.query<{ sent_at: Date; delivered_at: Date; read_at: Date; failed_at: Date | null }>(
      'select sent_at, delivered_at, read_at, failed_at from messages where id = $1',
      [id],
    );
    expect(times.delivered_at).not.toBeNull();
    expect(times.read_at).not.toBeNull();
    expect(times.failed_at).toBeNull();
  });

  it("failed before delivery says WhatsApp's reason; delivered after all, the customer has it", async () => {
    const { id, wamid } = await sentMessage('Undeliverable');
    const errors = [
      {
        code: 131026,
        title: 'Message undeliverable',
        message: 'Message undeliverable',
        error_data: { details: 'Receiver is not on WhatsApp.' },
      },
    ];
    await signed(statusOf(wamid, 'failed', { errors }));
    expect(await outboxRow(m.db, id)).toMatchObject({
      status: 'failed',
      error: 'WhatsApp could not deliver it: Message undeliverable (code 131026): Receiver is not on WhatsApp.',
    });
    await signed(statusOf(wamid, 'sent'));
    expect((await outboxRow(m.db, id)).status).toBe('failed');
    await signed(statusOf(wamid, 'delivered'));
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'delivered', error: '' });
  });

  it('find a message whose wamid was never recorded by its biz_opaque_callback_data, on WhatsApp only', async () => {
    const queued = await queue(m.db, { content: confirmation('Unrecorded') }, m.clock.now());
    const mail = await queue(m.db, { content: emailContent() }, m.clock.now());
    await signed(statusOf('wamid.unknown-to-us', 'sent', { biz_opaque_callback_data: String(queued) }));
    expect(await outboxRow(m.db, queued)).toMatchObject({ status: 'sent', provider_id: 'wamid.unknown-to-us' });
    // A status naming an e-mail's id, or ids nobody has, changes nothing.
    for (const callback of [String(mail), '999999999', '-1', '1e3', 'x'.repeat(600), '12\u00003']) {
      const res = await signed(statusOf(`wamid.other-${callback.length}`, 'delivered', { biz_opaque_callback_data: callback }));
      expect(res.body, callback.slice(0, 20)).toMatchObject({ success: true, statuses: 0 });
    }
    expect((await outboxRow(m.db, mail)).status).toBe('queued');
    // This round sends the e-mail; the WhatsApp message is sent already and is not sent again.
    await m.round();
    expect(await whatsappReceived(m.db, queued)).toHaveLength(0);
  });

  it("that came before WhatsApp's answer stay: a failed one keeps its reason when the answer is recorded", async () => {
    const id = await queue(m.db, { content: confirmation('Failed First') }, m.clock.now());
    // WhatsApp takes it, and its 'failed' status reaches us before its answer does.
    const failedFirst: Fetch = async (u, init) => {
      const answer = await m.inProcess(u, init);
      const [received] = await whatsappReceived(m.db, id);
      const errors = [{ code: 131026, title: 'Message undeliverable' }];
      await signed(statusOf(received.provider_id, 'failed', { biz_opaque_callback_data: String(id), errors }));
      return answer;
    };
    await m.round(m.worker({ fetch: failedFirst }));
    const row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'failed', error: 'WhatsApp could not deliver it: Message undeliverable (code 131026)' });
    expect(row.provider_id).toMatch(/^wamid\./);
  });

  it('arriving together end in the furthest one', async () => {
    const { id, wamid } = await sentMessage('Together');
    const answers = await Promise.all(['read', 'delivered', 'sent', 'delivered', 'read'].map((s) => signed(statusOf(wamid, s))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await outboxRow(m.db, id)).status).toBe('read');
  });
});

describe('a body that is not what Meta sends', () => {
  it('signed, is answered 200 and applies nothing; never a 500', async () => {
    const { id, wamid } = await sentMessage('Odd Bodies');
    const bodies = [
      '{"entry": [',
      'null',
      '[]',
      '"text"',
      JSON.stringify({ entry: 'x' }),
      JSON.stringify({ entry: [{ changes: 'x' }] }),
      JSON.stringify({ entry: [{ changes: [{ value: { statuses: 'x', messages: 5 } }] }] }),
      envelope({ statuses: [{ id: 5, status: 'read' }, null, 'read', { id: wamid, status: 'READ' }, { id: wamid, status: 'deleted' }] }),
      envelope({
        statuses: [
          { id: `${wamid}\u0000`, status: 'read' },
          { id: 'w'.repeat(100_000), status: 'read' },
        ],
      }),
      envelope({
        messages: [
          { from: '91987654\u000010', type: 'text', text: { body: 'STOP' } },
          { from: 919876543210, text: { body: 'STOP' } },
        ],
      }),
      envelope({
        messages: [
          { from: '919876500077', type: 'text', text: { body: 'STOP'.repeat(10_000) } },
          { from: '919876500077', text: 5 },
        ],
      }),
      '\u0000'.repeat(1000),
    ];
    for (const body of bodies) {
      const res = await signed(body);
      expect(res.status, body.slice(0, 60)).toBe(200);
      expect(res.body.success).toBe(true);
    }
    // Bytes that are not UTF-8, signed as they are.
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const res = await m.h.app.request(URL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': webhookSignature(SECRET, bytes) },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect((await outboxRow(m.db, id)).status).toBe('sent');
    expect(await m.db.query(`select 1 from message_opt_outs where address like '%98765%'`)).toHaveLength(0);
  });

  it('of many statuses is taken up to 3 MB; a larger one is refused (413) before it is read', async () => {
    const { id, wamid } = await sentMessage('Large Body');
    const filler = Array.from({ length: 1500 }, (_, i) => ({
      id: `wamid.nobody-${i}`,
      status: 'delivered',
      timestamp: '1900000000',
      recipient_id: '919876543210',
    }));
    const body = envelope({ statuses: [...filler, { id: wamid, status: 'delivered' }] });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const res = await signed(body);
    expect(res.status).toBe(200);
    expect(res.body.statuses).toBe(1);
    expect((await outboxRow(m.db, id)).status).toBe('delivered');

    const huge = 'x'.repeat(3 * 1024 * 1024 + 1);
    const refused = await post(huge, { 'x-hub-signature-256': webhookSignature(SECRET, huge) });
    expect(refused.status).toBe(413);
  });

  it('not declared as JSON is refused (415), as every call of the API', async () => {
    const body = statusOf('wamid.x', 'read');
    const res = await m.h.app.request(URL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-hub-signature-256': webhookSignature(SECRET, body) },
      body,
    });
    expect(res.status).toBe(415);
  });
});
