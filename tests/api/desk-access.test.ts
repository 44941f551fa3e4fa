import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, type DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { ROLES, roleMay, type Role } from '../../src/lib/desk/permissions.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';
import { SESSION_ENDED, NOT_SIGNED_IN } from '../../server/desk/access.ts';
import { WRONG_ORIGIN } from '../../server/desk/originCheck.ts';
import { testClock } from './bookingFixtures.ts';
import {
  addTestStaff,
  auditOf,
  databaseDigest,
  deskApp,
  deskCall,
  refusalCount,
  sessionCookie,
  SITE,
  type App,
  type TestStaff,
} from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Who may make which desk call: every call of the desk's contract (deskCalls, so a call added later
 * is covered without a line here) with no session and with a session of every role, the Origin
 * check of every POST, and what ends a session.
 */

/** A valid input of each call, where one helps the refusals below be about access and nothing else. */
const samples: Partial<Record<DeskCallName, unknown>> = {
  signOut: {},
  changePassword: { currentPassword: 'whatever-it-is', newPassword: 'a-new-password-1' },
  staffAdd: { name: 'Asha Rao', login: '9812345678', role: 'manager', password: 'a-good-password' },
  staffDisable: { staffId: '{other}' },
  staffEnable: { staffId: '{other}' },
  staffReset: { staffId: '{other}', password: 'another-password' },
  staffUnlock: { staffId: '{other}' },
  auditList: { action: 'sign-in' },
  board: { date: '2026-12-01' },
  boardRefresh: { date: '2026-12-01' },
  bookingPage: { bookingId: 'no-such-booking' },
  bookingPageRefresh: { bookingId: 'no-such-booking' },
  bookingNote: { bookingId: 'no-such-booking', text: 'Called the customer' },
  bookingList: { q: '9876543210', page: '1' },
  bookingExport: { from: '2026-12-01', to: '2026-12-07' },
  takings: { from: '2026-12-01', to: '2026-12-07', branch: 'loc-gachibowli' },
  takingsExport: { from: '2026-12-01', to: '2026-12-07' },
  bookingMark: { bookingId: 'no-such-booking', mark: 'arrived' },
  bookingRecordPayment: { bookingId: 'no-such-booking', left: 100, lines: [{ method: 'cash', amount: 100 }] },
  bookingVoidPayment: { bookingId: 'no-such-booking', paymentId: 1, reason: 'Recorded on the wrong booking' },
  bookingSaleQuote: { bookingId: 'no-such-booking', sale: { kind: 'persons', count: 1 } },
  bookingAddSale: { bookingId: 'no-such-booking', sale: { kind: 'persons', count: 1 }, expectedTotal: 2447 },
  bookingRefundQuote: { bookingId: 'no-such-booking' },
  bookingCancel: { bookingId: 'no-such-booking', amount: 0, cause: 'customer-asked' },
  bookingMoveSlots: { bookingId: 'no-such-booking', date: '2026-12-01' },
  bookingMoveQuote: { bookingId: 'no-such-booking', theatreId: 'th-aurora', slotId: 'th-aurora-s1', date: '2026-12-01' },
  bookingMove: { bookingId: 'no-such-booking', theatreId: 'th-aurora', slotId: 'th-aurora-s1', date: '2026-12-01', expectedTotal: 2148 },
  phoneBooking: {
    theatreId: 'th-aurora',
    date: '2026-12-01',
    time: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
    userName: 'Meera Iyer',
    userPhone: '9812345670',
    noOfPersons: 2,
  },
  paymentLink: { bookingId: 'no-such-booking', paymentType: 'advance' },
  recordList: { kind: 'faq' },
  recordSave: { kind: 'faq', fields: { question: 'Can we bring a cake?', answer: 'Yes.', position: 1 } },
  recordRemove: { kind: 'faq', id: 'faq-what-is' },
  historyRestore: { revisionId: 1 },
  imageList: { page: '1' },
  // The upload's body is the image itself, its alt text the query: any JSON sent is refused before it is read.
  imageUpload: { alt: 'The Aurora theatre' },
  settingsRefundWindow: { hours: 48 },
  settingsRescheduleWindow: { hours: 48 },
  messageSettingsSave: { ...DEFAULT_MESSAGE_SETTINGS, staffEmails: ['desk@example.com'] },
  bookingMessages: { bookingId: 'no-such-booking' },
  bookingMessageResend: { bookingId: 'no-such-booking', messageId: 1 },
  blockSlots: { theatreId: 'th-aurora', from: '2026-12-01', to: '2026-12-01', slotIds: ['th-aurora-s1'], reason: 'Maintenance' },
  unblockSlots: { theatreId: 'th-aurora', from: '2026-12-01', to: '2026-12-01', slotIds: ['th-aurora-s1'] },
  leadMark: { kind: 'lead', id: 1, status: 'contacted', note: 'Called back' },
  releaseRollback: { releaseId: 'no-such-release' },
};

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
const staff = {} as Record<Role, TestStaff & { cookie: string }>;
let other: TestStaff;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  for (const role of ROLES) {
    const s = await addTestStaff(h.db, role);
    staff[role] = { ...s, cookie: await sessionCookie(h.db, s.id, clock.now()) };
  }
  other = await addTestStaff(h.db, 'front-desk');
});
afterAll(() => h?.close());

const sample = (name: DeskCallName) => JSON.parse(JSON.stringify(samples[name] ?? {}).replaceAll('{other}', other.id));
const guarded = (Object.keys(deskCalls) as DeskCallName[]).filter((name) => deskCalls[name].permission !== 'public');

describe('every desk call but the sign-in', () => {
  it('is guarded: there are calls, and only the sign-in is public', () => {
    expect(guarded.length).toBe(Object.keys(deskCalls).length - 1);
    expect(deskCalls.signIn.permission).toBe('public');
  });

  it.each(guarded)(
    '%s: 401 without a session, 403 for a role without its permission; nothing changes but the count of refusals',
    async (name) => {
      const { permission, method, path } = deskCalls[name];
      const call = `${method} ${path}`;
      const refusing = ROLES.filter((role) => permission !== 'public' && !roleMay(role, permission));
      const counted = async () => [
        await refusalCount(h.db, 'no-session', call, null),
        ...(await Promise.all(refusing.map((role) => refusalCount(h.db, 'role', call, staff[role].id)))),
      ];
      const countedBefore = await counted();
      const before = await databaseDigest(h.db, ['audit_log']);
      const none = await deskCall(app, name, sample(name));
      expect(none.status, JSON.stringify(none.body)).toBe(401);
      expect(none.body).toEqual({ success: false, message: NOT_SIGNED_IN });
      let refused = 0;
      for (const role of ROLES) {
        if (permission !== 'public' && roleMay(role, permission)) continue;
        refused += 1;
        const res = await deskCall(app, name, sample(name), { cookie: staff[role].cookie });
        expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.message).toMatch(/^Your role \(.+\) may not do this\.$/);
      }
      expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
      // Each refusal is counted once, under the call it was and the account it came with.
      expect(await counted()).toEqual(countedBefore.map((n) => n + 1));
      // The owner holds every permission; the others are refused where the table says.
      expect(refused).toBe(ROLES.filter((r) => permission !== 'public' && !roleMay(r, permission)).length);
    },
  );

  it.each(guarded)('%s: a role with its permission gets past the gate (a GET answers, a POST reads its body)', async (name) => {
    const call = deskCalls[name];
    for (const role of ROLES) {
      if (call.permission === 'public' || !roleMay(role, call.permission)) continue;
      // An export is a read that the audit log records (desk-audit.test.ts): the rest is unchanged.
      const except = name === 'bookingExport' ? ['audit_log'] : [];
      const before = await databaseDigest(h.db, except);
      // A body that is not an object stops a POST at its validation, after the gate: nothing is done;
      // so does an empty query a GET needs more of (the booking a page is about).
      const res = await deskCall(app, name, {}, { cookie: staff[role].cookie, raw: call.method === 'POST' ? '[]' : undefined });
      const answers = call.method === 'GET' && call.request.safeParse({}).success;
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(answers ? 200 : 400);
      expect(await databaseDigest(h.db, except)).toEqual(before);
    }
  });
});

describe('the Origin of a POST', () => {
  it("must be the site's own: none, another site's or 'null' is a 403 before the session or the body is read", async () => {
    const before = await databaseDigest(h.db, ['audit_log']);
    const counted = () =>
      Promise.all(
        ['signIn', 'signOut', 'staffAdd'].map((n) =>
          refusalCount(h.db, 'origin', `POST ${deskCalls[n as DeskCallName].path}`, staff.owner.id),
        ),
      );
    const countedBefore = await counted();
    for (const origin of [null, 'https://evil.example', 'null', `${SITE}.evil.example`, 'http://desk.example:8080', SITE.toUpperCase()]) {
      for (const name of ['signIn', 'signOut', 'staffAdd'] as const) {
        const res = await deskCall(app, name, sample(name), { cookie: staff.owner.cookie, origin });
        expect(res.status, `${name} from ${origin}`).toBe(403);
        expect(res.body.message).toBe(WRONG_ORIGIN);
      }
    }
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
    // Counted as the owner's, whose session the calls carried: six origins for each call.
    expect(await counted()).toEqual(countedBefore.map((n) => n + 6));
    const [row] = await auditOf(h.db, `action = 'refused.origin' and target = 'call:POST staff/add' and staff_id = $1`, [staff.owner.id]);
    expect(row).toMatchObject({ staff_name: staff.owner.name, after: { origin: '' } });
    // A GET needs none (browsers send none with a same-origin GET).
    expect((await deskCall(app, 'me', {}, { cookie: staff.owner.cookie })).status).toBe(200);
  });

  it('is checked on every call that changes something, for the owner who may make them all', async () => {
    const posts = (Object.keys(deskCalls) as DeskCallName[]).filter((name) => deskCalls[name].method === 'POST');
    expect(posts.length).toBeGreaterThan(25);
    const before = await databaseDigest(h.db, ['audit_log']);
    for (const name of posts)
      for (const origin of [null, 'https://evil.example']) {
        const res = await deskCall(app, name, sample(name), { cookie: staff.owner.cookie, origin });
        expect(res, `${name} from ${origin}`).toMatchObject({ status: 403, body: { message: WRONG_ORIGIN } });
      }
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });

  it('may be one of CORS_ORIGINS, which also get the CORS answer with credentials', async () => {
    const other = 'https://www.desk.example';
    const corsApp = deskApp(h.db, { now: clock.now, corsOrigins: [other] });
    const res = await deskCall(corsApp, 'staffList', {}, { cookie: staff.owner.cookie, headers: { origin: other } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(other);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await deskCall(corsApp, 'staffList', {}, { cookie: staff.owner.cookie, headers: { origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // The site's own origin (SITE_URL) stays allowed beside the list.
    expect((await deskCall(corsApp, 'staffEnable', { staffId: other }, { cookie: staff.owner.cookie })).status).not.toBe(403);
  });
});

describe('a session', () => {
  it('is refused when its cookie is malformed, forged or of the wrong name, and a stale cookie is cleared', async () => {
    const secret = staff.owner.cookie.split('=')[1];
    for (const cookie of [
      'desk_session=',
      'desk_session=abc',
      `desk_session=${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
      `desk_session=${secret}x`,
      `desk_session=${'A'.repeat(43)}`,
      `desk_session=${'é'.repeat(43)}`,
    ]) {
      const res = await deskCall(app, 'me', {}, { cookie });
      expect(res.status, cookie).toBe(401);
      expect(res.body.message).toBe(SESSION_ENDED);
      expect(res.cookies.join()).toMatch(/^desk_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/);
    }
    const wrongName = await deskCall(app, 'me', {}, { cookie: `__Host-desk_session=${secret}` });
    expect(wrongName.status).toBe(401);
    expect((await deskCall(app, 'me', {}, { cookie: `other=1; ${staff.owner.cookie}; more=2` })).status).toBe(200);
  });

  it('on an HTTPS site is only the __Host- cookie', async () => {
    const httpsApp = deskApp(h.db, { now: clock.now, siteUrl: 'https://desk.example' });
    const secret = staff.owner.cookie.split('=')[1];
    expect((await deskCall(httpsApp, 'me', {}, { cookie: `desk_session=${secret}` })).status).toBe(401);
    expect((await deskCall(httpsApp, 'me', {}, { cookie: `__Host-desk_session=${secret}` })).status).toBe(200);
  });

  it('ends after 30 minutes without a call, lives on while used, and ends 12 hours after sign-in whatever happens', async () => {
    const s = await addTestStaff(h.db, 'manager');
    const idle = await sessionCookie(h.db, s.id, clock.now());
    const busy = await sessionCookie(h.db, s.id, clock.now());
    clock.advance(29 * 60_000);
    expect((await deskCall(app, 'me', {}, { cookie: busy })).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await deskCall(app, 'me', {}, { cookie: idle })).status).toBe(401);
    for (let hour = 0; hour < 11; hour++) {
      for (let step = 0; step < 3; step++) {
        clock.advance(20 * 60_000);
        expect((await deskCall(app, 'me', {}, { cookie: busy })).status, `after ${hour}h ${step * 20}m`).toBe(200);
      }
    }
    clock.advance(30 * 60_000);
    const late = await deskCall(app, 'me', {}, { cookie: busy });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(SESSION_ENDED);
  });

  it('of an account disabled under it is refused at once, by every call', async () => {
    const s = await addTestStaff(h.db, 'owner');
    const cookie = await sessionCookie(h.db, s.id, clock.now());
    await h.db.query('update staff set active = false where id = $1', [s.id]);
    const before = await databaseDigest(h.db, ['audit_log']);
    for (const name of Object.keys(deskCalls) as DeskCallName[]) {
      if (name === 'signIn') continue;
      expect((await deskCall(app, name, sample(name), { cookie })).status, name).toBe(401);
    }
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });
});

describe('the paths', () => {
  it('answer 404 for an unknown desk path and 405 for the wrong method, kept by no cache', async () => {
    const unknown = await app.request(`${DESK_PREFIX}nothing-here`, { method: 'POST', headers: { origin: SITE } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect((await app.request(`${DESK_PREFIX}sign-in`)).status).toBe(405);
    const me = await deskCall(app, 'me', {}, { cookie: staff.editor.cookie });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('are in the OpenAPI document, each with its permission and the cookie it needs', async () => {
    const doc = (await h.get('openapi.json')).body;
    for (const [name, call] of Object.entries(deskCalls)) {
      const op = doc.paths[`${DESK_PREFIX}${call.path}`]?.[call.method.toLowerCase()];
      expect(op?.operationId, name).toBe(`desk.${name}`);
      expect(op['x-permission']).toBe(call.permission);
      expect(op.security ?? []).toEqual(call.permission === 'public' ? [] : [{ deskSession: [] }]);
    }
    expect(doc.components.securitySchemes.deskSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'desk_session' });
    const audit = doc.paths[`${DESK_PREFIX}audit`].get;
    expect(audit.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['action', 'before', 'from', 'staffId', 'to']);
    expect(doc.paths[`${DESK_PREFIX}staff/add`].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'login',
      'role',
      'password',
    ]);
    // A save of an editor's record names its version; an upload's body is the file, its alt text in the query.
    const save = doc.paths[`${DESK_PREFIX}${deskCalls.recordSave.path}`].post;
    expect(save.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: true }));
    expect(doc.paths[`${DESK_PREFIX}${deskCalls.recordList.path}`].get.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'If-Match' }),
    );
    const upload = doc.paths[`${DESK_PREFIX}images/upload`].post;
    expect(Object.keys(upload.requestBody.content).sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(upload.requestBody.content['image/png'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual(['alt']);
  });
});
