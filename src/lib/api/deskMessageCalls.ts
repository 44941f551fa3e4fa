import { EmptyBody } from './envelope.ts';
import { call } from './deskCall.ts';
import * as X from './deskMessages.ts';

/** The desk's calls about the customers' messages (deskMessages.ts), a part of the table in deskCalls.ts. */
export const deskMessageCalls = {
  bookingMessages: call(
    'bookingMessages',
    X.BookingMessagesRequest,
    X.BookingMessagesResponse,
    "A booking's messages to the customer (and about it to the staff), newest first, with where each stands; for the page's own refresh it does not keep the session alive",
  ),
  bookingMessageResend: call(
    'bookingMessageResend',
    X.ResendRequest,
    X.ResendResponse,
    'Send again: queue a copy of a message of the booking to the same recipient, now; while a copy of it is still queued, that one is answered (queued: false); 409 for a message still on its way',
  ),
  messageSettings: call(
    'messageSettings',
    EmptyBody,
    X.MessageSettingsResponse,
    "The messages' settings: which go, reminders, sender, staff addresses",
  ),
  messageSettingsSave: call(
    'messageSettingsSave',
    X.MessageSettingsRequest,
    X.MessageSettingsResponse,
    "Save the messages' settings: which kinds are sent, up to 3 reminder times, the sender's name, up to 10 staff addresses",
  ),
};
