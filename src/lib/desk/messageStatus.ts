import { MESSAGE_KIND_LABELS, type MessageChannel, type MessageKind, type MessageStatus } from '../messages/messageKinds.ts';

/**
 * How the desk tells where a customer's message stands: its status in words (a failure and a skip
 * with their reason), the moment that status was reached, and whether Send again is offered. The
 * server's board and the booking's page read the same rules.
 */

export const CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = { whatsapp: 'WhatsApp', email: 'E-mail' };

const STATUS_WORDS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  skipped: 'Not sent',
};

export interface MessageState {
  status: MessageStatus;
  /** Why it failed or was not sent ('' otherwise). */
  error: string;
}

/** 'Delivered', 'Failed: the number is not on WhatsApp', 'Not sent: the booking was cancelled'. */
export function messageStatusText({ status, error }: MessageState): string {
  const words = STATUS_WORDS[status];
  if (status === 'failed') return `${words}: ${error || 'the provider gave no reason'}`;
  if (status === 'skipped') return `${words}: ${error || 'no longer needed when its time came'}`;
  return words;
}

/** The statuses of a message that left us: a reminder in one of them has gone to the customer. */
export const WENT: readonly MessageStatus[] = ['sent', 'delivered', 'read'];

/** A message still on its way (waiting for its time or handed to a worker) is not sent again beside itself. */
export const canSendAgain = (status: MessageStatus): boolean => status !== 'queued' && status !== 'sending';

export interface MessageMoments {
  status: MessageStatus;
  createdAt: string;
  /** When a queued message is due (a reminder's time, a retry's). */
  dueAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  updatedAt: string;
}

/** The moment its status names: read at, delivered at, sent at, failed at; due at while queued; else its last change. */
export function messageMoment(m: MessageMoments): string {
  switch (m.status) {
    case 'read':
      return m.readAt ?? m.updatedAt;
    case 'delivered':
      return m.deliveredAt ?? m.updatedAt;
    case 'sent':
      return m.sentAt ?? m.updatedAt;
    case 'failed':
      return m.failedAt ?? m.updatedAt;
    case 'queued':
      return m.dueAt;
    default:
      return m.updatedAt;
  }
}

export interface FailedMessageFacts {
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  error: string;
}

/** What failed, after the order id the board links: 'the Reminder by WhatsApp to +919876543210 failed: not on WhatsApp'. */
export function failureWords(f: FailedMessageFacts): string {
  return `the ${MESSAGE_KIND_LABELS[f.kind]} by ${CHANNEL_LABELS[f.channel]} to ${f.recipient} failed: ${f.error || 'the provider gave no reason'}`;
}
