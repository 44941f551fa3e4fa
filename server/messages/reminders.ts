import { addDays, IST_OFFSET_MS, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import type { MessageChannel } from '../../src/lib/messages/messageKinds.ts';
import type { ReminderTime } from '../../src/lib/messages/messageSettings.ts';
import { reminder } from '../../src/lib/messages/templates.ts';
import { optOutAddress, type StopLinkMaker } from '../auth/emailStopToken.ts';
import type { Queryable } from '../db/database.ts';
import { manageLink, manageTokenOf } from '../repo/manageTokens.ts';
import { queuedKeys, queueMessage } from '../repo/messageQueue.ts';
import { readMessageSettings } from '../repo/messageSettings.ts';
import { confirmedRowsBetween } from '../repo/messageBookings.ts';
import { optedOutAmong } from '../repo/messageOptOuts.ts';
import { messageBookingOf, type MessageBooking } from './queueReads.ts';

/**
 * The reminders before a slot, by the owner's reminder times (days before the slot's date, at a time
 * of day in India). Each round of the outbox's worker queues those whose moment has come, for
 * confirmed bookings whose slot has not started: once each, whichever process and round sees it
 * first, by a key naming the booking, its slot and the rule. Not to an address that asked for no
 * more reminders; on WhatsApp only with the customer's tick.
 */

const SEP = '/';

/** One reminder of one slot of a booking by one rule on one channel: a moved booking's new slot gets its own. */
export const reminderKey = (bookingId: string, date: string, fromTime: string, rule: ReminderTime, channel: MessageChannel): string =>
  ['reminder', bookingId, `${date}T${fromTime}`, `${rule.daysBefore}d${rule.at}`, channel].join(SEP);

/** The booking and slot a reminder's key names; undefined for a key of another shape. */
export function reminderSlotOfKey(key: string): { bookingId: string; date: string; fromTime: string } | undefined {
  const parts = key.split(SEP);
  const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(parts[2] ?? '');
  if (parts.length !== 5 || parts[0] !== 'reminder' || !slot) return undefined;
  return { bookingId: parts[1], date: slot[1], fromTime: slot[2] };
}

/** When a rule's reminder of a slot on `date` is due. */
export const reminderMoment = (date: string, rule: ReminderTime): number => istInstant(addDays(date, -rule.daysBefore), rule.at);

/** The last slot date whose reminder by `rule` is due at `now`. */
function lastDueDate(now: Date, rule: ReminderTime): string {
  const clock = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
  const today = istToday(now);
  return addDays(clock >= rule.at ? today : addDays(today, -1), rule.daysBefore);
}

async function confirmedBetween(db: Queryable, from: string, until: string, siteOrigin: string): Promise<MessageBooking[]> {
  return (await confirmedRowsBetween(db, from, until)).map((r) => messageBookingOf(r, siteOrigin));
}

/** What a reminder links to: the e-mail's stop link, and the booking's /my-booking page on the site's origin. */
export interface ReminderLinks {
  stop: StopLinkMaker;
  siteOrigin: string;
}

/** The booking's facts with its /my-booking link, its token made now if it had none (a booking older than the links). */
async function withManageLink(db: Queryable, b: MessageBooking, siteOrigin: string): Promise<MessageBooking> {
  if (b.facts.manageLink) return b;
  return { ...b, facts: { ...b.facts, manageLink: manageLink(siteOrigin, await manageTokenOf(db, b.id)) } };
}

interface Due {
  b: MessageBooking;
  rule: ReminderTime;
  channel: MessageChannel;
  to: string;
  key: string;
}

/** The keys of `due` not queued already (the unique index on dedupe_key), and not to an address that opted out. */
async function stillToQueue(db: Queryable, due: Due[]): Promise<Due[]> {
  if (due.length === 0) return [];
  const queued = await queuedKeys(
    db,
    due.map((d) => d.key),
  );
  const fresh = due.filter((d) => !queued.has(d.key));
  if (fresh.length === 0) return [];
  const address = (d: Due) => (d.channel === 'email' ? optOutAddress(d.to) : d.to);
  const stopped = new Set(
    (
      await optedOutAmong(
        db,
        fresh.map((d) => ({ channel: d.channel, address: address(d) })),
      )
    ).map((r) => `${r.channel} ${r.address}`),
  );
  return fresh.filter((d) => !stopped.has(`${d.channel} ${address(d)}`));
}

/**
 * Queues every reminder due at `now`: the outbox worker's `beforeRound`. Answers how many it
 * queued. `links` makes an e-mail's link that stops reminders (emailStopLinks), and the booking's /my-booking link.
 */
export async function queueDueReminders(db: Queryable, now: Date, links: ReminderLinks): Promise<number> {
  const settings = await readMessageSettings(db);
  if (!settings.enabled.reminder || settings.reminders.length === 0) return 0;
  const today = istToday(now);
  const until = settings.reminders.map((r) => lastDueDate(now, r)).reduce((a, b) => (a > b ? a : b));
  if (until < today) return 0;
  const due: Due[] = [];
  for (const b of await confirmedBetween(db, today, until, links.siteOrigin)) {
    if (istInstant(b.date, b.fromTime) <= now.getTime()) continue;
    for (const rule of settings.reminders) {
      if (reminderMoment(b.date, rule) > now.getTime()) continue;
      const to: [MessageChannel, string | undefined][] = [
        ['whatsapp', b.whatsappTo],
        ['email', b.emailTo],
      ];
      for (const [channel, address] of to)
        if (address) due.push({ b, rule, channel, to: address, key: reminderKey(b.id, b.date, b.fromTime, rule, channel) });
    }
  }
  let queued = 0;
  for (const d of await stillToQueue(db, due)) {
    const b = await withManageLink(db, d.b, links.siteOrigin);
    const m = reminder(b.facts, settings.senderName, d.channel === 'email' ? await links.stop(d.to, now) : '');
    const content = d.channel === 'email' ? m.email : m.whatsapp;
    const id = await queueMessage(db, { kind: 'reminder', recipient: d.to, content, bookingId: d.b.id, dedupeKey: d.key }, now);
    if (id !== undefined) queued += 1;
  }
  return queued;
}
