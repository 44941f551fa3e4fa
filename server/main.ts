import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { buildPayments } from './payments/build.ts';
import { startReconciler } from './payments/reconciler.ts';
import { serverMessages } from './messages/serverMessages.ts';
import { outboxHooks } from './messages/outboxHooks.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { listen } from './http/listen.ts';
import { astroBuild } from './site/astroBuild.ts';
import { deskOrigins } from './desk/originCheck.ts';
import { removeBuilds } from './site/buildSite.ts';
import { ReleaseManager } from './site/releases.ts';
import { siteToServe } from './site/siteToServe.ts';
import { sourceVersion } from './site/sourceVersion.ts';
import { gracefulClose, settledWithin } from './http/gracefulClose.ts';
import type { Actor } from './content/snapshot.ts';

/** Who made the site the server builds at its start, in the releases and on the desk. */
export const SERVER_START: Actor = { staffId: null, staffName: 'Server start' };

/** Where the site's source is: a build of it reads these folders (sourceVersion.ts). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the API (and the built site, when there is one) on one port, and stops cleanly on
 * Ctrl-C or SIGTERM (stop): /readyz answers 'Stopping', the message in hand is sent, the server
 * takes no new connection and lets the requests in flight finish (SHUTDOWN_GRACE_SECONDS at most),
 * the reconciler's round in hand finishes, a site build in hand is ended and its lease handed
 * back, then the database closes, so nothing is lost and another server takes over at once.
 */
export async function startServer(config = loadConfig(), options: { siteBuilding?: boolean; freshData?: boolean } = {}) {
  // A bad PAYMENTS or MESSAGES setting stops the start here, before anything is opened.
  config.payments('http://127.0.0.1');
  config.messages('http://127.0.0.1');
  // Under a production flag the demo customers, whose password is published, are not seeded.
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fresh: options.freshData,
    demoAccounts: !config.production,
  });
  const siteDir = config.siteDir;
  // Fresh data, no old site: a site built from another database must never answer for this one.
  // Only now, with the data folder held, so a second server refused at the lock wipes nothing.
  if (options.freshData && siteDir) await removeBuilds(siteDir);
  let building = options.siteBuilding ?? false;
  let ownOrigin = '';
  // A release's build reads this server's own API (its drafts are only here), wherever API_ORIGIN points.
  const releases = siteDir
    ? new ReleaseManager({
        db,
        siteDir,
        ownOrigin: () => ownOrigin,
        build: (o) => astroBuild({ ...o, env: config.buildEnv }),
        sourceVersion: await sourceVersion(ROOT, config.buildEnv),
      })
    : undefined;
  let stoppingNow = false;
  // The server listens first: the sandbox's hosts and the provider's way back are on its own
  // address, known only then (PORT=0 picks a free one). Until the app is made, it answers 503.
  const listening = await listen(config.port, config.host).catch(async (err) => {
    // A port in use must not leave the data folder locked by a server that never served.
    await db.close().catch(() => {});
    throw err;
  });
  const { server, port } = listening;
  const closing = gracefulClose(server);
  ownOrigin = `http://127.0.0.1:${port}`;
  const url = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const siteOrigin = config.siteUrlGiven ? new URL(config.siteUrl).origin : url;
  const paymentConfig = config.payments(ownOrigin);
  const log = (line: string) => console.warn(line);
  const messages = await serverMessages({ configFor: config.messages, db, origin: ownOrigin, log }).catch(async (err) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close().catch(() => {});
    throw err;
  });
  const payments = buildPayments(paymentConfig, {
    fetch: (u, init) => fetch(u, init),
    now: () => new Date(),
    siteOrigin: () => siteOrigin,
    log,
  });
  const app = createApp({
    db,
    mediaDir: config.mediaDir,
    apiOrigin: config.apiOrigin,
    bookingHorizonDays: config.bookingHorizonDays,
    corsOrigins: config.corsOrigins,
    // The desk page is served by this server: its own address too, when SITE_URL does not say it.
    deskOrigins: deskOrigins(siteOrigin, config.corsOrigins, config.production),
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    tokenSecret: config.tokenSecret,
    slotHoldMinutes: config.slotHoldMinutes,
    stopping: () => stoppingNow,
    releases,
    rebuild: config.adminToken ? { token: config.adminToken } : undefined,
    siteDir: siteDir ? () => siteToServe(siteDir, building) : undefined,
    siteUrl: config.siteUrl,
    payments,
    messages: messages.config,
    // The sandbox calls this server back over HTTP, as a real provider would.
    sandbox:
      paymentConfig.mode === 'sandbox' || messages.config.mode === 'sandbox'
        ? { fetch: (u, init) => fetch(u, init), origin: ownOrigin, publicOrigin: siteOrigin }
        : undefined,
  });
  // app.fetch itself, not a wrapper: the request's socket (the client's address) must reach it.
  listening.handleWith(app.fetch);
  // Releases are built, and those made live elsewhere brought here, once the server's own first
  // build is done (siteBuilt), never beside it.
  const startReleases = () => {
    releases?.start();
    releases?.startSync(config.siteSyncSeconds * 1000);
  };
  if (!building) startReleases();
  const reconciler = startReconciler(
    { db, now: () => new Date(), slotHoldMinutes: config.slotHoldMinutes, payments },
    Math.min(5000, Math.max(100, 1000 * paymentConfig.pollScale)),
  );
  // Every server process sends the outbox's messages; each is claimed by one of them.
  messages.start(outboxHooks(db, siteOrigin, config.tokenSecret));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stoppingNow = true;
      const until = Date.now() + config.shutdownGraceSeconds * 1000;
      const left = () => Math.max(0, until - Date.now());
      // A build reads this server's own API, which is about to stop answering: it is ended now
      // (failed, 'ask again'), and its build lease handed back for another server to take at once.
      const releasesStopped = releases?.stop(0);
      // The message in hand is finished first, while the server still answers its sandbox's calls.
      await settledWithin(messages.stop(), left());
      if (!(await closing.close(left())))
        log(`Requests still in flight after ${config.shutdownGraceSeconds} s (SHUTDOWN_GRACE_SECONDS) were cut off.`);
      await settledWithin(reconciler.stop(), left());
      await releasesStopped;
      await db.close();
    })());
  /**
   * The site built from the live content (API_ORIGIN's when set, else this server's) and made live
   * as a release by `actor`, in turn with any other server's builds (ReleaseManager.buildLive).
   * True when its pages are live; false when it failed, or newer content went live meanwhile.
   */
  const buildLiveSite = (actor = SERVER_START) => (releases ? releases.buildLive(actor, config.apiOrigin) : Promise.resolve(false));
  /** The first build is done: with no build at all, pages no longer answer 'being built', and releases are built. */
  const siteBuilt = async () => {
    building = false;
    startReleases();
  };
  return { url, port, db, stop, buildLiveSite, siteBuilt, releases };
}

if (import.meta.main) {
  // The settings are read inside startServer, so that a bad one ends in the message below.
  startServer().then(
    ({ url, db, stop }) => {
      console.log(`API (${db.kind}) listening on ${url}/v1/theatre/`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          console.log('Stopping...');
          stop().then(() => process.exit(0));
        });
      }
    },
    (err) => {
      console.error(`The server could not start: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}
