import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { startServer } from '../../server/main.ts';
import { MESSAGES_SANDBOX_CREDENTIALS, messagesFromEnv } from '../../server/messages/config.ts';
import { freshPostgres, onRealPostgres } from './harness.ts';
import { confirmation, emailContent, outboxRow, queue } from './messageDelivery.ts';

/**
 * The messages sandbox in a server process: served and sending under MESSAGES=sandbox, as
 * `npm start` runs it; not served at all under MESSAGES=live; and a production server that is not
 * told which refuses to start.
 */

// Not one call of these may reach a database.
const noDatabase = new Proxy({} as Database, {
  get: (_target, name) => {
    throw new Error(`the database was used (${String(name)})`);
  },
});

describe('with live messages', () => {
  const live = messagesFromEnv(
    {
      MESSAGES: 'live',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAlive',
      WHATSAPP_APP_SECRET: 'live-secret',
      WHATSAPP_VERIFY_TOKEN: 'live-verify',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'bookings@example.com',
    },
    'http://127.0.0.1:4321',
  );

  it('the sandbox is not served: /sandbox/messages and its WhatsApp answer 404', async () => {
    const app = createApp({ db: noDatabase, messages: live });
    for (const [method, path] of [
      ['GET', '/sandbox/messages'],
      ['POST', '/sandbox/messages/1/status'],
      ['POST', `/sandbox/whatsapp/v23.0/${live.whatsapp.phoneNumberId}/messages`],
    ]) {
      const res = await app.request(path, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'status=read' : undefined,
      });
      expect(res.status, path).toBe(404);
    }
  });

  it("the webhook answers Meta's handshake with the live verify token only", async () => {
    const app = createApp({ db: noDatabase, messages: live });
    const path = '/v1/theatre/messages/whatsapp/webhook?hub.mode=subscribe&hub.challenge=77&hub.verify_token=';
    expect((await app.request(`${path}live-verify`)).status).toBe(200);
    expect((await app.request(`${path}${MESSAGES_SANDBOX_CREDENTIALS.whatsapp.verifyToken}`)).status).toBe(403);
  });
});

const dir = mkdtempSync(join(tmpdir(), 'messages-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a server as npm start starts it', () => {
  it('sends what is queued through its own sandbox (WhatsApp over HTTP, e-mail over SMTP) and stops cleanly', async () => {
    const pgdb = onRealPostgres ? await freshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    const config = { ...loadConfig({ DATABASE_URL: pgdb?.url ?? '' }), port: 0, dataDir: join(dir, 'served'), siteDir: undefined };
    const server = await startServer(config);
    try {
      const wa = await queue(server.db, { content: confirmation('Served Reader') }, new Date());
      const mail = await queue(
        server.db,
        { content: emailContent({ subject: 'Served by SMTP' }), recipient: 'served@example.com' },
        new Date(),
      );
      for (const id of [wa, mail]) await expect.poll(async () => (await outboxRow(server.db, id)).status).toBe('sent');
      const page = await (await fetch(`http://127.0.0.1:${server.port}/sandbox/messages`)).text();
      expect(page).toContain('Hi Served Reader, your booking ORD-1001 is confirmed');
      expect(page).toContain('Served by SMTP');
    } finally {
      await server.stop();
      await pgdb?.drop();
    }
  });
});

describe('a production server', () => {
  it('refuses to start without MESSAGES, before it opens the database or a port', async () => {
    const dataDir = join(dir, 'data');
    const config = {
      ...loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DATABASE_URL: 'postgres://127.0.0.1:1/never' }),
      port: 0,
      dataDir,
      siteDir: undefined,
    };
    const outcome = await startServer(config).then(
      async (server) => (await server.stop(), 'started'),
      (err: Error) => err.message,
    );
    expect(outcome).toBe(
      'MESSAGES must be set when NODE_ENV=production: "live" (WhatsApp and e-mail, with their keys) or "sandbox" (nothing reaches a customer).',
    );
  });
});
