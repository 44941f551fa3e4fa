import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { settle } from '../../server/payments/providerWord.ts';
import { startReconciler } from '../../server/payments/reconciler.ts';
import { issuePaymentRef, PAYMENT_REF_TTL_MS } from '../../server/auth/paymentRef.ts';
import { loadTokenSecret } from '../../server/auth/tokenSecret.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import {
  openPaymentHarness,
  paymentsOf,
  phonePeWebhook,
  pressOnPayPage,
  readBooking,
  sendPhonePeWebhook,
  slotBooked,
  startPayment,
} from './paymentFixtures.ts';
import { ProviderError, type RefundRequest } from '../../server/payments/provider.ts';
import { MAX_REFUND_ATTEMPTS } from '../../server/payments/refundRetry.ts';
import { refundsGivenUp } from '../../server/repo/payments.ts';
import { bookingIdByManageToken } from '../../server/repo/manageTokens.ts';

/** Settlement through the sandbox: confirmed once, only on the provider's word, for the amount asked. */
const clock = testClock();
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
});
afterAll(() => t.h.close());

/** Each test books its own day, so no two share a slot. */
let day = 2;
async function heldBooking() {
  const date = addDays(istToday(clock.now()), day++);
  const token = await newToken(t.h);
  const bookingId = await createBooking(t.h, token, addBookingBody(date));
  return { token, bookingId, date };
}

/** Pays on the sandbox's page while its callback to us is lost. */
async function payWithCallbackLost(url: string) {
  t.control.deliverWebhooks = false;
  try {
    await pressOnPayPage(t.h, url, 'Pay');
  } finally {
    t.control.deliverWebhooks = true;
  }
}

/** Where the sandbox sent the browser back: the page, and the booking id and reference it carries. */
function wayBack(res: Response) {
  const url = new URL(res.headers.get('location') ?? '');
  return { path: url.pathname, bookingId: url.searchParams.get('id') ?? '', ref: url.searchParams.get('ref') ?? '' };
}

const historyOf = (bookingId: string) =>
  t.h.db.query<{ status: string }>('select status from booking_status_history where booking_id = $1 order by id', [bookingId]);

describe('the wizard payment (PhonePe, redirect)', () => {
  it('answers the pay page in the spec shape and keeps the booking unpaid until the provider says paid', async () => {
    const { token, bookingId } = await heldBooking();
    const started = await startPayment(t.h, token, bookingId);
    expect(started.status).toBe(200);
    expect(started.body.success).toBe(true);
    expect(started.url).toMatch(/\/sandbox\/phonepe\//);
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('payment-pending');
    expect(b.invoice).toBe('');
    const [p] = await paymentsOf(t.h, bookingId);
    expect(p).toMatchObject({ status: 'pending', amount: Math.round(b.advancePayment * 100), provider: 'phonepe' });
  });

  it('a second Confirm & Pay opens the same payment, not a second one', async () => {
    const { token, bookingId } = await heldBooking();
    const first = await startPayment(t.h, token, bookingId);
    const second = await startPayment(t.h, token, bookingId);
    expect(second.url).toBe(first.url);
    expect(await paymentsOf(t.h, bookingId)).toHaveLength(1);
  });

  it('Pay confirms the booking once: a sale, the amount paid, an invoice; the same webhook three times changes nothing', async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    t.control.delivered.length = 0;
    const back = await pressOnPayPage(t.h, url, 'Pay');
    expect([302, 303]).toContain(back.status);
    expect(back.headers.get('location')).toContain(`/payment-processing?id=${bookingId}`);
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('booking-confirmed');
    expect(b.amountPaid).toBe(b.advancePayment);
    expect(b.paymentType).toBe('advance');
    expect(b.invoice).toMatch(/^\/v1\/theatre\/invoices\/[\w-]{20,}\.pdf$/);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    const pdf = await t.h.app.request(b.invoice);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const hook = t.control.delivered.find((d) => d.url.includes('/payments/phonepe/webhook'));
    expect(hook).toBeDefined();
    const before = await historyOf(bookingId);
    for (let i = 0; i < 3; i++) {
      const again = await t.h.post('payments/phonepe/webhook', hook!.body, {
        headers: { authorization: hook!.headers.get('authorization')! },
      });
      expect(again.status).toBe(200);
    }
    expect(await historyOf(bookingId)).toEqual(before);
    expect(before.filter((s) => s.status === 'booking-confirmed')).toHaveLength(1);
    const [p] = await paymentsOf(t.h, bookingId);
    expect(p.status).toBe('paid');
    const events = await t.h.db.query('select 1 from payment_events where payment_id = $1', [p.id]);
    expect(events).toHaveLength(1);
  });

  it("a late 'failed' after 'paid' keeps the booking paid and its slot sold", async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await pressOnPayPage(t.h, url, 'Pay');
    const [p] = await paymentsOf(t.h, bookingId);
    // A failed callback for it (PhonePe's body is checked against its status call, which says paid) ...
    const late = await sendPhonePeWebhook(t.h, phonePeWebhook(p.id, 'FAILED', p.amount, 'OM-LATE'));
    expect(late.status).toBe(200);
    // ... and a provider that says 'failed' after 'paid', taken as it comes.
    await settle(t.deps, p.id, { state: 'failed', amountPaise: p.amount, providerPaymentId: 'OM-LATE' });
    expect((await readBooking(t.h, token, bookingId)).status).toBe('booking-confirmed');
    expect((await paymentsOf(t.h, bookingId))[0].status).toBe('paid');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
  });

  it('a forged PhonePe body with the right Authorization cannot confirm: the status call decides', async () => {
    const { token, bookingId } = await heldBooking();
    await startPayment(t.h, token, bookingId);
    const [p] = await paymentsOf(t.h, bookingId);
    const forged = await sendPhonePeWebhook(t.h, phonePeWebhook(p.id, 'COMPLETED', p.amount));
    expect(forged.status).toBe(200);
    expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
  });

  it('Decline fails the payment and frees the slot at once', async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    const back = await pressOnPayPage(t.h, url, 'Decline');
    expect(back.headers.get('location')).toContain(`/payment-processing?id=${bookingId}`);
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('payment-failed');
    expect(b.invoice).toBe('');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    const status = await t.h.post('booking/new/paymentstatus', { bookingId }, auth(token));
    expect(status.body).toMatchObject({ status: 'payment-failed', settled: true });
  });

  it('a webhook with a tampered Authorization is refused, logged, and changes nothing', async () => {
    const { token, bookingId } = await heldBooking();
    await startPayment(t.h, token, bookingId);
    const [p] = await paymentsOf(t.h, bookingId);
    const forged = await sendPhonePeWebhook(t.h, phonePeWebhook(p.id, 'COMPLETED', p.amount), 'a'.repeat(64));
    expect(forged.status).toBe(401);
    const missing = await t.h.post('payments/phonepe/webhook', JSON.stringify(phonePeWebhook(p.id, 'COMPLETED', p.amount)));
    expect(missing.status).toBe(401);
    expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
    const logged = await t.h.db.query<{ reason: string }>(
      `select reason from payment_rejections where provider = 'phonepe' and body_sample like $1`,
      [`%${p.id}%`],
    );
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(t.logs.some((l) => l.includes('phonepe webhook refused'))).toBe(true);
  });

  it('a paid amount other than the one asked never confirms: the money goes back and the customer is told', async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    const redirect = t.payments.providers.redirect;
    const orderStatus = redirect.orderStatus.bind(redirect);
    // The provider reports ₹1 less paid than asked.
    redirect.orderStatus = async (id) => {
      const said = await orderStatus(id);
      return { ...said, amountPaise: said.amountPaise - 100 };
    };
    let back: Response;
    try {
      back = await pressOnPayPage(t.h, url, 'Pay');
    } finally {
      redirect.orderStatus = orderStatus;
    }
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('refunded');
    expect(b.statusNote).toMatch(/instead of .* refunded/);
    // Any tab the way back opens in is told the same, and no order id for a booking it does not have.
    const seen = await t.h.post('web/paymentoutcome', { bookingId, ref: wayBack(back).ref });
    expect(seen.body).toMatchObject({ status: 'refunded', settled: true, statusNote: b.statusNote, orderId: '', invoice: '' });
    expect(b.invoice).toBe('');
    expect(b.amountPaid).toBe(0);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    expect((await paymentsOf(t.h, bookingId))[0].status).toMatch(/^refund/);
  });

  it('a lost callback is settled by the reconciler, on the provider’s own status', async () => {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await payWithCallbackLost(url);
    expect((await readBooking(t.h, token, bookingId)).status).toBe('payment-pending');
    // The first check is 25 s after the start on the provider's schedule (scaled to 0.25 s here).
    clock.advance(1000);
    await t.reconcile();
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('booking-confirmed');
    expect(b.invoice).not.toBe('');
  });

  it('the reconciler, running on its own timer, settles a lost callback and stops cleanly', async () => {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await payWithCallbackLost(url);
    clock.advance(1000);
    const reconciler = startReconciler(t.deps, 20);
    try {
      await expect.poll(async () => (await readBooking(t.h, token, bookingId)).status).toBe('booking-confirmed');
    } finally {
      await reconciler.stop();
    }
  });

  it('the outcome page’s polling asks the provider too, so a lost callback does not keep the customer waiting', async () => {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await payWithCallbackLost(url);
    const early = await t.h.post('booking/new/paymentstatus', { bookingId }, auth(token));
    expect(early.body).toMatchObject({ status: 'payment-pending', settled: false });
    clock.advance(4000);
    const later = await t.h.post('booking/new/paymentstatus', { bookingId }, auth(token));
    expect(later.body).toMatchObject({ status: 'booking-confirmed', settled: true });
  });

  it('a payment that succeeds after its hold ran out and the slot was sold is refunded, and the slot is not sold twice', async () => {
    const { token, bookingId, date } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    // The customer pays, but the callback is lost and nobody asks the provider for a while.
    await payWithCallbackLost(url);
    // The hold runs out; someone else books the slot and pays.
    clock.advance(20 * 60_000);
    const other = await newToken(t.h);
    const otherId = await createBooking(t.h, other, addBookingBody(date, { userPhone: '9123456780' }));
    const second = await startPayment(t.h, other, otherId);
    await pressOnPayPage(t.h, second.url, 'Pay');
    expect((await readBooking(t.h, other, otherId)).status).toBe('booking-confirmed');
    // Now the first payment's success is found, late.
    await t.reconcile();
    const b = await readBooking(t.h, token, bookingId);
    expect(b.status).toBe('refunded');
    expect(b.statusNote).toMatch(/booked by someone else.*refunded/);
    expect((await paymentsOf(t.h, bookingId))[0].status).toBe('refunded');
    const sales = await t.h.db.query(
      `select booking_id from slot_holds where theatre_id = $1 and slot_id = $2 and slot_date = $3::date and status = 'confirmed'`,
      [AURORA.id, AURORA.slot1.slotId, date],
    );
    expect(sales).toEqual([{ booking_id: otherId }]);
  });

  it("another customer's token can neither start, poll nor verify this booking's payment", async () => {
    const { token, bookingId } = await heldBooking();
    await startPayment(t.h, token, bookingId);
    const stranger = await newToken(t.h);
    expect((await t.h.post('booking/new/paymentstatus', { bookingId }, auth(stranger))).status).toBe(403);
    expect(
      (await t.h.post('booking/new/checkout/order', { bookingId, paymentType: 'fullpayment', amount: 2148 }, auth(stranger))).status,
    ).toBe(403);
    expect(
      (
        await t.h.post(
          'booking/new/updatebookingforPayment',
          { bookingId, totalPrice: 2148, subTotal: 2148, advancePayment: 750 },
          auth(stranger),
        )
      ).status,
    ).toBe(403);
    expect((await t.h.post('booking/new/paymentstatus', { bookingId })).status).toBe(401);
  });
});

describe('the way back from the provider shows the outcome in any tab (web/paymentoutcome)', () => {
  const outcome = (body: unknown) => t.h.post('web/paymentoutcome', body);

  /** A booking paid (or declined) on the sandbox's page, with the way back's reference. */
  async function decided(button: 'Pay' | 'Decline') {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    const back = wayBack(await pressOnPayPage(t.h, url, button));
    return { token, bookingId, url, path: back.path, ref: back.ref, returnedId: back.bookingId };
  }

  it('paid: the reference alone, with no token, answers the order id and invoice, and nothing of the customer', async () => {
    const { token, bookingId, path, ref, returnedId } = await decided('Pay');
    expect(path).toBe('/payment-processing');
    expect(returnedId).toBe(bookingId);
    expect(ref).toMatch(/^r1\.PAY_[0-9a-f]{24}\.\d+\.[\w-]{43}$/);
    const b = await readBooking(t.h, token, bookingId);
    const res = await outcome({ bookingId, ref });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'OK',
      bookingId,
      status: 'booking-confirmed',
      settled: true,
      orderId: b.orderId,
      invoice: b.invoice,
      statusNote: '',
      manageToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(b.invoice).not.toBe('');
    const text = JSON.stringify(res.body);
    for (const personal of [b.userName, b.userPhone, b.userEmail]) expect(text).not.toContain(personal);
    // The token is the booking's own link's, kept: the same on every read, and it opens this booking.
    expect((await outcome({ bookingId, ref })).body.manageToken).toBe(res.body.manageToken);
    expect(await bookingIdByManageToken(t.h.db, res.body.manageToken)).toBe(bookingId);
  });

  it('declined: a failure without an order id; paid on a second try, the first way back shows the booking as it now stands', async () => {
    const { token, bookingId, ref } = await decided('Decline');
    expect((await outcome({ bookingId, ref })).body).toMatchObject({
      status: 'payment-failed',
      settled: true,
      orderId: '',
      invoice: '',
      statusNote: '',
      manageToken: '',
    });
    // No link was made for a booking that is not the customer's.
    expect(await t.h.db.query('select 1 from bookings where id = $1 and manage_token is not null', [bookingId])).toHaveLength(0);
    const again = await startPayment(t.h, token, bookingId);
    const second = wayBack(await pressOnPayPage(t.h, again.url, 'Pay'));
    expect(second.ref).not.toBe(ref);
    const { orderId } = await readBooking(t.h, token, bookingId);
    expect((await outcome({ bookingId, ref })).body).toMatchObject({ status: 'booking-confirmed', orderId });
  });

  it('pending with its callback lost: tabs polling by the reference at once ask the provider, and it is confirmed once', async () => {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    t.control.deliverWebhooks = false;
    let back: Response;
    try {
      back = await pressOnPayPage(t.h, url, 'Pay');
    } finally {
      t.control.deliverWebhooks = true;
    }
    const { ref } = wayBack(back);
    expect((await outcome({ bookingId, ref })).body).toMatchObject({
      status: 'payment-pending',
      settled: false,
      orderId: '',
      invoice: '',
      manageToken: '',
    });
    clock.advance(4000);
    const answers = await Promise.all([
      outcome({ bookingId, ref }),
      outcome({ bookingId, ref }),
      t.h.post('booking/new/paymentstatus', { bookingId }, auth(token)),
    ]);
    for (const a of answers) expect(a.status).toBe(200);
    expect((await outcome({ bookingId, ref })).body).toMatchObject({ status: 'booking-confirmed', settled: true });
    expect((await historyOf(bookingId)).filter((h) => h.status === 'booking-confirmed')).toHaveLength(1);
    expect(await t.h.db.query('select 1 from invoices where booking_id = $1', [bookingId])).toHaveLength(1);
  });

  it('refuses wrong types, empty, huge, NUL-laden and broken text with a 400 naming the field', async () => {
    const { bookingId, ref } = await decided('Pay');
    const cases: [unknown, string][] = [
      [{ bookingId }, 'ref'],
      [{ bookingId, ref: 42 }, 'ref'],
      [{ bookingId, ref: null }, 'ref'],
      [{ bookingId, ref: [ref] }, 'ref'],
      [{ bookingId, ref: { $ne: '' } }, 'ref'],
      [{ bookingId, ref: '   ' }, 'ref'],
      [{ bookingId, ref: 'r'.repeat(60_000) }, 'ref'],
      [{ bookingId, ref: `${ref}\u0000` }, 'ref'],
      [{ bookingId, ref: `${ref.slice(0, 10)}\ud800${ref.slice(10)}` }, 'ref'],
      [{ ref }, 'bookingId'],
      [{ bookingId: 42, ref }, 'bookingId'],
      [{ bookingId: 'b'.repeat(60_000), ref }, 'bookingId'],
      [{ bookingId: `${bookingId}\u0000`, ref }, 'bookingId'],
    ];
    for (const [body, field] of cases) {
      const res = await outcome(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    for (const raw of ['{"broken', '[1,2]', 'null']) expect((await outcome(raw)).status).toBe(400);
  });

  it("a forged, altered or unknown reference, another booking's, or a booking token answers one 404 that tells nothing", async () => {
    const mine = await decided('Pay');
    const other = await decided('Pay');
    const secret = await loadTokenSecret(t.h.db);
    const [{ id: paymentId }] = await paymentsOf(t.h, mine.bookingId);
    const [{ id: otherPaymentId }] = await paymentsOf(t.h, other.bookingId);
    const [, , expires, signature] = mine.ref.split('.');
    const refused: [string, string, string][] = [
      ['signed with another key', mine.bookingId, issuePaymentRef(Buffer.from('k'.repeat(32)), paymentId, clock.now())],
      ["another payment's id under this signature", mine.bookingId, ['r1', otherPaymentId, expires, signature].join('.')],
      ['a later expiry under this signature', mine.bookingId, ['r1', paymentId, String(Number(expires) + 86_400), signature].join('.')],
      ['a changed signature', mine.bookingId, `${mine.ref.slice(0, -1)}${mine.ref.endsWith('A') ? 'B' : 'A'}`],
      ['a payment that does not exist', mine.bookingId, issuePaymentRef(secret, `PAY_${'0'.repeat(24)}`, clock.now())],
      ["another booking's reference", mine.bookingId, other.ref],
      ['this reference for another booking', other.bookingId, mine.ref],
      ['this reference for no booking', 'no-such-booking', mine.ref],
      ['a guest token', mine.bookingId, mine.token],
      ['not a reference', mine.bookingId, 'PAY_0'],
    ];
    const messages = new Set<string>();
    for (const [why, bookingId, ref] of refused) {
      const res = await outcome({ bookingId, ref });
      expect(res.status, why).toBe(404);
      expect(JSON.stringify(res.body), why).not.toContain('ORD');
      messages.add(res.body.message);
    }
    expect([...messages]).toEqual([
      'No payment matches this address. If money was taken, please call or WhatsApp us with the time of payment.',
    ]);
    // Nor is a reference a token for the booking calls.
    expect((await t.h.post('booking/new/paymentstatus', { bookingId: mine.bookingId }, auth(mine.ref))).status).toBe(401);
    expect((await outcome({ bookingId: mine.bookingId, ref: mine.ref })).status).toBe(200);
  });

  it('an expired reference is refused, saying so', async () => {
    const { bookingId } = await decided('Pay');
    const [{ id: paymentId }] = await paymentsOf(t.h, bookingId);
    const secret = await loadTokenSecret(t.h.db);
    const issuedLongAgo = issuePaymentRef(secret, paymentId, new Date(clock.now().getTime() - PAYMENT_REF_TTL_MS - 1000));
    const res = await outcome({ bookingId, ref: issuedLongAgo });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/expired/);
    expect(res.body).not.toHaveProperty('orderId');
    const lastMinute = issuePaymentRef(secret, paymentId, new Date(clock.now().getTime() - PAYMENT_REF_TTL_MS + 60_000));
    expect((await outcome({ bookingId, ref: lastMinute })).status).toBe(200);
  });
});

/** Paid but not kept: a booking changed behind its payment, and refunds the provider does not take. */
describe('refunds', () => {
  /**
   * A wizard payment paid (its callback lost) for a booking whose total then changed, as a change
   * the freeze did not see would leave it: the reconciler's next round settles it.
   */
  async function paidForAnotherTotal() {
    const { token, bookingId } = await heldBooking();
    const { url } = await startPayment(t.h, token, bookingId);
    await payWithCallbackLost(url);
    await t.h.db.query(
      'update bookings set total_price = total_price + 329700, remaining_amount = remaining_amount + 329700 where id = $1',
      [bookingId],
    );
    const [p] = await paymentsOf(t.h, bookingId);
    return { token, bookingId, paymentId: p.id, amount: p.amount };
  }

  const paymentRow = async (id: string) =>
    (
      await t.h.db.query<{ status: string; note: string; refund_attempts: number; next_check_at: Date | string | null }>(
        'select status, note, refund_attempts, next_check_at from payments where id = $1',
        [id],
      )
    )[0];

  /** A reconciler round, `ms` later. */
  async function round(ms = 1000) {
    clock.advance(ms);
    await t.reconcile();
  }

  /** Counts the calls to refund the payment; `failWith` answers the next ones with these errors instead of the sandbox's answer. */
  function watchRefunds(paymentId: string, ...failWith: Error[]) {
    const redirect = t.payments.providers.redirect;
    const refund = redirect.refund.bind(redirect);
    let calls = 0;
    redirect.refund = async (r: RefundRequest) => {
      if (r.merchantOrderId !== paymentId) return refund(r);
      calls++;
      const err = failWith.shift();
      if (err) throw err;
      return refund(r);
    };
    return { calls: () => calls, restore: () => (redirect.refund = refund) };
  }

  it('a payment for a booking that changed since it was asked is refunded, not confirmed, and says why', async () => {
    const { token, bookingId, paymentId } = await paidForAnotherTotal();
    await round();
    const b = await readBooking(t.h, token, bookingId);
    expect(b).toMatchObject({ status: 'refunded', invoice: '', amountPaid: 0 });
    expect(b.statusNote).toMatch(/changed while your payment of ₹750 was in progress \(it now costs ₹5,445\).*refunded ₹750/);
    const p = await paymentRow(paymentId);
    expect(p.status).toBe('refunded');
    expect(p.note).toBe(
      'the booking changed after the payment was asked: total 214800 paise then, 544500 now; advance 75000 asked, 75000 due now',
    );
    const [last] = await t.h.db.query<{ status: string; note: string }>(
      'select status, note from booking_status_history where booking_id = $1 order by id desc limit 1',
      [bookingId],
    );
    expect(last).toEqual({ status: 'refunded', note: `payment ${paymentId}: ${b.statusNote}` });
  });

  it('a refund the provider refuses for good is given up at once, with its reason, and never asked again', async () => {
    const { token, bookingId, paymentId, amount } = await paidForAnotherTotal();
    // The order was refunded by hand at the provider already: it refuses to refund more than is left.
    await t.payments.providers.redirect.refund({
      refundId: `${paymentId}_BY_HAND`,
      merchantOrderId: paymentId,
      providerOrderId: '',
      providerPaymentId: '',
      amountPaise: amount,
    });
    const refunds = watchRefunds(paymentId);
    try {
      await round();
      const p = await paymentRow(paymentId);
      expect(p).toMatchObject({ status: 'refund-failed', refund_attempts: 1, next_check_at: null });
      expect(p.note).toMatch(
        /^refused for good: PhonePe refused to refund \(HTTP 400\): BAD_REQUEST The refund is more than what is left of the order\.$/,
      );
      expect((await readBooking(t.h, token, bookingId)).statusNote).toMatch(/^We could not return your payment of ₹750 automatically\./);
      expect(t.logs.some((l) => l.startsWith(`payment ${paymentId}: refund given up`))).toBe(true);
      for (let i = 0; i < 3; i++) await round(60 * 60_000);
      expect(refunds.calls()).toBe(1);
      expect((await paymentRow(paymentId)).status).toBe('refund-failed');
      expect((await refundsGivenUp(t.h.db)).find((g) => g.id === paymentId)?.note).toBe(p.note);
    } finally {
      refunds.restore();
    }
  });

  it('a refund not taken for now is asked again, each time after longer, and goes through once the provider takes it', async () => {
    const { paymentId } = await paidForAnotherTotal();
    const refunds = watchRefunds(
      paymentId,
      new ProviderError('PhonePe could not be reached: connect ECONNREFUSED'),
      new ProviderError('PhonePe refused to refund (HTTP 503)', 503),
    );
    try {
      const waits: number[] = [];
      for (const attempts of [1, 2]) {
        await round(waits.at(-1) ?? 1000);
        const p = await paymentRow(paymentId);
        expect(p).toMatchObject({ status: 'refund-pending', refund_attempts: attempts });
        waits.push(new Date(p.next_check_at!).getTime() - clock.now().getTime());
      }
      // A minute, then two (scaled by the tests' PAYMENT_POLL_SCALE of 0.01).
      expect(waits).toEqual([600, 1200]);
      await round(1199);
      expect(refunds.calls()).toBe(2);
      await round(1);
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', refund_attempts: 2, next_check_at: null });
      expect(refunds.calls()).toBe(3);
    } finally {
      refunds.restore();
    }
  });

  it(`a refund never taken is given up after ${MAX_REFUND_ATTEMPTS} tries`, async () => {
    const { paymentId } = await paidForAnotherTotal();
    const down = Array.from({ length: MAX_REFUND_ATTEMPTS }, () => new ProviderError('PhonePe refused to refund (HTTP 502)', 502));
    const refunds = watchRefunds(paymentId, ...down);
    try {
      await round();
      // An hour apart at most (36 s here): every round is due.
      for (let i = 1; i < MAX_REFUND_ATTEMPTS; i++) await round(36_000);
      const p = await paymentRow(paymentId);
      expect(p).toMatchObject({ status: 'refund-failed', refund_attempts: MAX_REFUND_ATTEMPTS, next_check_at: null });
      expect(p.note).toBe(`not taken in ${MAX_REFUND_ATTEMPTS} tries: PhonePe refused to refund (HTTP 502)`);
      await round(60 * 60_000);
      expect(refunds.calls()).toBe(MAX_REFUND_ATTEMPTS);
    } finally {
      refunds.restore();
    }
  });
});
