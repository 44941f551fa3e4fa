import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOwner } from '../../server/desk/addOwner.ts';
import { GUESSABLE_MESSAGES as M } from '../../src/lib/forms/guessablePassword.ts';
import { addTestStaff, CHEAP_SCRYPT, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Passwords that guessing tries early are refused wherever a staff password is set (ASVS 6.2.4):
 * adding an account, the owner's reset, one's own change and `npm run desk -- add-owner`, with the
 * reason at the field, and nothing changes. The rule itself: tests/unit/guessable-password.test.ts.
 */

let h: Harness;
let app: App;
let owner: TestStaff;
let member: TestStaff;

beforeAll(async () => {
  h = await openHarness();
  app = deskApp(h.db);
  owner = await addTestStaff(h.db, 'owner', { name: 'Password Owner' });
  member = await addTestStaff(h.db, 'front-desk', { name: 'Ravi Kumar' });
});
afterAll(() => h?.close());

const as = async (who: TestStaff, name: 'staffAdd' | 'staffReset' | 'changePassword', input: unknown) =>
  deskCall(app, name, input, { cookie: await sessionCookie(h.db, who.id) });

/** The call is refused with a 400 that names the field and says why, and changes nothing. */
async function refused(call: () => Promise<{ status: number; body: any }>, field: string, reason: string): Promise<void> {
  const before = await databaseDigest(h.db);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.message).toBe(`${field} ${reason}`);
  expect(res.body.errors).toEqual([{ field, message: `${field} ${reason}` }]);
  // Only the session the call was made with is new.
  expect({ ...(await databaseDigest(h.db)), staff_sessions: '' }).toEqual({ ...before, staff_sessions: '' });
}

describe('a guessable new password is refused, saying why', () => {
  it.each([
    ['1234567890', M.common],
    ['password12', M.common],
    ['qwertyuiop', M.common],
    ['          ', M.oneCharacter],
    ['abcdefghij', M.sequence],
    ['zxcvbnm,./', M.keyboard],
  ])('adding an account with %j: %s', (password, reason) =>
    refused(() => as(owner, 'staffAdd', { name: 'Meena Iyer', login: '9812300001', role: 'manager', password }), 'password', reason),
  );

  it('adding an account whose password is built on its name or login', async () => {
    await refused(
      () => as(owner, 'staffAdd', { name: 'Meena Iyer', login: '9812300002', role: 'editor', password: 'MeenaIyer123' }),
      'password',
      M.ownDetails,
    );
    await refused(
      () => as(owner, 'staffAdd', { name: 'Meena Iyer', login: 'meena@example.com', role: 'editor', password: 'meena@example.com1' }),
      'password',
      M.ownDetails,
    );
  });

  it("the owner's reset", () =>
    refused(() => as(owner, 'staffReset', { staffId: member.id, password: 'P@ssw0rd123' }), 'password', M.lookAlike));

  it('one’s own change', async () => {
    await refused(
      () => as(member, 'changePassword', { currentPassword: member.password, newPassword: '          ' }),
      'newPassword',
      M.oneCharacter,
    );
    await refused(
      () => as(member, 'changePassword', { currentPassword: member.password, newPassword: 'RaviKumar2024' }),
      'newPassword',
      M.ownDetails,
    );
  });

  it('npm run desk -- add-owner', async () => {
    const before = await databaseDigest(h.db);
    const result = await addOwner(h.db, { name: 'Asha Rao', login: '9812300003', password: 'password12' }, new Date(), CHEAP_SCRYPT);
    expect(result).toEqual({ ok: false, message: `password ${M.common}` });
    expect(await databaseDigest(h.db)).toEqual(before);
    const good = await addOwner(
      h.db,
      { name: 'Asha Rao', login: '9812300003', password: 'tea-at-four-by-the-lake' },
      new Date(),
      CHEAP_SCRYPT,
    );
    expect(good.ok).toBe(true);
  });
});

describe('a password hard to guess', () => {
  it('is taken everywhere, a long and varied one quickly and without error', async () => {
    const long = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    const added = await as(owner, 'staffAdd', { name: 'Kiran Das', login: '9812300004', role: 'front-desk', password: long });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await as(owner, 'staffReset', { staffId: added.body.member.id, password: 'Kiran-desk-2026' })).status).toBe(200);
    expect((await as(member, 'changePassword', { currentPassword: member.password, newPassword: 'ravi-new-desk-2026' })).status).toBe(200);
  }, 60_000);
});
