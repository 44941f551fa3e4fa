import { z } from 'zod';

/**
 * What the business tells its customers and its staff, on which channel, and where a message
 * stands. The single source of these words for the server's outbox, the sandbox and the desk.
 */

export const MessageKind = z.enum([
  'booking-confirmed',
  'payment-link',
  'reminder',
  'booking-moved',
  'booking-cancelled',
  'refund-sent',
  'payment-received',
  'enquiry-received',
  'staff-new-enquiry',
  'staff-new-booking',
]);
export type MessageKind = z.infer<typeof MessageKind>;

export const MessageChannel = z.enum(['whatsapp', 'email']);
export type MessageChannel = z.infer<typeof MessageChannel>;

/**
 * queued (waiting for its time or its next try), sending (handed to a worker), sent (the provider
 * took it), delivered and read (the provider said so), failed (refused, or given up after a day),
 * skipped (no longer true when its time came: a reminder of a cancelled booking, say).
 */
export const MessageStatus = z.enum(['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped']);
export type MessageStatus = z.infer<typeof MessageStatus>;

/** The kinds the customer gets, as the desk's Settings and a booking's Messages name them. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'booking-confirmed': 'Booking confirmed',
  'payment-link': 'Payment link',
  reminder: 'Reminder',
  'booking-moved': 'Booking moved',
  'booking-cancelled': 'Booking cancelled',
  'refund-sent': 'Refund sent',
  'payment-received': 'Payment received',
  'enquiry-received': 'Enquiry received',
  'staff-new-enquiry': 'New enquiry (to the staff)',
  'staff-new-booking': 'New booking (to the staff)',
};

/** A WhatsApp message: an approved template (whatsappTemplates.ts) and its body's parameters, in order. */
export const WhatsAppContent = z.object({
  channel: z.literal('whatsapp'),
  template: z.string(),
  language: z.string(),
  params: z.array(z.string()),
  /** The text as the customer reads it (the template filled in), for the desk. */
  text: z.string(),
});
export type WhatsAppContent = z.infer<typeof WhatsAppContent>;

/** A file the e-mail carries, made when it is sent: a booking's invoice PDF. */
export const MailAttachment = z.object({ kind: z.literal('invoice'), bookingId: z.string() });
export type MailAttachment = z.infer<typeof MailAttachment>;

export const EmailContent = z.object({
  channel: z.literal('email'),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(MailAttachment),
  /** Reminders carry a link that stops them; its address is added to the List-Unsubscribe header too. */
  unsubscribeUrl: z.string().optional(),
});
export type EmailContent = z.infer<typeof EmailContent>;

export const MessageContent = z.discriminatedUnion('channel', [WhatsAppContent, EmailContent]);
export type MessageContent = z.infer<typeof MessageContent>;
