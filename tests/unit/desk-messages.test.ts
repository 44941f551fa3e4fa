import { describe, expect, it } from 'vitest';
import { MessageSettingsRequest } from '../../src/lib/api/deskMessages.ts';
import type { BoardResponse } from '../../src/lib/api/deskBookings.ts';
import { newFailures } from '../../src/lib/desk/boardChanges.ts';
import { canSendAgain, failureWords, messageMoment, messageStatusText, type MessageMoments } from '../../src/lib/desk/messageStatus.ts';
import { MessageStatus } from '../../src/lib/messages/messageKinds.ts';
import { DEFAULT_MESSAGE_SETTINGS, MessageSettings } from '../../src/lib/messages/messageSettings.ts';
import { DeskError } from '../../src/islands/desk/deskApi.ts';
import {
  checkForm,
  controlOf,
  firstProblem,
  formOf,
  refusedFields,
  requestOf,
  type SettingsForm,
} from '../../src/islands/desk/messages/messageSettingsFields.ts';

/** Where a message stands in words, when, and whether Send again is offered (the audit log's sentences: audit-sentences.test.ts). */

describe("a message's status in words", () => {
  it.each([
    ['queued', '', 'Queued'],
    ['sending', '', 'Sending'],
    ['sent', '', 'Sent'],
    ['delivered', '', 'Delivered'],
    ['read', '', 'Read'],
    ['failed', 'This number is not on WhatsApp', 'Failed: This number is not on WhatsApp'],
    ['failed', '', 'Failed: the provider gave no reason'],
    ['skipped', 'the booking was cancelled', 'Not sent: the booking was cancelled'],
    ['skipped', '', 'Not sent: no longer needed when its time came'],
  ] as const)('%s (%j): %s', (status, error, words) => expect(messageStatusText({ status, error })).toBe(words));

  it('offers Send again for every status but one still on its way', () => {
    expect(MessageStatus.options.filter(canSendAgain)).toEqual(['sent', 'delivered', 'read', 'failed', 'skipped']);
  });

  it('names the moment its status was reached: due while queued, its last change when no moment was stamped', () => {
    const m: MessageMoments = {
      status: 'queued',
      createdAt: 'c',
      dueAt: 'due',
      sentAt: 's',
      deliveredAt: 'd',
      readAt: 'r',
      failedAt: 'f',
      updatedAt: 'u',
    };
    expect(
      (['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const).map((status) => messageMoment({ ...m, status })),
    ).toEqual(['due', 'u', 's', 'd', 'r', 'f', 'u']);
    expect(messageMoment({ ...m, status: 'read', readAt: null })).toBe('u');
  });
});

describe('the settings the owner saves', () => {
  it('are the settings the senders read, once checked: the defaults pass as they are', () => {
    expect(MessageSettingsRequest.parse(DEFAULT_MESSAGE_SETTINGS)).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(MessageSettings.safeParse(MessageSettingsRequest.parse(DEFAULT_MESSAGE_SETTINGS)).success).toBe(true);
  });
});

describe("the messages settings' form", () => {
  const form = (change: Partial<SettingsForm> = {}): SettingsForm => ({ ...formOf(DEFAULT_MESSAGE_SETTINGS), ...change });

  it('sends what was typed as the settings: addresses one a line (or parted by commas), days as numbers', () => {
    expect(
      requestOf(form({ staffEmails: ' desk@example.com\n\nowner@example.com, a@b.in ', reminders: [{ daysBefore: '0', at: '09:00' }] })),
    ).toEqual({
      ...DEFAULT_MESSAGE_SETTINGS,
      reminders: [{ daysBefore: 0, at: '09:00' }],
      staffEmails: ['desk@example.com', 'owner@example.com', 'a@b.in'],
    });
    expect(checkForm(form())).toEqual({});
  });

  it("puts each problem at its field in the form's words, an address's naming it", () => {
    const errors = checkForm(
      form({
        reminders: [
          { daysBefore: '1', at: '10:00' },
          { daysBefore: '1', at: '10:00' },
          { daysBefore: '2', at: '' },
        ],
        senderName: ' ',
        staffEmails: 'desk@\nok@example.com\nowner@',
      }),
    );
    expect(errors).toEqual({
      'reminders.1': 'Is the same as reminder 1.',
      'reminders.2.at': 'Must be a time of day as HH:MM, from 00:00 to 23:59.',
      senderName: 'Is required.',
      staffEmails: 'desk@ must be a valid e-mail address. owner@ must be a valid e-mail address.',
    });
    expect(Object.keys(errors).map(controlOf).sort()).toEqual([
      'desk-reminder-1-days',
      'desk-reminder-2-at',
      'desk-sender-name',
      'desk-staff-emails',
    ]);
    // The first of them, top to bottom, takes the focus.
    expect(firstProblem(errors)).toBe('desk-reminder-1-days');
    expect(firstProblem({ staffEmails: 'x', 'enabled.reminder': 'y' })).toBe('desk-kind-reminder');
  });

  it("puts the server's refusals by the same fields", () => {
    const refused = new DeskError(400, 'refused', {
      'staffEmails.1': 'staffEmails.1 must be a valid e-mail address',
      reminders: 'reminders may hold at most 3 reminders',
    });
    expect(refusedFields(refused, form({ staffEmails: 'a@b.in\nx@' }))).toEqual({
      staffEmails: 'x@ must be a valid e-mail address.',
      reminders: 'May hold at most 3 reminders.',
    });
    expect(refusedFields(new Error('offline'), form())).toEqual({});
  });
});

describe("the board's failed messages", () => {
  const failure = (id: number) => ({
    id,
    bookingId: 'bk-1',
    orderId: 'TH-1234',
    kind: 'reminder' as const,
    channel: 'whatsapp' as const,
    recipient: '+919876543210',
    error: id === 1 ? 'not on WhatsApp' : '',
    failedAt: null,
  });
  const board = (failedMessages: ReturnType<typeof failure>[], date = '2026-11-22') =>
    ({ date, branch: { id: 'loc-a', name: 'A', city: 'H' }, theatres: [], failedMessages }) as unknown as BoardResponse;

  it('say what failed, to whom and why', () => {
    expect(failureWords(failure(1))).toBe('the Reminder by WhatsApp to +919876543210 failed: not on WhatsApp');
    expect(failureWords(failure(2))).toBe('the Reminder by WhatsApp to +919876543210 failed: the provider gave no reason');
  });

  it('are news on a refresh of the same board only when new', () => {
    expect(newFailures(board([failure(1)]), board([failure(2), failure(1)])).map((f) => f.id)).toEqual([2]);
    expect(newFailures(board([failure(1)]), board([failure(1)]))).toEqual([]);
    expect(newFailures(board([]), board([failure(1)], '2026-11-23'))).toEqual([]);
    expect(newFailures(undefined, board([failure(1)]))).toEqual([]);
  });
});
