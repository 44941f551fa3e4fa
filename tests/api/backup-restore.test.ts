import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../../server/backup/backupCommand.ts';
import { BACKUP_PATH } from '../../server/backup/backupRoute.ts';
import { restoreBackup } from '../../server/backup/restoreBackup.ts';
import type { Database } from '../../server/db/database.ts';
import { listen, type Listening } from '../../server/http/listen.ts';
import { DESK_PREFIX, deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { AURORA, testClock, tomorrow } from './bookingFixtures.ts';
import { emptyTarget, seededDurable, whatIsThere, type DurableDatabase } from './backupFixtures.ts';
import { addTestStaff, databaseDigest, deskApp, deskCall, sessionCookie, SITE, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking, type PaymentHarness } from './paymentFixtures.ts';

/**
 * `npm run backup` and `npm run restore` on the database under test: a business with bookings,
 * payments, staff, a draft and an uploaded image is backed up (on the embedded database, asked of
 * the server that holds its folder, as while it runs) and restored into an empty database, where
 * everything is found again; a bad file, or a database that is not empty, changes nothing.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const TOKEN = `admin-${randomBytes(12).toString('hex')}`;
let source: DurableDatabase;
let t: PaymentHarness;
let desk: App;
let server: Listening;
let work: string;
let mediaDir: string;
let editor: TestStaff;
let uploaded: { file: string; bytes: Buffer };
let good: string;

const settings = (more: object = {}) => ({
  ...source.settings,
  mediaDir,
  host: '127.0.0.1',
  port: server.port,
  adminToken: TOKEN,
  ...more,
});

beforeAll(async () => {
  source = await seededDurable();
  t = await openPaymentHarness(clock.now, { db: source.db });
  work = await mkdtemp(join(tmpdir(), 'theatre-backup-test-'));
  mediaDir = join(work, 'media');
  desk = deskApp(source.db, { now: clock.now, mediaDir, rebuild: { token: TOKEN } });
  server = await listen(0, '127.0.0.1');
  server.handleWith(desk.fetch);

  editor = await addTestStaff(source.db, 'editor', { name: 'Esha Editor' });
  await paidBooking(t, tomorrow(clock.now()));
  await paidBooking(t, tomorrow(clock.now()), { slot: AURORA.ninety, pay: 'none' });
  const cookie = await sessionCookie(source.db, editor.id, clock.now());
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b0413e' } })
    .jpeg()
    .toBuffer();
  const up = await desk.request(`${DESK_PREFIX}${deskRoutes.imageUpload.path}?alt=${encodeURIComponent('Aurora for a birthday')}`, {
    method: 'POST',
    headers: { cookie, origin: SITE, 'content-type': 'image/jpeg', 'content-length': String(photo.length) },
    body: new Blob([new Uint8Array(photo)]),
  });
  expect(up.status, await up.clone().text()).toBe(200);
  const [file] = await readdir(join(mediaDir, 'uploads'));
  uploaded = { file, bytes: await readFile(join(mediaDir, 'uploads', file)) };
  const faqs = (await deskCall(desk, 'recordList', { kind: 'faq' }, { cookie })).body.records;
  const saved = await deskCall(
    desk,
    'recordSave',
    { kind: 'faq', id: faqs[0].id, fields: { ...faqs[0].fields, question: 'Can we bring a cake? (draft)', answer: 'Yes.' } },
    { cookie, headers: { 'if-match': `"${faqs[0].version}"` } },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  good = join(work, 'good.tar.gz');
  await backupCommand(good, settings());
});

afterAll(async () => {
  await new Promise((r) => server?.server.close(r));
  await source?.cleanup();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Every row of every table (the migrations' records aside, whose times are those of the restore),
 * and where every sequence stands: the next row of each table takes the id it would have taken.
 */
async function everyRow(db: Database) {
  const versions = (await db.query<{ version: string }>('select version from schema_migrations order by 1')).map((r) => r.version);
  const sequences: Record<string, string> = {};
  const names = await db.query<{ name: string }>(
    `select relname as name from pg_class where relkind = 'S' and relnamespace = current_schema()::regnamespace`,
  );
  for (const { name } of names) {
    const [at] = await db.query<{ at: string }>(`select last_value::text || ' ' || is_called::text as at from "${name}"`);
    sequences[name] = at.at;
  }
  return { ...(await databaseDigest(db, ['schema_migrations'])), versions, sequences };
}

async function restoredInto(file: string) {
  const target = await emptyTarget();
  const media = join(work, `restored-media-${randomBytes(4).toString('hex')}`);
  await restoreBackup(file, { ...target, mediaDir: media });
  return { target, media };
}

describe('a backup', () => {
  it('restores into an empty database with every row, the staff sign-in, the draft and the image', async () => {
    const { target, media } = await restoredInto(good);
    const db: Database = await target.open();
    try {
      expect(await everyRow(db)).toEqual(await everyRow(source.db));
      const counts = `select (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments,
        (select count(*)::int from staff) as staff, (select count(*)::int from bookings where status = 'booking-confirmed') as confirmed`;
      const [restored] = await db.query(counts);
      expect(restored).toEqual((await source.db.query(counts))[0]);
      expect(restored.confirmed).toBeGreaterThan(0);

      const app = deskApp(db, { now: clock.now, mediaDir: media });
      const signedIn = await deskCall(app, 'signIn', { login: editor.login, password: editor.password });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      const cookie = signedIn.cookies[0].split(';')[0];
      const faq = (await deskCall(app, 'recordList', { kind: 'faq' }, { cookie })).body.records[0];
      expect(faq).toMatchObject({ state: 'changed', fields: { question: 'Can we bring a cake? (draft)' } });

      const image = await app.request(`/media/uploads/${uploaded.file}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(uploaded.bytes)).toBe(true);
    } finally {
      await db.close();
      await target.cleanup();
    }
  });

  it('is asked for with the admin token only', async () => {
    const origin = `http://127.0.0.1:${server.port}`;
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Bearer ${'a'.repeat(100_000)}`, 'Bearer \u0000']) {
      const res = await fetch(`${origin}${BACKUP_PATH}`, { headers: authorization ? { authorization } : {} }).catch((e: Error) => e);
      if (res instanceof Error) continue; // a header the client itself refuses to send
      // A header too large for the server is refused before it is read (431).
      expect([401, 431]).toContain(res.status);
      if (res.status === 401) expect((await res.json()).message).toBe('A valid admin token is required.');
    }
    const refused = backupCommand(join(work, 'refused.tar.gz'), settings({ adminToken: 'wrong' }));
    // PostgreSQL is read over its own connection, needing no token; the embedded database is asked of its server.
    if (source.settings.databaseUrl) await expect(refused).resolves.toMatchObject({ database: 'postgres' });
    else await expect(refused).rejects.toThrow(/refused the ADMIN_TOKEN given/);
  });
  it('is written only into a folder that exists, and only from a database that exists', async () => {
    await expect(backupCommand(join(work, 'no-such-folder', 'b.tar.gz'), settings())).rejects.toThrow(
      /The folder .*no-such-folder does not exist/,
    );
    if (!source.settings.databaseUrl) {
      const nowhere = join(work, 'no-database');
      await expect(backupCommand(join(work, 'b.tar.gz'), settings({ dataDir: nowhere }))).rejects.toThrow(
        /There is no database in .*no-database/,
      );
    }
    expect((await readdir(work)).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});

describe('a restore', () => {
  it('refuses a missing, garbage or cut-short file, or one changed inside, and changes nothing', async () => {
    const garbage = join(work, 'garbage.tar.gz');
    await writeFile(garbage, randomBytes(5000));
    const cut = join(work, 'cut.tar.gz');
    await copyFile(good, cut);
    const { size } = await (await import('node:fs/promises')).stat(good);
    await truncate(cut, Math.floor(size / 2));
    const text = join(work, 'text.tar.gz');
    await writeFile(text, 'not a backup\n');
    const cases: [string, RegExp][] = [
      [join(work, 'missing.tar.gz'), /There is no file .*missing\.tar\.gz/],
      [garbage, /is not a whole backup made by `npm run backup`: it does not unpack/],
      [text, /is not a whole backup made by `npm run backup`/],
      [cut, /is not a whole backup made by `npm run backup`/],
      [work, /is not a file/],
    ];
    for (const [file, message] of cases) {
      const target = await emptyTarget();
      const media = join(work, 'media-untouched');
      try {
        const before = await whatIsThere(target);
        await expect(restoreBackup(file, { ...target, mediaDir: media })).rejects.toThrow(message);
        expect(await whatIsThere(target)).toEqual(before);
        await expect(readdir(media)).rejects.toThrow(/ENOENT/);
      } finally {
        await target.cleanup();
      }
    }
  });

  it('refuses a database that is not empty unless forced, and then replaces what it held', async () => {
    const { target } = await restoredInto(good);
    try {
      const db = await target.open();
      await db.query(`update staff set name = 'Changed since' where id = $1`, [editor.id]);
      const changed = await databaseDigest(db);
      await db.close();
      const media = join(work, 'media-forced');
      await expect(restoreBackup(good, { ...target, mediaDir: media })).rejects.toThrow(/is not empty: .*pass --force/);
      const again = await target.open();
      expect(await databaseDigest(again)).toEqual(changed);
      await again.close();

      await restoreBackup(good, { ...target, mediaDir: media, force: true });
      const forced = await target.open();
      try {
        expect(await everyRow(forced)).toEqual(await everyRow(source.db));
      } finally {
        await forced.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('restores a backup taken while bookings were being made: one moment, never half a booking', async () => {
    const during = join(work, 'during.tar.gz');
    const [{ n: before }] = await source.db.query<{ n: number }>('select count(*)::int as n from bookings');
    const bookings = Array.from({ length: 6 }, () =>
      paidBooking(t, tomorrow(clock.now()), { pay: 'none', slot: AURORA.slot1 }).catch(() => undefined),
    );
    await backupCommand(during, settings());
    await Promise.all(bookings);
    const { target } = await restoredInto(during);
    const db = await target.open();
    try {
      const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from bookings');
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThanOrEqual(before + 6);
    } finally {
      await db.close();
      await target.cleanup();
    }
  });
});
