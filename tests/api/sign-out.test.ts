import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { issueCustomerToken } from '../../server/auth/customerToken.ts';
import { loadTokenSecret } from '../../server/auth/tokenSecret.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, auth, postFrom, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/** Signing out of the profile ends the session on the server: its token is refused from then on, by every call. */

const ANANYA = { _id: 'cu-ananya' };
const ROHAN = { _id: 'cu-rohan' };
const PRIYA = { _id: 'cu-priya' };

let h: Harness;
let app: ReturnType<typeof createApp>;
const clock = testClock();

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = createApp({ db: h.db, now: clock.now });
});
afterAll(() => h?.close());

const send = (ip: string, path: string, body: unknown, headers: Record<string, string> = {}) => postFrom(app, ip, path, body, headers);
const profile = (token: string, body: unknown = {}) => send('198.51.100.1', 'web/profile', body, auth(token).headers);
/** A session as admin/login signs it, without the password check (profile.test.ts tests sign-in). */
const sessionOf = async (customerId: string, at = clock.now()) => issueCustomerToken(await loadTokenSecret(h.db), customerId, at).token;
/** The same session signed for another customer, without the key: the signature no longer fits. */
const forgedFor = (token: string, customerId: string) => {
  const [kind, id, expires, signature] = token.split('.');
  return [kind, `${customerId}:${id.split(':')[1]}`, expires, signature].join('.');
};

describe('web/logout', () => {
  let ananya: string;
  let rohan: string;
  beforeAll(async () => {
    ananya = await sessionOf(ANANYA._id);
    rohan = await sessionOf(ROHAN._id);
  });
  const logout = (token: string | undefined, body: unknown = {}) =>
    send('198.51.100.4', 'web/logout', body, token === undefined ? {} : auth(token).headers);
  const endedRows = async (token: string) =>
    (
      await h.db.query<{ n: number }>('select count(*)::int as n from ended_sessions where session_id = $1', [
        token.split('.')[1].split(':')[1],
      ])
    )[0].n;

  it('refuses no token, a forged, a guest, an old-kind and an oversized one (401) and a body that is not an object (400), ending no session', async () => {
    const guest = await newToken(h);
    const refused: [string, string | undefined][] = [
      ['none', undefined],
      ['forged', forgedFor(ananya, ROHAN._id)],
      ['guest', guest],
      ['old kind', `c1${ananya.slice(2)}`],
      ['a session id changed', ananya.replace(/:[\w-]{22}\./, `:${'A'.repeat(22)}.`)],
      ['oversized', `${ananya}${'x'.repeat(600)}`],
    ];
    for (const [why, token] of refused) {
      const res = await logout(token);
      expect(res.status, why).toBe(401);
      expect(res.body.success, why).toBe(false);
    }
    for (const body of [[], 'text', 42, null]) expect((await logout(ananya, body)).status, JSON.stringify(body)).toBe(400);
    expect((await logout(ananya, { x: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await profile(ananya)).status).toBe(200);
    expect((await profile(rohan)).status).toBe(200);
  });

  it('ends the session it is sent with, whatever the body names: its token gets 401, and links no booking', async () => {
    const secondDevice = await sessionOf(ANANYA._id);
    const res = await logout(ananya, {
      customerId: ROHAN._id,
      sessionId: secondDevice.split('.')[1],
      token: rohan,
      name: 'A\u0000'.repeat(1000),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'You have signed out.' });
    const after = await profile(ananya);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: 'You signed out of this session. Please sign in again.' });
    // Her other session (another device's sign-in) and another customer's are not touched.
    expect((await profile(secondDevice)).body.user._id).toBe(ANANYA._id);
    expect((await profile(rohan)).body.user._id).toBe(ROHAN._id);
    // A booking made with the ended session is a guest's; with the live one it is hers.
    const linked: (string | null)[] = [];
    for (const [n, customerSession] of [
      [13, ananya],
      [14, secondDevice],
    ] as const) {
      const booked = await h.post(
        'booking/new/addbooking',
        addBookingBody(addDays(tomorrow(clock.now()), n), { userPhone: '9123400007', customerSession }),
        auth(await newToken(h)),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const [row] = await h.db.query<{ customer_id: string | null }>('select customer_id from bookings where id = $1', [
        booked.body.bookingId,
      ]);
      linked.push(row.customer_id);
      await h.db.query(`update bookings set status = 'expired' where id = $1`, [booked.body.bookingId]);
    }
    expect(linked).toEqual([null, ANANYA._id]);
  });

  it('answers a second Logout of an ended session, and one of an expired session, as signed out, and stores nothing more', async () => {
    const before = (await h.db.query<{ n: number }>('select count(*)::int as n from ended_sessions'))[0].n;
    expect(await logout(ananya)).toMatchObject({ status: 200, body: { success: true, message: 'You have signed out.' } });
    expect(await endedRows(ananya)).toBe(1);
    const expired = await sessionOf(PRIYA._id, new Date(clock.now().getTime() - 9 * 60 * 60_000));
    expect((await profile(expired)).status).toBe(401);
    expect(await logout(expired)).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from ended_sessions'))[0].n).toBe(before);
  });

  it('racing the session’s own calls and another Logout: each call is answered whole or refused, both Logouts succeed, and nothing gets through after', async () => {
    const token = await sessionOf(PRIYA._id);
    const results = await Promise.all([profile(token), logout(token), profile(token), logout(token), profile(token)]);
    for (const i of [1, 3]) expect(results[i]).toMatchObject({ status: 200, body: { success: true } });
    for (const i of [0, 2, 4]) {
      const r = results[i];
      if (r.status === 200) expect(r.body.user._id).toBe(PRIYA._id);
      else expect(r).toMatchObject({ status: 401, body: { message: 'You signed out of this session. Please sign in again.' } });
    }
    expect((await profile(token)).status).toBe(401);
    expect(await endedRows(token)).toBe(1);
  });

  it('keeps an ended session only until its token would have expired', async () => {
    clock.advance(9 * 60 * 60_000);
    expect(await h.db.query('select 1 from ended_sessions where expires_at <= $1', [clock.now()])).not.toHaveLength(0);
    expect((await send('198.51.100.4', 'web/logout', {}, auth(await sessionOf(ROHAN._id)).headers)).status).toBe(200);
    expect(await h.db.query('select 1 from ended_sessions where expires_at <= $1', [clock.now()])).toHaveLength(0);
  });
});
