import type { DeskRefund } from '../../src/lib/api/deskActions.ts';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { BookingNote, DeskBookingPage, DeskBookingRow, DeskBookingSummary, DeskPayment } from '../../src/lib/api/deskBookings.ts';
import { amountsOf } from '../../src/lib/booking/wire.ts';
import { leftToCollectPaise } from '../../src/lib/desk/bookingMoney.ts';
import type { BookingNames } from '../repo/bookingNames.ts';
import type { NoteRow } from '../repo/bookingNotes.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import type { DeskListRow } from '../repo/deskBookingQueries.ts';
import type { DeskRefundRow } from '../repo/deskRefunds.ts';
import type { Payment } from '../repo/payments.ts';
import type { VenuePayment } from '../repo/venuePayments.ts';

/** Bookings as the desk reads them: names instead of ids; amounts in paise, which the calls' schemas send as rupees. */

const money = (status: BookingStatus, totalPaise: number, paidPaise: number) => ({
  total: totalPaise,
  paid: paidPaise,
  leftToCollect: leftToCollectPaise(status, totalPaise, paidPaise),
});

/** What the venue needs of a booking: who comes, for what, what to prepare, what to collect. `status` as shown. */
export function deskSummaryOf(s: StoredBooking, names: BookingNames, status: BookingStatus = s.status): DeskBookingSummary {
  const d = s.draft;
  const plan = d.type === 'combo' && d.planId ? names.plans.get(d.planId) : undefined;
  const planCake = plan && d.planProductId ? plan.products.get(d.planProductId) : undefined;
  return {
    id: s.id,
    orderId: s.orderId,
    status,
    venueStatus: s.row.venue_status ?? null,
    customer: { name: d.userName, phone: d.userPhone, email: d.userEmail },
    persons: d.persons,
    occasion: d.occasionId ? (names.occasions.get(d.occasionId) ?? null) : null,
    personName: d.personName,
    decoration: d.decoration === 'Yes',
    decorationTheme: d.decorationTheme ?? '',
    cakeMessage: d.cakeMessage ?? '',
    cakes: [
      ...(planCake
        ? [{ name: d.flavour || planCake.name, weight: plan?.cakeWeight ?? null, cakeType: planCake.cakeType, fromPlan: true }]
        : []),
      ...s.lines.filter((l) => l.kind === 'cake').map((l) => ({ name: l.name, weight: l.weight, cakeType: l.cakeType, fromPlan: false })),
    ],
    addons: s.lines.filter((l) => l.kind === 'other').map((l) => l.name),
    food: s.lines.filter((l) => l.kind === 'food').map((l) => ({ name: l.name, quantity: l.quantity ?? 1 })),
    plan: {
      type: d.type,
      name: d.type === 'combo' ? (plan?.name ?? 'Combo') : 'Basic',
      includes: plan?.includes ?? [],
    },
    money: money(status, s.figures.totalPaise, s.paidPaise),
  };
}

const REFUND_STATES: Partial<Record<Payment['status'], 'pending' | 'refunded' | 'failed'>> = {
  'refund-pending': 'pending',
  refunded: 'refunded',
  'refund-failed': 'failed',
};

export function deskPaymentOf(p: Payment): DeskPayment {
  const refund = REFUND_STATES[p.status];
  return {
    id: p.id,
    provider: p.provider,
    type: p.paymentType,
    purpose: p.purpose,
    amount: p.amountPaise,
    paidAmount: p.paidAmountPaise,
    status: p.status,
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    refund: refund ? { state: refund, reason: p.note } : null,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const deskNoteOf = (n: NoteRow): BookingNote => ({
  id: n.id,
  text: n.text,
  staffId: n.staffId,
  staffName: n.staffName,
  at: n.at.toISOString(),
});

/** A refund the staff sent back, as an action's answer and the booking's page show it. */
export const refundOf = (r: DeskRefundRow): DeskRefund => ({
  id: r.id,
  amount: r.amountPaise,
  status: r.status,
  note: r.note,
});

/** A booking's page. `status` as shown (an unpaid booking without a live hold reads 'expired', as toBooking says). */
export function deskPageOf(
  s: StoredBooking,
  names: BookingNames,
  more: {
    status: BookingStatus;
    payments: Payment[];
    venuePayments: VenuePayment[];
    refunds: DeskRefundRow[];
    history: { status: string; note: string; at: Date }[];
    notes: NoteRow[];
    takenByPhone: DeskBookingPage['takenByPhone'];
  },
): DeskBookingPage {
  const d = s.draft;
  return {
    ...deskSummaryOf(s, names, more.status),
    branch: names.branches.get(d.theatreId) ?? '',
    theatre: { id: d.theatreId, name: d.theatreName },
    date: d.date,
    fromTime: d.fromTime,
    toTime: d.toTime,
    amounts: amountsOf(s.figures, s.row.coupon_id ?? ''),
    invoice: s.row.invoice || null,
    createdAt: new Date(s.row.created_at).toISOString(),
    updatedAt: new Date(s.row.updated_at).toISOString(),
    payments: more.payments.map(deskPaymentOf),
    venuePayments: more.venuePayments.map((v) => ({
      id: v.id,
      amount: v.amountPaise,
      method: v.method,
      reference: v.reference,
      staffName: v.staffName,
      at: v.at.toISOString(),
      voided: v.voided && { at: v.voided.at.toISOString(), by: v.voided.by, reason: v.voided.reason },
    })),
    refunds: more.refunds.map((r) => ({
      ...refundOf(r),
      kind: r.kind,
      reason: r.reason,
      byCustomer: r.byCustomer,
      at: r.createdAt.toISOString(),
    })),
    history: more.history.map((h) => ({ status: h.status, note: h.note, at: h.at.toISOString() })),
    notes: more.notes.map(deskNoteOf),
    takenByPhone: more.takenByPhone,
  };
}

/** A booking as Find lists it. */
export const deskRowOf = (r: DeskListRow): DeskBookingRow => ({
  id: r.id,
  orderId: r.order_id,
  status: r.status,
  date: r.slot_date,
  fromTime: r.from_time,
  toTime: r.to_time,
  branch: r.branch_name,
  theatre: r.theatre_name,
  customerName: r.user_name,
  phone: r.user_phone,
  email: r.user_email,
  persons: r.no_of_persons,
  occasion: r.occasion_name,
  personName: r.person_name,
  plan: r.type === 'combo' ? (r.plan_name ?? 'Combo') : 'Basic',
  money: money(r.status, r.total_price, r.amount_paid),
  createdAt: new Date(r.created_at).toISOString(),
});
