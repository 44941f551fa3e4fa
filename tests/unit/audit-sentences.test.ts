import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentenceText } from '../../src/lib/api/deskAudit.ts';
import { AUDIT_FAMILIES, familyOf } from '../../src/lib/desk/auditActions.ts';
import { auditKeys, auditSentence, type AuditFacts } from '../../src/lib/desk/auditSentence.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '../../src/lib/messages/messageSettings.ts';

/** The audit log as a person reads it: a sentence for every action, names and order ids for ids, no JSON. */

const names = new Map([
  ['booking:bk-1', 'TH-1234'],
  ['staff:st-ravi', 'Ravi Kumar'],
  ['theatre:th-aurora', 'Aurora'],
  ['theatre:th-nova', 'Nova'],
]);
const entry = (action: string, o: Partial<AuditFacts> = {}): AuditFacts => ({
  action,
  staffId: 'st-asha',
  staffName: 'Asha Rao',
  target: 'booking:bk-1',
  before: null,
  after: null,
  count: 1,
  ...o,
});
const read = (e: AuditFacts) => sentenceText(auditSentence(e, names));

describe('an audit entry reads as a sentence', () => {
  it.each([
    ['sign-in', entry('sign-in', { target: 'staff:st-asha' }), 'Asha Rao signed in'],
    [
      'a sign-in of an unknown login',
      entry('sign-in.failed', { staffId: null, staffName: '', target: 'login:9999900000', after: { reason: 'unknown login' } }),
      'A sign-in as 9999900000 failed: there is no such account',
    ],
    ['a wrong password', entry('sign-in.failed', { after: { reason: 'wrong password' } }), 'Asha Rao could not sign in: wrong password'],
    [
      'a sign-in the throttle refused',
      entry('sign-in.throttled', {
        staffId: null,
        staffName: '',
        target: 'login:9999900000',
        after: { reason: 'too many attempts' },
        count: 4,
      }),
      'A sign-in as 9999900000 was refused 4 times: too many attempts',
    ],
    [
      'a sign-in the throttle refused, as the sign-in records it',
      entry('sign-in.throttled', {
        target: 'login:9876500101',
        staffName: 'Ravi Kumar',
        after: { reason: 'account', refusedThisWindow: 10 },
      }),
      'Ravi Kumar could not sign in: the account is locked after failed sign-ins (10 refused so far in that quarter hour)',
    ],
    ['a lock lifted', entry('staff.unlock', { target: 'staff:st-ravi' }), "Asha Rao lifted the lock on Ravi Kumar's account"],
    ['sign-out', entry('sign-out'), 'Asha Rao signed out'],
    [
      'own password',
      entry('password.change', { after: { otherSessionsEnded: 2 } }),
      'Asha Rao changed their password and ended their 2 other sessions',
    ],
    [
      'a staff account added',
      entry('staff.add', { after: { name: 'Ravi Kumar', role: 'front-desk' } }),
      'Asha Rao added Ravi Kumar as front desk',
    ],
    [
      'a staff account disabled, by its name now',
      entry('staff.disable', { target: 'staff:st-ravi', after: { active: false, sessionsEnded: 1 } }),
      "Asha Rao disabled Ravi Kumar's account and ended its session",
    ],
    ['a password reset', entry('staff.reset', { target: 'staff:st-ravi' }), 'Asha Rao set a new password for Ravi Kumar'],
    [
      'the refund window',
      entry('settings.refund-window', { before: { hours: 72 }, after: { hours: 48 } }),
      'Asha Rao changed the refund window from 72 hours to 48 hours before the slot',
    ],
    [
      'the reschedule window',
      entry('settings.reschedule-window', { before: { hours: 24 }, after: { hours: 1 } }),
      'Asha Rao changed until when customers may reschedule their booking themselves from 24 hours to 1 hour before the slot',
    ],
    [
      'a flood without a session',
      entry('refused.no-session', { staffId: null, staffName: '', target: 'call:GET staff', count: 50 }),
      'A call to the desk call “Every staff account” (GET staff) without a live desk session was refused 50 times',
    ],
    [
      'a role refused',
      entry('refused.role', { staffName: 'Ravi Kumar', target: 'call:POST bookings/cancel', after: { role: 'front-desk' } }),
      'Ravi Kumar (front desk) was refused the desk call “Cancel a confirmed booking and refund an amount online” (POST bookings/cancel): the role may not',
    ],
    [
      'another site, carrying a session',
      entry('refused.origin', { target: 'call:POST staff/add', after: { origin: 'https://evil.example' }, count: 3 }),
      "A call to the desk call “Add a staff account” (POST staff/add) from another site (https://evil.example), carrying Asha Rao's session, was refused 3 times",
    ],
    [
      'a made-up path',
      entry('refused.origin', { staffId: null, staffName: '', target: 'call:POST ?', after: { origin: '' } }),
      'A call to a desk address that does not exist from another site (no Origin) was refused',
    ],
    ['a booking opened', entry('booking.view', { after: { orderId: 'TH-1234' }, count: 3 }), 'Asha Rao opened booking TH-1234 3 times'],
    [
      'an export',
      entry('booking.export', {
        target: 'bookings',
        after: {
          filter: { from: '2026-12-01', to: '2026-12-07', branchName: 'Jubilee Hills', status: 'booking-confirmed', q: 'Meera' },
          rows: 12,
        },
      }),
      'Asha Rao exported 12 bookings as CSV (slots from Tue, 1 Dec 2026 to Mon, 7 Dec 2026, Jubilee Hills, status Confirmed, search “Meera”)',
    ],
    [
      'an export of everything',
      entry('booking.export', { target: 'bookings', after: { filter: {}, rows: 1 } }),
      'Asha Rao exported 1 booking as CSV (every booking)',
    ],
    [
      'a note',
      entry('booking.note', { after: { noteId: 3, text: 'Called the customer' } }),
      'Asha Rao added a note to TH-1234: “Called the customer”',
    ],
    ['arrived', entry('booking.mark-arrived'), 'Asha Rao marked TH-1234 arrived'],
    ['a no-show', entry('booking.mark-no-show'), 'Asha Rao marked TH-1234 a no-show'],
    [
      'a payment at the venue',
      entry('booking.record-payment', { after: { amount: 1399, method: 'upi', reference: 'UPI123' } }),
      'Asha Rao recorded ₹1,399 paid at the venue by UPI (reference UPI123) for TH-1234',
    ],
    [
      'a payment at the venue split between methods',
      entry('booking.record-payment', {
        after: {
          amount: 1399,
          payments: [
            { method: 'cash', reference: '', amount: 500 },
            { method: 'upi', reference: 'UPI123', amount: 899 },
          ],
        },
      }),
      'Asha Rao recorded ₹1,399 paid at the venue by Cash ₹500 and UPI ₹899 (reference UPI123) for TH-1234',
    ],
    [
      'a line sold at the venue',
      entry('booking.add-line', { before: { totalPrice: 2148 }, after: { line: '2 more persons', totalPrice: 2648 } }),
      'Asha Rao added 2 more persons at the venue to TH-1234: total ₹2,148 to ₹2,648',
    ],
    [
      'a payment at the venue voided',
      entry('booking.void-payment', { after: { amount: 500, method: 'cash', reference: '', reason: 'Wrong booking' } }),
      'Asha Rao voided the payment of ₹500 at the venue by Cash for TH-1234: “Wrong booking”',
    ],
    [
      'a cancellation with a refund',
      entry('booking.cancel', { staffName: 'Ravi Kumar', after: { status: 'cancelled', refund: 750, reason: '' } }),
      'Ravi Kumar cancelled TH-1234 and refunded ₹750',
    ],
    [
      'a cancellation without',
      entry('booking.cancel', { after: { refund: 0, reason: 'Customer asked' } }),
      'Asha Rao cancelled TH-1234 without a refund: “Customer asked”',
    ],
    [
      'a cancellation with its cause and words',
      entry('booking.cancel', { after: { refund: 0, cause: 'other', reason: 'Wrong date typed' } }),
      'Asha Rao cancelled TH-1234 without a refund (Other): “Wrong date typed”',
    ],
    [
      'a move to another theatre that refunds',
      entry('booking.move', {
        before: { theatreId: 'th-aurora', date: '2026-12-01', fromTime: '09:00', toTime: '12:00' },
        after: { theatreId: 'th-nova', date: '2026-12-02', fromTime: '12:30', toTime: '15:30', refundOnline: 250, remainingAmount: 0 },
      }),
      'Asha Rao moved TH-1234 from Tue, 1 Dec 2026, 9:00 AM – 12:00 PM in Aurora to Wed, 2 Dec 2026, 12:30 PM – 3:30 PM in Nova; refunded ₹250 online',
    ],
    [
      'a phone booking',
      entry('booking.phone', {
        after: { orderId: 'TH-1234', theatre: 'Aurora', date: '2026-12-01', time: '09:00-12:00', userName: 'Meera Iyer', totalPrice: 2148 },
      }),
      'Asha Rao took TH-1234 by phone for Meera Iyer: Aurora, Tue, 1 Dec 2026, 9:00 AM – 12:00 PM, ₹2,148',
    ],
    [
      'a payment link',
      entry('booking.payment-link', { after: { paymentType: 'advance', amount: 750 } }),
      'Asha Rao made an advance payment link of ₹750 for TH-1234',
    ],
    [
      'slots blocked',
      entry('slot.block', {
        target: 'theatre:th-aurora',
        after: { from: '2026-12-01', to: '2026-12-01', blocked: 2, reason: 'Deep cleaning' },
      }),
      'Asha Rao blocked 2 slots of Aurora on Tue, 1 Dec 2026: “Deep cleaning”',
    ],
    [
      'a lead',
      entry('lead.mark', { target: 'enquiry:12', after: { status: 'contacted', note: 'Called back' } }),
      'Asha Rao marked enquiry #12 contacted: “Called back”',
    ],
    [
      'a record saved',
      entry('content.cake.save', {
        target: 'content:cake:cake-truffle',
        before: { name: 'Truffle', price: 599, active: true },
        after: { name: 'Truffle', price: 649, active: true },
      }),
      'Asha Rao saved a draft of the cake "Truffle" (changed: price per 500 g)',
    ],
    [
      'a record added',
      entry('content.faq.add', { target: 'content:faq:faq-1', after: { question: 'Can we bring a cake?', answer: 'Yes.' } }),
      'Asha Rao added the FAQ "Can we bring a cake?" as a draft',
    ],
    [
      "a theatre's prices",
      entry('content.theatre-price.save', {
        target: 'content:theatre-price:th-aurora',
        before: { offerPrice: 2148 },
        after: { offerPrice: 2499 },
      }),
      // The field as the prices' form labels it, as every record's is.
      "Asha Rao saved a draft of Aurora's prices (changed: full slot price)",
    ],
    [
      'Publish',
      entry('site.publish', { target: 'release:r1' }),
      'Asha Rao published the drafts: the site was built with them and made live',
    ],
    [
      'a message sent again',
      entry('booking.resend-message', { after: { kind: 'reminder', channel: 'whatsapp', recipient: '+919876543210' } }),
      'Asha Rao sent the Reminder of TH-1234 again by WhatsApp to +919876543210',
    ],
    [
      'a message of a kind and channel no table knows',
      entry('booking.resend-message', { after: { kind: 'constructor', channel: 'toString' } }),
      'Asha Rao sent the constructor of TH-1234 again by toString',
    ],
    [
      "the messages' settings",
      entry('settings.messages', {
        target: 'settings:messages',
        before: DEFAULT_MESSAGE_SETTINGS,
        after: {
          ...DEFAULT_MESSAGE_SETTINGS,
          enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: false, 'refund-sent': false },
          reminders: [
            { daysBefore: 1, at: '10:00' },
            { daysBefore: 0, at: '08:30' },
            { daysBefore: 3, at: '18:00' },
          ],
          senderName: 'Jubilee Hills Theatre',
          staffEmails: ['desk@example.com', 'owner@example.com'],
        },
      }),
      "Asha Rao changed the messages' settings: turned off Reminder, Refund sent; " +
        'reminders the day before at 10:00 and on the day at 08:30 and 3 days before at 18:00; ' +
        "sender's name “Jubilee Hills Theatre”; staff addresses desk@example.com, owner@example.com",
    ],
    [
      "the messages' settings turned back",
      entry('settings.messages', {
        before: { ...DEFAULT_MESSAGE_SETTINGS, enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: false }, staffEmails: ['a@b.in'] },
        after: { ...DEFAULT_MESSAGE_SETTINGS, reminders: [] },
      }),
      "Asha Rao changed the messages' settings: turned on Reminder; no reminders; no staff addresses",
    ],
    [
      "the messages' settings saved as they were",
      entry('settings.messages', { before: DEFAULT_MESSAGE_SETTINGS, after: DEFAULT_MESSAGE_SETTINGS }),
      "Asha Rao saved the messages' settings unchanged",
    ],
    ['an action no sentence knows yet', entry('report.print', { target: 'report:day' }), 'Asha Rao did report.print (report:day)'],
  ])('%s', (_what, e, text) => expect(read(e)).toBe(text));

  it('links each booking it names to its page, by the order id it has now, or the one it had', () => {
    expect(auditSentence(entry('booking.cancel', { after: { refund: 750 } }), names)).toEqual([
      { text: 'Asha Rao cancelled ' },
      { text: 'TH-1234', bookingId: 'bk-1' },
      { text: ' and refunded ₹750' },
    ]);
    expect(auditSentence(entry('booking.view', { target: 'booking:bk-gone', after: { orderId: 'TH-9' } }), names)[1]).toEqual({
      text: 'TH-9',
      bookingId: 'bk-gone',
    });
    expect(auditKeys(entry('booking.move', { before: { theatreId: 'th-aurora' }, after: { theatreId: 'th-nova' } }))).toEqual([
      'booking:bk-1',
      'theatre:th-aurora',
      'theatre:th-nova',
    ]);
  });

  it('never shows JSON, whatever an entry holds', () => {
    const odd = [null, 42, 'text', [1, 2], { nested: { deep: true } }];
    for (const action of [
      'booking.cancel',
      'booking.move',
      'booking.export',
      'booking.resend-message',
      'settings.messages',
      'slot.unblock',
      'content.cake.save',
      'staff.add',
      'refused.origin',
    ])
      for (const before of odd)
        for (const after of odd)
          expect(read(entry(action, { before, after })), `${action} ${JSON.stringify([before, after])}`).not.toMatch(/[{}[\]]/);
  });

  it('knows every action the server writes (none falls back to the bare action name)', () => {
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const actions = new Set<string>();
    for (const f of files)
      for (const [, action] of readFileSync(join('server', f), 'utf8').matchAll(/action: '([a-z][a-z.-]+)'/g))
        if (action.includes('.') || action.includes('-')) actions.add(action);
    expect(actions.size).toBeGreaterThan(20);
    for (const action of actions) expect(read(entry(action)), action).not.toContain(` did ${action}`);
    // The template-made ones: a venue mark, a record's save, addition and removal, Publish, Preview, Rollback, the hours settings.
    for (const action of [
      'booking.mark-completed',
      'content.coupon.add',
      'content.food.remove',
      'site.preview',
      'site.rollback',
      'settings.refund-window',
      'settings.reschedule-window',
    ])
      expect(read(entry(action, { target: 'content:food:f-1' })), action).not.toContain(` did ${action}`);
  });

  it('finds each under a family the Action filter offers', () => {
    const families = new Set(Object.keys(AUDIT_FAMILIES));
    for (const action of [
      'sign-in',
      'sign-in.failed',
      'sign-in.throttled',
      'sign-out',
      'password.change.failed',
      'staff.reset',
      'refused.origin',
      'settings.refund-window',
      'settings.reschedule-window',
      'booking.view',
      'booking.export',
      'booking.note',
      'booking.mark-no-show',
      'booking.record-payment',
      'booking.void-payment',
      'booking.add-line',
      'booking.cancel',
      'booking.move',
      'booking.phone',
      'booking.payment-link',
      'booking.resend-message',
      'settings.messages',
      'slot.unblock',
      'lead.mark',
      'content.faq.order',
      'content.image.upload',
      'site.rollback',
    ])
      expect(families.has(familyOf(action)), action).toBe(true);
  });
});
