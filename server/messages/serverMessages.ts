import type { Database } from '../db/database.ts';
import { startSmtpSink, type SmtpSink } from '../sandbox/messages/routes.ts';
import type { MessagesConfig } from './config.ts';
import { buildMessageSender } from './messageSender.ts';
import { newLeaseOwner, type OutboxHooks } from './outboxRound.ts';
import { startMessenger } from './outboxWorker.ts';

/** How often a server's worker looks for messages due: a confirmation should follow its payment within seconds. */
export const MESSENGER_EVERY_MS = 1000;

export interface ServerMessages {
  config: MessagesConfig;
  /** Starts the outbox's worker (once the app answers: the sandbox's WhatsApp is on this server). */
  start(hooks?: OutboxHooks): void;
  /** Stops the worker (the message in hand is finished), then the SMTP connections and the sandbox's sink. */
  stop(): Promise<void>;
}

/**
 * The messages of a server process: under MESSAGES=sandbox the sandbox's SMTP sink on a free local
 * port first (the configuration names its port), then the adapters and the outbox's worker.
 */
export async function serverMessages(o: {
  configFor: (origin: string, smtpPort?: number) => MessagesConfig;
  db: Database;
  origin: string;
  log: (line: string) => void;
}): Promise<ServerMessages> {
  const now = () => new Date();
  const sink: SmtpSink | undefined = o.configFor(o.origin).mode === 'sandbox' ? await startSmtpSink({ db: o.db, now }) : undefined;
  const config = o.configFor(o.origin, sink?.port);
  const sender = buildMessageSender(config, { fetch: (u, init) => fetch(u, init) });
  let worker: { stop: () => Promise<void> } | undefined;
  return {
    config,
    start(hooks) {
      worker ??= startMessenger({ db: o.db, now, sender, owner: newLeaseOwner(), log: o.log }, MESSENGER_EVERY_MS, hooks);
    },
    async stop() {
      await worker?.stop();
      sender.close();
      await sink?.stop();
    },
  };
}
