import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TAKEN, NO_SUCH_STAFF, OWN_ROLE } from '../../server/desk/staffRoutes.ts';
import { OWNER_EVERY_BRANCH } from '../../server/desk/staffDetails.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/** The owner changes a member's name, login, role and branches (staff/update), and adds one with branches. */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let owner: TestStaff;
let ownerCookie: string;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  owner = await addTestStaff(h.db, 'owner');
  ownerCookie = await sessionCookie(h.db, owner.id, clock.now());
});
afterAll(() => h?.close());

const update = (body: unknown, cookie = ownerCookie) => deskCall(app, 'staffUpdate', body, { cookie });
const detailsOf = (s: TestStaff) => ({ staffId: s.id, name: s.name, login: s.login, role: s.role, branches: 'all' as const });

describe('changing a staff account', () => {
  it("saves the name, login, role and branches, audited with before and after; the member's next call has them", async () => {
    const member = await addTestStaff(h.db, 'front-desk');
    const cookie = await sessionCookie(h.db, member.id, clock.now());
    const res = await update({
      ...detailsOf(member),
      name: 'Ravi Kumar',
      login: '9811122233',
      role: 'manager',
      branches: ['loc-kondapur', 'loc-gachibowli', 'loc-kondapur'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // In the site's order, each once.
    expect(res.body.member).toMatchObject({
      name: 'Ravi Kumar',
      login: '9811122233',
      role: 'manager',
      branches: ['loc-gachibowli', 'loc-kondapur'],
    });
    const [entry] = await auditOf(h.db, `action = 'staff.update' and target = $1`, [`staff:${member.id}`]);
    expect(entry.staff_id).toBe(owner.id);
    expect(entry.before).toEqual({ name: member.name, login: member.login, role: 'front-desk', branches: 'all' });
    expect(entry.after).toEqual({
      name: 'Ravi Kumar',
      login: '9811122233',
      role: 'manager',
      branches: 'CineCelebrations Gachibowli, CineCelebrations Kondapur',
    });
    const me = await deskCall(app, 'me', {}, { cookie });
    expect(me.body.staff).toMatchObject({ role: 'manager', branches: ['loc-gachibowli', 'loc-kondapur'] });
    expect(me.body.permissions).toContain('takings.read');
    // Back to every branch.
    const back = await update({ staffId: member.id, name: 'Ravi Kumar', login: '9811122233', role: 'manager', branches: 'all' });
    expect(back.body.member.branches).toBe('all');
    // The same details again change nothing and are not audited.
    const same = await update({ staffId: member.id, name: 'Ravi Kumar', login: '9811122233', role: 'manager', branches: 'all' });
    expect(same.body.message).toBe('Nothing was changed.');
    expect(await auditOf(h.db, `action = 'staff.update' and target = $1`, [`staff:${member.id}`])).toHaveLength(2);
  });

  it("refuses another account's login (409), an owner with some branches, a branch that is not open, and the owner's own role", async () => {
    const member = await addTestStaff(h.db, 'manager');
    const other = await addTestStaff(h.db, 'editor');
    const before = await databaseDigest(h.db, ['audit_log']);
    expect(await update({ ...detailsOf(member), login: other.login })).toMatchObject({ status: 409, body: { message: LOGIN_TAKEN } });
    const ownerBranches = await update({ ...detailsOf(member), role: 'owner', branches: ['loc-kondapur'] });
    expect(ownerBranches).toMatchObject({ status: 400, body: { errors: [{ field: 'branches', message: OWNER_EVERY_BRANCH }] } });
    const closed = await update({ ...detailsOf(member), branches: ['loc-lb-nagar'] });
    expect(closed.status).toBe(400);
    expect(closed.body.errors[0]).toMatchObject({ field: 'branches' });
    const own = await update({ ...detailsOf(owner), role: 'manager' });
    expect(own).toMatchObject({ status: 400, body: { errors: [{ field: 'role', message: OWN_ROLE }] } });
    expect(await update({ ...detailsOf(member), staffId: 'st-no-such', login: '9899988877' })).toMatchObject({
      status: 404,
      body: { message: NO_SUCH_STAFF },
    });
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });

  it('refuses hostile input at its field and changes nothing', async () => {
    const member = await addTestStaff(h.db, 'front-desk');
    const before = await databaseDigest(h.db, ['audit_log']);
    const bad: [string, unknown][] = [
      ['name', 42],
      ['name', ''],
      ['name', 'x'.repeat(10_000)],
      ['name', 'Ravi\u0000Kumar'],
      ['login', 'not a login'],
      ['login', '98111\u000022233'],
      ['role', 'superuser'],
      ['branches', 'some'],
      ['branches', []],
      ['branches', [42]],
      ['branches', ['loc-kondapur\u0000']],
      ['branches', Array.from({ length: 51 }, (_, i) => `loc-${i}`)],
      ['branches', ['x'.repeat(10_000)]],
      ['staffId', { $ne: null }],
    ];
    for (const [field, value] of bad) {
      const res = await update({ ...detailsOf(member), [field]: value });
      expect(res.status, `${field}: ${JSON.stringify(value).slice(0, 40)}`).toBe(400);
      expect(
        res.body.errors.map((e: { field: string }) => e.field.split('.')[0]),
        field,
      ).toContain(field);
    }
    expect((await deskCall(app, 'staffUpdate', {}, { cookie: ownerCookie, raw: '[]' })).status).toBe(400);
    // A body past the desk's size is refused before it is read.
    expect((await update({ ...detailsOf(member), branches: ['x'.repeat(100_000)] })).status).toBe(413);
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });

  it('is the owner’s alone: a manager is refused, even for their own account', async () => {
    const manager = await addTestStaff(h.db, 'manager');
    const cookie = await sessionCookie(h.db, manager.id, clock.now());
    const res = await update({ ...detailsOf(manager), branches: 'all' }, cookie);
    expect(res.status).toBe(403);
  });

  it('by two owners at once: one after the other, the second audited with the first one’s change as its before', async () => {
    const member = await addTestStaff(h.db, 'front-desk');
    const second = await addTestStaff(h.db, 'owner');
    const secondCookie = await sessionCookie(h.db, second.id, clock.now());
    const [a, b] = await Promise.all([
      update({ ...detailsOf(member), branches: ['loc-kondapur'] }),
      update({ ...detailsOf(member), role: 'manager' }, secondCookie),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const entries = await auditOf(h.db, `action = 'staff.update' and target = $1`, [`staff:${member.id}`]);
    expect(entries).toHaveLength(2);
    expect(entries[1].before).toEqual(entries[0].after);
    const [row] = await h.db.query<{ role: string; branch_ids: string[] | null }>('select role, branch_ids from staff where id = $1', [
      member.id,
    ]);
    expect(row).toEqual(
      entries[1].after.role === 'manager' ? { role: 'manager', branch_ids: null } : { role: 'front-desk', branch_ids: ['loc-kondapur'] },
    );
  });

  it('giving two accounts one login at once: one of them has it, the other is told it is taken', async () => {
    const [x, y] = [await addTestStaff(h.db, 'editor'), await addTestStaff(h.db, 'editor')];
    const answers = await Promise.all([update({ ...detailsOf(x), login: '9822233344' }), update({ ...detailsOf(y), login: '9822233344' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(LOGIN_TAKEN);
    const [{ n }] = await h.db.query<{ n: number }>(`select count(*)::int as n from staff where login = '9822233344'`);
    expect(n).toBe(1);
  });
});

describe('adding a staff member', () => {
  it('asks for branches: all by default, or some open ones; an owner works at all', async () => {
    const add = (body: object) =>
      deskCall(app, 'staffAdd', { name: 'Asha Rao', role: 'front-desk', password: 'a-good-password-42', ...body }, { cookie: ownerCookie });
    const some = await add({ login: '9833344455', branches: ['loc-kondapur'] });
    expect(some.status, JSON.stringify(some.body)).toBe(200);
    expect(some.body.member.branches).toEqual(['loc-kondapur']);
    const [entry] = await auditOf(h.db, `action = 'staff.add' and target = $1`, [`staff:${some.body.member.id}`]);
    expect(entry.after).toMatchObject({ role: 'front-desk', branches: 'CineCelebrations Kondapur' });
    expect((await add({ login: '9833344466' })).body.member.branches).toBe('all');
    const ownerSome = await add({ login: '9833344477', role: 'owner', branches: ['loc-kondapur'] });
    expect(ownerSome.status).toBe(400);
    expect((await add({ login: '9833344488', branches: ['loc-nowhere'] })).status).toBe(400);
  });
});
