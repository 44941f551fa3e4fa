import type { Hono } from 'hono';
import { deskCalls } from '../../../src/lib/api/deskCalls.ts';
import { notFound } from '../../http/errors.ts';
import { orderIdOf } from '../../repo/bookings.ts';
import { readMessageSettingsRow, saveMessageSettings, type MessageSettingsRow } from '../../repo/messageSettings.ts';
import { NO_SUCH_BOOKING } from '../actions/actionBooking.ts';
import { defineDeskCall } from '../defineDeskCall.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { messagesOfBooking } from '../../repo/deskMessageRows.ts';
import { resendMessage } from './resendMessage.ts';

const settingsView = (row: MessageSettingsRow) => ({
  settings: row.settings,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedBy: row.updatedBy,
});

/**
 * The desk's calls about the customers' messages: a booking's Messages (the page's own refresh,
 * which does not keep the session alive) and Send again, and the owner's messages settings, saved
 * under the settings row's lock and audited with what they were and what they became. The day
 * board's marks and failed messages are part of the board's answer (boardRoutes.ts).
 */
export function messageRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.bookingMessages, async ({ bookingId }) => {
    if ((await orderIdOf(db, bookingId)) === undefined) throw notFound(NO_SUCH_BOOKING);
    return { bookingId, messages: await messagesOfBooking(db, bookingId) };
  });

  defineDeskCall(app, deps, deskCalls.bookingMessageResend, async (input, c) => {
    const { copyId, queued, message } = await resendMessage(deps, c, input);
    return { message, copyId, queued, messages: await messagesOfBooking(db, input.bookingId) };
  });

  defineDeskCall(app, deps, deskCalls.messageSettings, async () => settingsView(await readMessageSettingsRow(db)));

  defineDeskCall(app, deps, deskCalls.messageSettingsSave, async (settings, c) => {
    await staffAction(deps, c, 'settings.edit', [], async ({ tx, actor, now, audit }) => {
      const before = await saveMessageSettings(tx, settings, actor.id, now);
      await audit({ action: 'settings.messages', target: 'settings:messages', before, after: settings });
    });
    return { message: "The messages' settings are saved.", ...settingsView(await readMessageSettingsRow(db)) };
  });
}
