import type { Queryable } from '../db/database.ts';
import { emailStopLinks } from '../auth/emailStopToken.ts';
import { tokenSecretLoader } from '../auth/tokenSecret.ts';
import type { OutboxHooks } from './outboxRound.ts';
import { queueDueReminders } from './reminders.ts';
import { skipReason } from './stillDue.ts';

/**
 * What a server's outbox worker does beside sending: before each round it queues the reminders
 * that have come due (their e-mails' stop links on the site's public origin), and just before a
 * message goes it asks whether it is still true (a confirmation of a booking cancelled meanwhile).
 */
export function outboxHooks(db: Queryable, siteOrigin: string, tokenSecret: string | undefined): OutboxHooks {
  const stopLinks = emailStopLinks(siteOrigin, tokenSecretLoader(db, tokenSecret));
  return {
    beforeRound: async (now) => {
      await queueDueReminders(db, now, { stop: stopLinks, siteOrigin });
    },
    skipReason: (tx, m) => skipReason(tx, m),
  };
}
