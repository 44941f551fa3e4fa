import { beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../server/messages/outboxRound.ts';
import type { Fetch } from '../../server/payments/provider.ts';
import { UNSURE_TWICE } from '../../server/repo/outbox.ts';
import { waitFor } from '../support/waitFor.ts';
import { answering, confirmation, messagingOfFile, outboxRow, queue, whatsappReceived } from './messageDelivery.ts';

/**
 * A provider that fails: WhatsApp answering 5xx, a rate limit, a refusal, or nothing at all, and a
 * process stopped between WhatsApp's acceptance and our record of it. The clock is moved, never
 * waited for.
 */

const m = messagingOfFile();
beforeEach(() => {
  m.webhooks.on = true;
});

const SECOND = 1000;

/** Meta's answer when it is overloaded. */
const UNAVAILABLE = { error: { message: '(#2) Service temporarily unavailable', type: 'OAuthException', code: 2, fbtrace_id: 'AbC' } };

/** A WhatsApp that never answers: the call ends only when the adapter's timeout aborts it. */
const silent: Fetch = (_u, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));

/** WhatsApp takes the message, and then the process stops before the answer comes back: it never does. */
const stopsAfterAcceptance =
  (inProcess: Fetch): Fetch =>
  async (u, init) => {
    await inProcess(u, init);
    return new Promise<Response>(() => {});
  };

describe('a WhatsApp that fails for a while', () => {
  it('is tried again later and later, after a 5xx and a timeout, and the message then goes, marked as perhaps sent twice', async () => {
    const t0 = m.clock.now().getTime();
    const id = await queue(m.db, { content: confirmation('Retried') }, m.clock.now());

    await m.round(m.worker({ fetch: answering(m.inProcess, 503, UNAVAILABLE) }));
    let row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.error).toBe('WhatsApp could not take it now: Service temporarily unavailable (code 2)');
    expect(row.next_attempt_at.getTime() - t0).toBe(30 * SECOND);
    // Not due yet: a round now sends nothing.
    expect(await m.round()).toBe(0);

    m.clock.set(row.next_attempt_at);
    const t1 = m.clock.now().getTime();
    await m.round(m.worker({ fetch: silent, whatsappTimeoutMs: 50 }));
    row = await outboxRow(m.db, id);
    // A timeout may have reached WhatsApp: the message is not queued as unsent, its lease is left to run out.
    expect(row).toMatchObject({ status: 'sending', attempts: 2, maybe_twice: false });
    expect(row.error).toBe('WhatsApp did not answer within 0.05 s.');
    expect(row.next_attempt_at.getTime() - t1).toBe(60 * SECOND);

    m.clock.set(row.next_attempt_at);
    await m.round();
    row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, maybe_twice: true, error: '' });
    expect(await whatsappReceived(m.db, id)).toHaveLength(1);
  });

  it('is tried again on a rate limit (429, or its codes), and on a refused access token', async () => {
    const cases: [number, unknown, string][] = [
      [429, { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'x' } }, 'Rate limit hit'],
      [
        400,
        { error: { message: '(#131056) Pair rate limit hit', type: 'OAuthException', code: 131056, fbtrace_id: 'x' } },
        'Pair rate limit',
      ],
      [
        400,
        { error: { message: '(#80007) Rate limit issues', type: 'OAuthException', code: 80007, fbtrace_id: 'x' } },
        'Rate limit issues',
      ],
      [
        401,
        { error: { message: 'Error validating access token: Session has expired', type: 'OAuthException', code: 190 } },
        'WHATSAPP_ACCESS_TOKEN',
      ],
      [502, 'Bad Gateway', 'HTTP 502'],
    ];
    for (const [status, body, words] of cases) {
      const id = await queue(m.db, { content: confirmation(`Limited ${status}`) }, m.clock.now());
      await m.round(m.worker({ fetch: answering(m.inProcess, status, body) }));
      const row = await outboxRow(m.db, id);
      expect(row.status, `${status}: ${words}`).toBe('queued');
      expect(row.error).toContain(words);
      m.clock.set(row.next_attempt_at);
      await m.round();
      expect((await outboxRow(m.db, id)).status).toBe('sent');
    }
  });

  it('that cannot be reached is tried again, the message marked as not sent', async () => {
    const refused: Fetch = async () => {
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    };
    const id = await queue(m.db, { content: confirmation('Unreachable') }, m.clock.now());
    await m.round(m.worker({ fetch: refused }));
    const row = await outboxRow(m.db, id);
    expect(row).toMatchObject({ status: 'queued', error: 'WhatsApp could not be reached: ECONNREFUSED' });
    m.clock.set(row.next_attempt_at);
    await m.round();
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', maybe_twice: false });
  });

  it('is given up a day after the message was due, with the last error, the last try made then', async () => {
    const id = await queue(m.db, { content: confirmation('Given Up') }, m.clock.now());
    const [{ give_up_at }] = await m.db.query<{ give_up_at: Date }>('select give_up_at from messages where id = $1', [id]);
    const down = m.worker({ fetch: answering(m.inProcess, 500, UNAVAILABLE) });
    let row = await outboxRow(m.db, id);
    let rounds = 0;
    while (row.status === 'queued' && rounds++ < 100) {
      m.clock.set(row.next_attempt_at);
      await m.round(down);
      row = await outboxRow(m.db, id);
    }
    expect(row.status).toBe('failed');
    expect(row.error).toBe('given up after a day: WhatsApp could not take it now: Service temporarily unavailable (code 2)');
    expect(m.clock.now()).toEqual(new Date(give_up_at));
    // 30 s, 1, 2, 5, 15, 30 min, then hourly until the day is over.
    expect(row.attempts).toBe(31);
    m.clock.advance(24 * 3600 * SECOND);
    await m.round();
    expect(await whatsappReceived(m.db, id)).toHaveLength(0);
  });
});

describe('a WhatsApp refusal', () => {
  it("fails the message at once, in Meta's words, and it is not tried again", async () => {
    const unknown = { ...confirmation('Refused'), template: 'booking_confirmed_v0' };
    const miscounted = { ...confirmation('Miscounted'), params: ['Only the name'] };
    const expected: [typeof unknown, string][] = [
      [
        unknown,
        'WhatsApp refused it: Template name does not exist in the translation: template name (booking_confirmed_v0) does not exist in en (code 132001)',
      ],
      [
        miscounted,
        'WhatsApp refused it: Number of parameters does not match the expected number of params: body: number of localizable_params (1) does not match the expected number of params (9) (code 132000)',
      ],
    ];
    for (const [content, error] of expected) {
      const id = await queue(m.db, { content }, m.clock.now());
      await m.round();
      expect(await outboxRow(m.db, id)).toMatchObject({ status: 'failed', attempts: 1, error });
      m.clock.advance(2 * 3600 * SECOND);
      await m.round();
      expect((await outboxRow(m.db, id)).attempts).toBe(1);
      expect(await whatsappReceived(m.db, id)).toHaveLength(0);
    }
  });
});

describe('a process stopped between WhatsApp taking a message and our record of it', () => {
  /** A worker hands the message over and stops there; answers once the sandbox has it. */
  async function stoppedAfterHandOver(id: number, count: number): Promise<void> {
    void m.round(m.worker({ fetch: stopsAfterAcceptance(m.inProcess) }));
    await waitFor(
      'the sandbox to take the message',
      async () => ((await whatsappReceived(m.db, id)).length === count ? true : undefined),
      60,
      20,
    );
  }

  it('leaves it to another worker once the lease runs out, which sends it once more, marked', async () => {
    m.webhooks.on = false;
    const id = await queue(m.db, { content: confirmation('Crashed Once') }, m.clock.now());
    await stoppedAfterHandOver(id, 1);
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sending', attempts: 1, provider_id: null });
    // The lease still holds: nobody else touches it.
    expect(await m.round()).toBe(0);

    m.clock.advance(LEASE_MS);
    await m.round(m.worker({ owner: 'another-server' }));
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', attempts: 2, maybe_twice: true });
    expect(await whatsappReceived(m.db, id)).toHaveLength(2);
    expect(m.logs.join('\n')).toContain(`message ${id} (booking-confirmed): its last hand-over got no answer; sending once more`);
  });

  it('never sends it a third time: found so again, it is failed for a person to check', async () => {
    m.webhooks.on = false;
    const id = await queue(m.db, { content: confirmation('Crashed Twice') }, m.clock.now());
    await stoppedAfterHandOver(id, 1);
    m.clock.advance(LEASE_MS);
    await stoppedAfterHandOver(id, 2);
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sending', attempts: 2, maybe_twice: true });

    m.clock.advance(LEASE_MS);
    await m.round();
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'failed', attempts: 2, maybe_twice: true, error: UNSURE_TWICE });
    m.clock.advance(24 * 3600 * SECOND);
    await m.round();
    expect(await whatsappReceived(m.db, id)).toHaveLength(2);
  });

  it("is not sent again when WhatsApp's 'sent' webhook named it first", async () => {
    const id = await queue(m.db, { content: confirmation('Webhook First') }, m.clock.now());
    await stoppedAfterHandOver(id, 1);
    // The sandbox stores the message, then posts its 'sent' webhook: the test waits for that to be applied.
    await waitFor('the sent webhook to be applied', async () => ((await outboxRow(m.db, id)).status === 'sent' ? true : undefined), 60, 20);
    const [received] = await whatsappReceived(m.db, id);
    // Matched by biz_opaque_callback_data, since the wamid was never recorded.
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', provider_id: received.provider_id, maybe_twice: false });

    m.clock.advance(LEASE_MS);
    expect(await m.round(m.worker({ owner: 'another-server' }))).toBe(0);
    expect(await whatsappReceived(m.db, id)).toHaveLength(1);
    expect(await outboxRow(m.db, id)).toMatchObject({ status: 'sent', attempts: 1, maybe_twice: false });
  });
});
