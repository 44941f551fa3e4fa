import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_STOP_PATH, EMAIL_STOP_TTL_MS, issueEmailStopToken } from '../../server/auth/emailStopToken.ts';
import { issueGuestToken } from '../../server/auth/guestToken.ts';
import { loadTokenSecret } from '../../server/auth/tokenSecret.ts';
import { testClock } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * The stop link of a reminder e-mail: opening it only asks (a mail scanner that fetches every link
 * stops nothing); its button and a mail client's one-click stop (RFC 8058) record the address's
 * stop. A link that is not ours, or not whole, answers a page that says so (400), never a 500.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let secret: Buffer;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  secret = await loadTokenSecret(h.db);
});
afterAll(() => h?.close());

const tokenFor = (address: string, at = clock.now()) => issueEmailStopToken(secret, address, at);
const stops = () =>
  h.db.query<{ channel: string; address: string; source: string }>(
    'select channel, address, source from message_opt_outs order by address',
  );

async function open(method: 'GET' | 'POST', query: string, init: RequestInit = {}) {
  const res = await h.app.request(`${EMAIL_STOP_PATH}${query}`, { method, ...init });
  return { status: res.status, html: await res.text(), headers: res.headers };
}
const ONE_CLICK = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };

describe('the stop link of a reminder e-mail', () => {
  it('opened, asks to confirm with a button and stops nothing', async () => {
    const token = tokenFor('Asha.Rao+films@Example.com');
    const page = await open('GET', `?t=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.html).toContain('<h1>Stop reminders by e-mail?</h1>');
    expect(page.html).toContain('<strong>asha.rao+films@example.com</strong>');
    expect(page.html).toContain(`<form method="post" action="${EMAIL_STOP_PATH}?t=${token}">`);
    expect(page.html).toMatch(/<button type="submit">Stop reminders<\/button>/);
    expect(await stops()).toEqual([]);
  });

  it('its button, or a mail client’s one-click POST, stops reminders to that address once', async () => {
    const button = await open('POST', `?t=${tokenFor('Asha.Rao+films@Example.com')}`, ONE_CLICK);
    expect(button.status).toBe(200);
    expect(button.html).toContain('<h1>Reminders stopped</h1>');
    const again = await open('POST', `?t=${tokenFor('asha.rao+films@example.com')}`, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.status).toBe(200);
    expect(await open('POST', `?t=${tokenFor('ravi@example.com')}`, ONE_CLICK)).toMatchObject({ status: 200 });
    expect(await stops()).toEqual([
      { channel: 'email', address: 'asha.rao+films@example.com', source: 'email' },
      { channel: 'email', address: 'ravi@example.com', source: 'email' },
    ]);
  });

  it('refuses a link that is not one of ours, or not whole, with a page that says so, stopping nothing', async () => {
    const good = tokenFor('meera@example.com');
    const [kind, id, expires, signature] = good.split('.');
    const otherId = Buffer.from('someone.else@example.com').toString('base64url');
    const cases: [string, string, RegExp][] = [
      ['no token', '', /not one we sent/],
      ['a forged signature', `?t=${kind}.${id}.${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, /not one we sent/],
      ['another address under its signature', `?t=${kind}.${otherId}.${expires}.${signature}`, /not one we sent/],
      ['cut short', `?t=${good.slice(0, 30)}`, /not one we sent/],
      ['a NUL', `?t=${kind}.${id}%00.${expires}.${signature}`, /not one we sent/],
      ['a huge token', `?t=${'u1.'.padEnd(20_000, 'A')}`, /not one we sent/],
      ['another kind of token', `?t=${issueGuestToken(secret, clock.now()).token}`, /not one we sent/],
      ['an expired one', `?t=${tokenFor('meera@example.com', new Date(clock.now().getTime() - EMAIL_STOP_TTL_MS - 1000))}`, /has expired/],
      ['two tokens', `?t=x&t=${good}`, /not one we sent/],
    ];
    for (const [what, query, words] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await open(method, query, method === 'POST' ? ONE_CLICK : {});
        expect(res.status, `${method} ${what}`).toBe(400);
        expect(res.html, `${method} ${what}`).toContain('<h1>This link does not work</h1>');
        expect(res.html, `${method} ${what}`).toMatch(words);
      }
    }
    expect((await stops()).map((s) => s.address)).not.toContain('meera@example.com');
    expect((await stops()).map((s) => s.address)).not.toContain('someone.else@example.com');
  });
});
