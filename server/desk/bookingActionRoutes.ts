import type { Context, Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { policySentence } from '../../src/lib/desk/refundPolicy.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { readSettings, setRefundWindowHours, setRescheduleBeforeHours } from '../repo/deskSettings.ts';
import { readBooking } from './actions/actionBooking.ts';
import { cancelBooking } from './actions/cancelBooking.ts';
import { markVenue } from './actions/markVenue.ts';
import { moveBooking } from './actions/moveBooking.ts';
import { moveSlots } from '../booking/moveSlots.ts';
import { moveQuoteOf, priceMove } from './actions/moveTarget.ts';
import { recordVenuePayment } from './actions/recordVenuePayment.ts';
import { voidPayment } from './actions/voidVenuePayment.ts';
import { addVenueSale } from './actions/addVenueSale.ts';
import { priceSale } from './actions/priceSale.ts';
import { venueDishes } from '../repo/bookingCatalogue.ts';
import { refundPosition } from '../payments/refundPosition.ts';
import { theirTheatres } from './branchScope.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { staffAction } from './staffAction.ts';

const settingsView = (s: Awaited<ReturnType<typeof readSettings>>) => ({
  refundWindowHours: s.refundWindowHours,
  updatedAt: s.updatedAt?.toISOString() ?? null,
  updatedBy: s.updatedBy,
  rescheduleBeforeHours: s.rescheduleBeforeHours,
  rescheduleUpdatedAt: s.rescheduleUpdatedAt?.toISOString() ?? null,
  rescheduleUpdatedBy: s.rescheduleUpdatedBy,
});

/**
 * The actions on a booking's page (Mark arrived, completed, no-show; Record payment; Cancel and
 * refund; Move), what they propose before the staff confirm, and the owner's settings they follow.
 * Each action is a staffAction (server/desk/actions/), recorded in the audit log with who and when.
 */
export function bookingActionRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.bookingMark, ({ bookingId, mark }, c) => markVenue(deps, c, bookingId, mark));

  defineDeskCall(app, deps, deskCalls.bookingRecordPayment, ({ bookingId, left, lines }, c) =>
    recordVenuePayment(deps, c, { bookingId, left, lines: lines.map(({ amount, ...l }) => ({ ...l, amountPaise: amount })) }),
  );

  defineDeskCall(app, deps, deskCalls.bookingVoidPayment, (input, c) => voidPayment(deps, c, input));

  defineDeskCall(app, deps, deskCalls.bookingSaleQuote, async ({ bookingId, sale }) => {
    const b = await readBooking(db, bookingId);
    const s = await priceSale(db, b, sale);
    return {
      message: `With ${s.words} the booking is ${formatPaise(s.quote.totalPaise)}.`,
      bookingId: b.id,
      line: s.words,
      oldTotal: b.figures.totalPaise,
      newTotal: s.quote.totalPaise,
      remainingAmount: s.remainingPaise,
    };
  });

  defineDeskCall(app, deps, deskCalls.bookingAddSale, (input, c) => addVenueSale(deps, c, input));

  defineDeskCall(app, deps, deskCalls.venueMenu, async () => ({
    dishes: (await venueDishes(db)).map((d) => ({ _id: d.id, name: d.name, foodType: d.food_type, category: d.category, price: d.price })),
  }));

  defineDeskCall(app, deps, deskCalls.bookingRefundQuote, async ({ bookingId }) => {
    const b = await readBooking(db, bookingId);
    const pos = await refundPosition(db, b, deps.now());
    return {
      message: `The policy refunds ${formatPaise(pos.proposal.amountPaise)} online.`,
      bookingId: b.id,
      paidOnline: pos.paidOnlinePaise,
      paidAtVenue: pos.paidAtVenuePaise,
      advance: b.figures.advancePaise,
      proposed: pos.proposal.amountPaise,
      withinWindow: pos.proposal.withinWindow,
      windowHours: pos.windowHours,
      hoursBefore: pos.proposal.hoursBefore,
      policy: policySentence(pos.proposal, pos.windowHours),
    };
  });

  defineDeskCall(app, deps, deskCalls.bookingCancel, (input, c) => cancelBooking(deps, c, input));

  defineDeskCall(app, deps, deskCalls.bookingMoveSlots, async ({ bookingId, date }, c) => {
    const b = await readBooking(db, bookingId);
    // A member of some branches moves a booking within them: the others' theatres are not offered (a move there is refused).
    const [theatres, theirs] = await Promise.all([moveSlots(db, b, date, deps.now(), deps.bookingHorizonDays), theirTheatres(deps, c)]);
    return { date, theatres: theirs ? theatres.filter((t) => theirs.has(t.id)) : theatres };
  });

  defineDeskCall(app, deps, deskCalls.bookingMoveQuote, async ({ bookingId, ...target }) => {
    const b = await readBooking(db, bookingId);
    const quote = moveQuoteOf(b, await priceMove(db, b, target, deps.now(), deps.bookingHorizonDays));
    return { message: `${quote.theaterName} costs ${formatPaise(quote.newTotal)}.`, quote };
  });

  defineDeskCall(app, deps, deskCalls.bookingMove, (input, c) => moveBooking(deps, c, input));

  defineDeskCall(app, deps, deskCalls.settingsRead, async () => ({ settings: settingsView(await readSettings(db)) }));

  /** An hours setting saved under its row's lock, in the audit log with what it replaced. */
  const saveHours = (c: Context, name: 'refund-window' | 'reschedule-window', hours: number, set: typeof setRefundWindowHours) =>
    staffAction(deps, c, 'settings.edit', [], async ({ tx, actor, now, audit }) => {
      const before = await set(tx, hours, actor.id, now);
      await audit({ action: `settings.${name}`, target: `settings:${name}`, before: { hours: before }, after: { hours } });
    });

  defineDeskCall(app, deps, deskCalls.settingsRefundWindow, async ({ hours }, c) => {
    await saveHours(c, 'refund-window', hours, setRefundWindowHours);
    return {
      message: `Cancellations ${hours} hours or more before the slot now get the advance back.`,
      settings: settingsView(await readSettings(db)),
    };
  });

  defineDeskCall(app, deps, deskCalls.settingsRescheduleWindow, async ({ hours }, c) => {
    await saveHours(c, 'reschedule-window', hours, setRescheduleBeforeHours);
    return {
      message: `Customers may now reschedule their booking themselves up to ${hours} hours before the slot.`,
      settings: settingsView(await readSettings(db)),
    };
  });
}
