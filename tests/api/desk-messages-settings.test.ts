import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMessageSettings } from '../../server/repo/messageSettings.ts';
import { MessageSettingsResponse } from '../../src/lib/api/deskMessages.ts';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../../src/lib/messages/messageSettings.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, databaseDigest, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, sessionsWaitingOnLocks, type Harness } from './harness.ts';

/**
 * The owner's messages settings: which kinds go, the reminder times, the sender's name and the
 * staff's addresses; read as the senders read them, audited with before and after, each field's
 * hostile input refused by name, and two owners saving at once taking turns.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
const staff = {} as Record<'owner' | 'owner2' | 'manager' | 'front' | 'editor', TestStaff>;
const cookies = {} as Record<keyof typeof staff, string>;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  staff.owner = await addTestStaff(h.db, 'owner', { name: 'Olga Owner' });
  staff.owner2 = await addTestStaff(h.db, 'owner', { name: 'Omar Owner' });
  staff.manager = await addTestStaff(h.db, 'manager');
  staff.front = await addTestStaff(h.db, 'front-desk');
  staff.editor = await addTestStaff(h.db, 'editor');
  for (const who of Object.keys(staff) as (keyof typeof staff)[]) cookies[who] = await sessionCookie(h.db, staff[who].id, clock.now());
});
afterAll(() => h?.close());

const as = (who: keyof typeof staff, name: 'messageSettings' | 'messageSettingsSave', input: unknown = {}, raw?: string) =>
  deskCall(app, name, input, { cookie: cookies[who], raw });

const settings = (change: Partial<MessageSettings> = {}): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled },
  ...change,
});

const fieldsOf = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);

describe("the messages' settings", () => {
  it('are the defaults until an owner saves them: every kind on, a reminder the day before at 10:00', async () => {
    const res = await as('owner', 'messageSettings');
    expect(res.status).toBe(200);
    expect(MessageSettingsResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ settings: DEFAULT_MESSAGE_SETTINGS, updatedAt: null, updatedBy: null });
  });

  it('two owners saving at once take turns: each replaces what the other saved, and the audit log says so', async () => {
    await h.db.query(`delete from desk_settings where name = 'messages'`);
    const a = settings({ senderName: 'Olga’s Theatre', reminders: [{ daysBefore: 2, at: '18:00' }] });
    const b = settings({ senderName: 'Omar’s Theatre', staffEmails: ['omar@example.com'] });
    // Another save holds the row meanwhile (made, not yet committed): both wait for it, then go on together.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = h.db.transaction(async (tx) => {
      await tx.query(`insert into desk_settings (name, value, updated_at) values ('messages', $1::jsonb, $2)`, [
        JSON.stringify(DEFAULT_MESSAGE_SETTINGS),
        clock.now(),
      ]);
      await released;
    });
    const saves = Promise.all([as('owner', 'messageSettingsSave', a), as('owner2', 'messageSettingsSave', b)]);
    await sessionsWaitingOnLocks(h.db, 2);
    release();
    await held;
    const answers = await saves;
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const audit = await auditOf(h.db, `action = 'settings.messages'`);
    expect(audit).toHaveLength(2);
    // The second replaced the first's, not the defaults both read before they waited.
    expect(audit[0].before).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(audit[1].before).toEqual(audit[0].after);
    const last = audit[1].after;
    expect(await readMessageSettings(h.db)).toEqual(last);
    expect((await as('owner', 'messageSettings')).body.settings).toEqual(last);
  });

  it('are saved as the senders read them, with who and when, and audited with before and after', async () => {
    const before = await readMessageSettings(h.db);
    const next = settings({
      enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: false, 'refund-sent': false },
      reminders: [
        { daysBefore: 1, at: '10:00' },
        { daysBefore: 0, at: '08:30' },
        { daysBefore: 7, at: '23:59' },
      ],
      senderName: 'Private Theatre, Jubilee Hills',
      staffEmails: ['desk@example.com', 'owner@example.com'],
    });
    clock.advance(60_000);
    const res = await as('owner', 'messageSettingsSave', { ...next, senderName: '  Private Theatre, Jubilee Hills  ', extra: 'ignored' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ settings: next, updatedBy: 'Olga Owner', updatedAt: clock.now().toISOString() });
    expect(await readMessageSettings(h.db)).toEqual(next);
    const [entry] = (await auditOf(h.db, `action = 'settings.messages'`)).slice(-1);
    expect(entry).toMatchObject({ staff_id: staff.owner.id, target: 'settings:messages', before, after: next });
    // No reminders at all is a choice too.
    const none = await as('owner', 'messageSettingsSave', settings({ reminders: [] }));
    expect(none.body.settings.reminders).toEqual([]);
  });

  it('are the owner’s alone: the others are refused, and nothing changes', async () => {
    const before = await databaseDigest(h.db, ['audit_log']);
    for (const who of ['manager', 'front', 'editor'] as const) {
      expect((await as(who, 'messageSettings')).status, who).toBe(403);
      expect((await as(who, 'messageSettingsSave', settings())).status, who).toBe(403);
    }
    expect(await databaseDigest(h.db, ['audit_log'])).toEqual(before);
  });

  it.each([
    ['four reminders', { reminders: Array.from({ length: 4 }, (_, i) => ({ daysBefore: i, at: '10:00' })) }, ['reminders']],
    ['a time of 25:00', { reminders: [{ daysBefore: 1, at: '25:00' }] }, ['reminders.0.at']],
    ['a time without its minutes', { reminders: [{ daysBefore: 1, at: '9' }] }, ['reminders.0.at']],
    ['8 days before', { reminders: [{ daysBefore: 8, at: '10:00' }] }, ['reminders.0.daysBefore']],
    ['a day and a half before', { reminders: [{ daysBefore: 1.5, at: '10:00' }] }, ['reminders.0.daysBefore']],
    ['days as text', { reminders: [{ daysBefore: '1', at: '10:00' }] }, ['reminders.0.daysBefore']],
    [
      'the same reminder twice',
      {
        reminders: [
          { daysBefore: 1, at: '10:00' },
          { daysBefore: 1, at: '10:00' },
        ],
      },
      ['reminders.1'],
    ],
    ['reminders not a list', { reminders: '1 day before' }, ['reminders']],
    ['a reminder not an object', { reminders: [null] }, ['reminders.0']],
    ['a huge name', { senderName: 'N'.repeat(5000) }, ['senderName']],
    ['an empty name', { senderName: '   ' }, ['senderName']],
    ['a name with NUL', { senderName: 'Private\u0000Theatre' }, ['senderName']],
    ['a name with a control character', { senderName: 'Private\u0007Theatre' }, ['senderName']],
    ['a name that is a number', { senderName: 42 }, ['senderName']],
    ['a bad e-mail', { staffEmails: ['desk@'] }, ['staffEmails.0']],
    ['an e-mail with NUL', { staffEmails: ['desk\u0000@example.com'] }, ['staffEmails.0']],
    ['an e-mail given twice', { staffEmails: ['desk@example.com', 'DESK@example.com'] }, ['staffEmails.1']],
    ['eleven e-mails', { staffEmails: Array.from({ length: 11 }, (_, i) => `staff${i}@example.com`) }, ['staffEmails']],
    ['e-mails as one text', { staffEmails: 'desk@example.com' }, ['staffEmails']],
    ['a kind switched on as text', { enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: 'yes' } }, ['enabled.reminder']],
    ['a kind left out', { enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: undefined } }, ['enabled.reminder']],
    ['no kinds', { enabled: null }, ['enabled']],
  ])('refuses %s, naming the field, and changes nothing', async (_, change, fields) => {
    const before = await databaseDigest(h.db);
    const res = await as('owner', 'messageSettingsSave', { ...settings(), ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(fieldsOf(res)).toEqual(fields);
    expect(await databaseDigest(h.db)).toEqual(before);
  });

  it('refuses a body that is not an object, and one too large to read, with a clear message', async () => {
    for (const raw of ['[]', '"settings"', '{"enabled":', 'null']) {
      const res = await as('owner', 'messageSettingsSave', {}, raw);
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toMatch(/JSON/);
    }
    const huge = await as('owner', 'messageSettingsSave', { ...settings(), senderName: 'N'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
  });
});
