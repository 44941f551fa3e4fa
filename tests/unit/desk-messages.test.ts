import { describe, expect, it } from 'vitest';
import { MessageSettingsRequest } from '../../src/lib/api/deskMessages.ts';
import { canSendAgain, messageMoment, messageStatusText, type MessageMoments } from '../../src/lib/desk/messageStatus.ts';
import { MessageStatus } from '../../src/lib/messages/messageKinds.ts';
import { DEFAULT_MESSAGE_SETTINGS, MessageSettings } from '../../src/lib/messages/messageSettings.ts';

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
