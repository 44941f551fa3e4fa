import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskBranchScopes } from '../../src/lib/api/deskBranchScopes.ts';
import { deskCalls, type DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { roleMay, type Role } from '../../src/lib/desk/permissions.ts';
import { addBookingBody, createBooking, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { addTestStaff, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Staff by branch: every desk call (deskCalls, so that a call added later fails here until it is in
 * the table) made by every role, as a member of every branch, of Jubilee Hills (where the booking,
 * the theatre and the branch the inputs name are) and of Kondapur alone. The Kondapur member is
 * refused whatever is about Jubilee Hills with words naming both, counted in the audit log and
 * changing nothing else; the others pass the branch check (whatever the call then answers).
 */

const JUBILEE = 'loc-jubilee-hills';
const KONDAPUR = 'loc-kondapur';

/**
 * Each call's input, naming Jubilee Hills's booking ({booking}), theatre (Aurora) or branch; `skip`
 * for a call that is not sent, with why. A call missing from this table fails the first test.
 */
const DAY = '{day}';
const table: Record<string, { input?: unknown; skip?: string }> = {
  signIn: { skip: 'public: no session, so no branch' },
  signOut: { input: {} },
  me: { input: {} },
  changePassword: { input: { currentPassword: 'not-the-password', newPassword: 'a-new-password-1' } },
  staffList: { input: {} },
  staffAdd: { input: {} },
  staffUpdate: { input: {} },
  staffDisable: { input: {} },
  staffEnable: { input: {} },
  staffReset: { input: {} },
  staffUnlock: { input: {} },
  auditList: { input: {} },
  blockList: { input: { theatreId: 'th-aurora' } },
  blockSlots: { input: { theatreId: 'th-aurora', from: DAY, to: DAY, slotIds: ['th-aurora-s2'], reason: 'Maintenance' } },
  unblockSlots: { input: { theatreId: 'th-aurora', from: DAY, to: DAY, slotIds: ['th-aurora-s2'] } },
  leadList: { input: {} },
  leadMark: { input: { kind: 'lead', id: 999999, status: 'contacted', note: 'Called back' } },
  bookingMark: { input: { bookingId: '{booking}', mark: 'arrived' } },
  bookingRecordPayment: { input: { bookingId: '{booking}', left: 100, lines: [{ method: 'cash', amount: 100 }] } },
  bookingVoidPayment: { input: { bookingId: '{booking}', paymentId: 1, reason: 'Recorded on the wrong booking' } },
  bookingSaleQuote: { input: { bookingId: '{booking}', sale: { kind: 'persons', count: 1 } } },
  bookingAddSale: { input: { bookingId: '{booking}', sale: { kind: 'persons', count: 1 }, expectedTotal: 2447 } },
  venueMenu: { input: {} },
  bookingRefundQuote: { input: { bookingId: '{booking}' } },
  bookingCancel: { input: { bookingId: '{booking}', amount: 0, cause: 'customer-asked' } },
  bookingMoveSlots: { input: { bookingId: '{booking}', date: DAY } },
  bookingMoveQuote: { input: { bookingId: '{booking}', theatreId: 'th-aurora', slotId: 'th-aurora-s3', date: DAY } },
  bookingMove: { input: { bookingId: '{booking}', theatreId: 'th-aurora', slotId: 'th-aurora-s3', date: DAY, expectedTotal: 2148 } },
  phoneOptions: { input: {} },
  phoneBooking: {
    input: {
      theatreId: 'th-aurora',
      date: DAY,
      time: { slotId: 'th-aurora-s3', fromTime: '15:30', toTime: '18:30' },
      userName: 'Meera Iyer',
      userPhone: '9812345670',
      noOfPersons: 2,
    },
  },
  phoneQuote: {
    input: { theatreId: 'th-aurora', date: DAY, time: { slotId: 'th-aurora-s3', fromTime: '15:30', toTime: '18:30' }, noOfPersons: 2 },
  },
  phonePlans: { input: { theatreId: 'th-aurora', occasionId: 'no-such-occasion' } },
  paymentLink: { input: { bookingId: '{booking}', paymentType: 'advance' } },
  settingsRead: { input: {} },
  settingsRefundWindow: { input: {} },
  settingsRescheduleWindow: { input: {} },
  messageSettings: { input: {} },
  messageSettingsSave: { input: {} },
  gstSettings: { input: {} },
  gstSettingsSave: { input: {} },
  bookingGst: { input: { bookingId: '{booking}' } },
  contentChanges: { input: {} },
  recordList: { input: { kind: 'faq' } },
  recordSave: { input: {} },
  recordRemove: { input: {} },
  imageList: { input: {} },
  imageUpload: { skip: 'its body is an image; it is about no branch (the scope table says none)' },
  history: { input: {} },
  historyRestore: { input: {} },
  board: { input: { branch: JUBILEE } },
  boardRefresh: { input: { branch: JUBILEE } },
  boardWeek: { input: { branch: JUBILEE } },
  bookingPage: { input: { bookingId: '{booking}' } },
  bookingPageRefresh: { input: { bookingId: '{booking}' } },
  bookingNote: { input: { bookingId: '{booking}', text: 'Called the customer' } },
  bookingMessages: { input: { bookingId: '{booking}' } },
  bookingMessageResend: { input: { bookingId: '{booking}', messageId: 1 } },
  bookingList: { input: { branch: JUBILEE } },
  bookingExport: { input: { branch: JUBILEE } },
  takings: { input: { branch: JUBILEE } },
  takingsExport: { input: { branch: JUBILEE } },
  todaySummary: { skip: 'names no branch: its answer is cut to the member’s, tested below' },
  reports: { input: {} },
  reportsExport: { input: {} },
  releaseStatus: { input: {} },
  releasePublish: { skip: 'builds the whole site; it is about no branch (the scope table says none)' },
  releasePreview: { skip: 'builds the whole site; it is about no branch (the scope table says none)' },
  releaseRollback: { input: { releaseId: 'no-such-release' } },
};

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let bookingId: string;
const day = addDays('2026-11-22', 10);
const members = {} as Record<'all' | 'jubilee' | 'kondapur', Record<Role, TestStaff>>;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  bookingId = await createBooking(h, await newToken(h), addBookingBody(tomorrow(clock.now())));
  for (const [key, branches] of [
    ['all', null],
    ['jubilee', [JUBILEE]],
    ['kondapur', [KONDAPUR]],
  ] as const) {
    members[key] = {} as Record<Role, TestStaff>;
    for (const role of ['owner', 'manager', 'front-desk', 'editor'] as const) {
      const s = await addTestStaff(h.db, role);
      // The owner works at every branch: the database itself refuses them less (below).
      if (branches && role !== 'owner') await h.db.query('update staff set branch_ids = $2 where id = $1', [s.id, branches]);
      members[key][role] = s;
    }
  }
});
afterAll(() => h?.close());

const inputOf = (name: string) =>
  JSON.parse(
    JSON.stringify(table[name].input ?? {})
      .replaceAll('{booking}', bookingId)
      .replaceAll(DAY, day),
  );
const callNames = Object.keys(deskCalls) as DeskCallName[];
const sent = callNames.filter((n) => table[n] && !table[n].skip);
/** The table read by any name, as the test asks of names that may not be calls. */
const scopeTable: Readonly<Record<string, readonly string[] | undefined>> = deskBranchScopes;
const scopeOf = (name: string) => scopeTable[name] ?? [];
const aboutABranch = (name: string) => scopeOf(name).some((s) => s !== 'none');

describe('the table of branch scopes', () => {
  it('has every desk call, here and in deskBranchScopes, and nothing else', () => {
    expect(callNames.filter((n) => !(n in table))).toEqual([]);
    expect(Object.keys(deskRoutes).filter((n) => !scopeTable[n]?.length)).toEqual([]);
    expect(Object.keys(deskBranchScopes).filter((n) => !(n in deskRoutes))).toEqual([]);
  });

  it("says 'none' only alone, and only of the owner's calls or calls whose input names no booking, theatre or branch", () => {
    for (const name of callNames) {
      const { permission, request } = deskCalls[name];
      const scopes = scopeOf(name);
      if (!scopes.includes('none')) continue;
      expect(scopes, name).toEqual(['none']);
      // The owner works at every branch: their own screens need no branch check.
      if (permission === 'public' || ['manager', 'front-desk', 'editor'].every((r) => !roleMay(r as Role, permission))) continue;
      const keys = Object.keys((request as unknown as { shape?: object }).shape ?? {});
      expect(
        keys.filter((k) => ['bookingId', 'theatreId', 'branch'].includes(k)),
        name,
      ).toEqual([]);
    }
  });
});

describe.each(sent)('%s', (name) => {
  it('refuses a member of Kondapur what is about Jubilee Hills, and lets the owner and members of Jubilee Hills or every branch past', async () => {
    const { permission } = deskCalls[name];
    for (const role of ['owner', 'manager', 'front-desk', 'editor'] as const) {
      const may = permission === 'public' || roleMay(role, permission);
      for (const key of ['all', 'jubilee', 'kondapur'] as const) {
        const member = members[key][role];
        const cookie = await sessionCookie(h.db, member.id, clock.now());
        const before = await databaseDigest(h.db, ['audit_log', 'staff_sessions', 'rate_limits']);
        const res = await deskCall(app, name, inputOf(name), { cookie });
        const who = `${role} of ${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        if (!may) {
          expect(res.body.message, who).toMatch(/^Your role \(.+\) may not do this\.$/);
        } else if (key === 'kondapur' && role !== 'owner' && aboutABranch(name)) {
          expect(res.status, who).toBe(403);
          expect(res.body.message, who).toMatch(/^You work at CineCelebrations Kondapur[;,] .*CineCelebrations Jubilee Hills\.$/);
          expect(await databaseDigest(h.db, ['audit_log', 'staff_sessions', 'rate_limits']), who).toEqual(before);
        } else {
          expect(res.status === 403 && /^You work at/.test(res.body.message ?? ''), who).toBe(false);
        }
      }
    }
  });
});

describe('a refusal for the branch', () => {
  it('is counted in the audit log under the member and the call, with its words', async () => {
    const member = members.kondapur['front-desk'];
    const cookie = await sessionCookie(h.db, member.id, clock.now());
    const count = async () =>
      (
        await h.db.query<{ n: number }>(
          `select coalesce(sum(count), 0)::int as n from audit_log where action = 'refused.branch' and target = 'call:GET bookings/page' and staff_id = $1`,
          [member.id],
        )
      )[0].n;
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await deskCall(app, 'bookingPage', { bookingId }, { cookie })).status).toBe(403);
    expect(await count()).toBe(before + 3);
    const [row] = await h.db.query<{ after: { reason: string } }>(
      `select after from audit_log where action = 'refused.branch' and staff_id = $1 and target = 'call:GET bookings/page'`,
      [member.id],
    );
    expect(row.after.reason).toBe('You work at CineCelebrations Kondapur; this booking is at CineCelebrations Jubilee Hills.');
  });

  it('leaves a booking that does not exist to its 404, and a theatre that does not exist to its 400', async () => {
    const cookie = await sessionCookie(h.db, members.kondapur.manager.id, clock.now());
    expect((await deskCall(app, 'bookingPage', { bookingId: 'no-such-booking' }, { cookie })).status).toBe(404);
    const blocks = await deskCall(app, 'blockList', { theatreId: 'no-such-theatre' }, { cookie });
    expect(blocks.status).toBe(400);
  });

  it('holds from the next call after the owner changes the branches: the account is read with every call', async () => {
    const s = await addTestStaff(h.db, 'front-desk');
    const cookie = await sessionCookie(h.db, s.id, clock.now());
    expect((await deskCall(app, 'bookingPage', { bookingId }, { cookie })).status).toBe(200);
    await h.db.query('update staff set branch_ids = $2 where id = $1', [s.id, [KONDAPUR]]);
    expect((await deskCall(app, 'bookingPage', { bookingId }, { cookie })).status).toBe(403);
    expect((await deskCall(app, 'me', {}, { cookie })).body.staff.branches).toEqual([KONDAPUR]);
  });

  it('cannot be dodged by an owner given some branches: the database refuses it', async () => {
    const owner = members.all.owner;
    await expect(h.db.query('update staff set branch_ids = $2 where id = $1', [owner.id, [KONDAPUR]])).rejects.toThrow();
    await expect(h.db.query(`update staff set branch_ids = '{}' where id = $1`, [members.all.manager.id])).rejects.toThrow();
  });
});

describe('lists over branches', () => {
  it('show a member of Kondapur only Kondapur: Find, its export, takings, today, blocks, and the board opens on Kondapur', async () => {
    const cookie = await sessionCookie(h.db, members.kondapur.manager.id, clock.now());
    const all = await sessionCookie(h.db, members.all.manager.id, clock.now());
    const date = tomorrow(clock.now());
    const found = await deskCall(app, 'bookingList', { from: date, to: date }, { cookie });
    expect(found.status).toBe(200);
    expect(found.body.bookings).toEqual([]);
    expect(found.body.branches.map((b: { id: string }) => b.id)).toEqual([KONDAPUR]);
    const foundAll = await deskCall(app, 'bookingList', { from: date, to: date }, { cookie: all });
    expect(foundAll.body.bookings.map((b: { id: string }) => b.id)).toContain(bookingId);
    const csv = await deskCall(app, 'bookingExport', { from: date, to: date }, { cookie });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).not.toContain('Jubilee');

    const takings = await deskCall(app, 'takings', {}, { cookie });
    expect(takings.body.branches.map((b: { branch: { id: string } }) => b.branch.id)).toEqual([KONDAPUR]);
    const takingsCsv = await deskCall(app, 'takingsExport', {}, { cookie });
    expect(String(takingsCsv.body)).toContain('Kondapur');
    expect(String(takingsCsv.body)).not.toContain('Jubilee');
    const today = await deskCall(app, 'todaySummary', {}, { cookie });
    expect(today.body.branches.map((b: { branch: { id: string } }) => b.branch.id)).toEqual([KONDAPUR]);
    const todayAll = await deskCall(app, 'todaySummary', {}, { cookie: all });
    expect(todayAll.body.branches.length).toBeGreaterThan(1);

    const blocks = await deskCall(app, 'blockList', {}, { cookie });
    expect(blocks.status).toBe(200);
    expect(blocks.body.theatres.map((t: { id: string }) => t.id).sort()).toEqual(['th-cosmos', 'th-lumiere']);
    expect(blocks.body.blocks.every((b: { theatreId: string }) => ['th-cosmos', 'th-lumiere'].includes(b.theatreId))).toBe(true);

    const board = await deskCall(app, 'board', { date }, { cookie });
    expect(board.status).toBe(200);
    expect(board.body.branch.id).toBe(KONDAPUR);
    expect(board.body.branches.map((b: { id: string }) => b.id)).toEqual([KONDAPUR]);
    expect((await deskCall(app, 'board', { date }, { cookie: all })).body.branches.length).toBeGreaterThan(1);
  });

  it("offer a member of Jubilee Hills a move to Jubilee Hills' theatres only", async () => {
    const theatres = async (who: TestStaff) =>
      (await deskCall(app, 'bookingMoveSlots', { bookingId, date: day }, { cookie: await sessionCookie(h.db, who.id, clock.now()) })).body
        .theatres as { id: string; branch: string }[];
    const mine = await theatres(members.jubilee.manager);
    const every = await theatres(members.all.manager);
    expect(new Set(mine.map((t) => t.branch))).toEqual(new Set(['CineCelebrations Jubilee Hills']));
    expect(new Set(every.map((t) => t.branch)).size).toBeGreaterThan(1);
    expect(every.map((t) => t.id)).toEqual(expect.arrayContaining(mine.map((t) => t.id)));
  });

  it('refuse another branch named in the query, however it is written', async () => {
    const cookie = await sessionCookie(h.db, members.kondapur['front-desk'].id, clock.now());
    for (const branch of [JUBILEE, ` ${JUBILEE} `, 'loc-gachibowli'])
      expect((await deskCall(app, 'bookingList', { branch }, { cookie })).status, branch).toBe(403);
    expect((await deskCall(app, 'bookingList', { branch: KONDAPUR }, { cookie })).status).toBe(200);
  });
});
