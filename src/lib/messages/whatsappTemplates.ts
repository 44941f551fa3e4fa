/**
 * The WhatsApp templates the business has approved on Meta's WhatsApp Manager, as registered
 * there: outside a conversation the customer opened, WhatsApp delivers only these, filled in with
 * the body's parameters {{1}}, {{2}}, ... in order. The sandbox fills them in as WhatsApp does, so
 * what it shows is what the customer reads. A changed text must be approved again under a new name.
 */

export interface WhatsAppTemplate {
  /** The body as registered, with {{n}} placeholders. */
  body: string;
  /** What each placeholder holds, in order: also its count, which WhatsApp checks. */
  params: readonly string[];
}

export const WHATSAPP_LANGUAGE = 'en';

export const WHATSAPP_TEMPLATES = {
  booking_confirmed_v1: {
    body: 'Hi {{1}}, your booking {{2}} is confirmed: {{3}} at {{4}} on {{5}}, {{6}}. Paid {{7}}, left to pay at the venue {{8}}. Directions: {{9}}',
    params: ['name', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'paid', 'left to pay', 'map link'],
  },
  payment_link_v1: {
    body: 'Hi {{1}}, here is the payment link for your booking {{2}}: {{3}} at {{4}} on {{5}}, {{6}}. Pay {{7}} at {{8}} before {{9}} to confirm it.',
    params: ['name', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'amount', 'link', 'until'],
  },
  booking_reminder_v1: {
    body: 'Hi {{1}}, a reminder of your booking {{2}}: {{3}} at {{4}} on {{5}}, {{6}}. Left to pay at the venue: {{7}}. Directions: {{8}}. Reply STOP for no more reminders.',
    params: ['name', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'left to pay', 'map link'],
  },
  booking_moved_v1: {
    body: 'Hi {{1}}, your booking {{2}} has moved from {{3}} to {{4}} at {{5}} on {{6}}, {{7}}. {{8}} Directions: {{9}}',
    params: [
      'name',
      'order id',
      'old date and slot (and theatre, when it changed)',
      'theatre',
      'branch and address',
      'date',
      'slot',
      'money',
      'map link',
    ],
  },
  booking_cancelled_v1: {
    body: 'Hi {{1}}, your booking {{2}} for {{3}} at {{4}} on {{5}}, {{6}} is cancelled. {{7}}',
    params: ['name', 'order id', 'theatre', 'branch', 'date', 'slot', 'refund'],
  },
  // With the link to the customer's own booking page (/my-booking): pay the rest, reschedule, cancel.
  booking_confirmed_v2: {
    body: 'Hi {{1}}, your booking {{2}} is confirmed: {{3}} at {{4}} on {{5}}, {{6}}. Paid {{7}}, left to pay at the venue {{8}}. Directions: {{9}} To pay the rest, reschedule or cancel: {{10}}',
    params: ['name', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'paid', 'left to pay', 'map link', 'booking link'],
  },
  booking_reminder_v2: {
    body: 'Hi {{1}}, a reminder of your booking {{2}}: {{3}} at {{4}} on {{5}}, {{6}}. Left to pay at the venue: {{7}}. Directions: {{8}} Your booking: {{9}} Reply STOP for no more reminders.',
    params: ['name', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'left to pay', 'map link', 'booking link'],
  },
  booking_moved_v2: {
    body: 'Hi {{1}}, your booking {{2}} has moved from {{3}} to {{4}} at {{5}} on {{6}}, {{7}}. {{8}} Directions: {{9}} Your booking: {{10}}',
    params: [
      'name',
      'order id',
      'old date and slot (and theatre, when it changed)',
      'theatre',
      'branch and address',
      'date',
      'slot',
      'money',
      'map link',
      'booking link',
    ],
  },
  payment_received_v1: {
    body: 'Hi {{1}}, we have received {{2}} for your booking {{3}}: {{4}} at {{5}} on {{6}}, {{7}}. Left to pay: {{8}}. Your booking: {{9}}',
    params: ['name', 'amount', 'order id', 'theatre', 'branch and address', 'date', 'slot', 'left to pay', 'booking link'],
  },
  refund_sent_v1: {
    body: 'Hi {{1}}, we have sent the refund of {{2}} for your booking {{3}} to the way you paid. {{4}}',
    params: ['name', 'amount', 'order id', 'when it arrives'],
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** WhatsApp refuses a parameter with a new line, a tab or more than four spaces in a row. */
export function templateParam(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
}

/** The template filled in, as WhatsApp shows it; undefined when the name or the count is wrong. */
export function fillTemplate(name: string, params: readonly string[]): string | undefined {
  const t = (WHATSAPP_TEMPLATES as Record<string, WhatsAppTemplate>)[name];
  if (!Object.hasOwn(WHATSAPP_TEMPLATES, name) || !t || t.params.length !== params.length) return undefined;
  return t.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
}
