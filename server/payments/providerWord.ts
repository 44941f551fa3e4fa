import { HttpError } from '../http/errors.ts';
import { findByProviderOrder, findPayment, recordEvent, updatePayment, type Payment, type Provider } from '../repo/payments.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import type { ProviderPayment, WebhookEvent } from './provider.ts';
import { refundPayment } from './refund.ts';
import { EXPIRY_GRACE_MS, nextCheckDelayMs } from './schedule.ts';
import { settlePayment, type Followup } from './settle.ts';

/**
 * What the provider says of a payment, however it comes: the server's own status check, a
 * webhook, or a settlement asked for directly; each settled in one transaction, then its refund and
 * invoice made outside it. (paymentFlow.ts opens the payments.)
 */

/** What the provider says now about the payment (its status call). */
async function askProvider(deps: PaymentDeps, p: Payment): Promise<ProviderPayment> {
  const { redirect, widget } = deps.payments.providers;
  if (p.provider === 'phonepe') return redirect.orderStatus(p.id);
  if (!p.providerOrderId) return { state: 'failed', amountPaise: p.amountPaise, providerPaymentId: '' };
  return widget.orderStatus(p.providerOrderId);
}

/**
 * The server's own status check of a pending payment, settling it with what the provider says.
 * A payment still pending well after it expired is taken as failed: the provider closes it at expiry.
 */
export async function checkPayment(deps: PaymentDeps, p: Payment): Promise<void> {
  const now = deps.now();
  let said = await askProvider(deps, p);
  if (said.state === 'pending' && now.getTime() > p.expiresAt.getTime() + EXPIRY_GRACE_MS) said = { ...said, state: 'failed' };
  await settle(deps, p.id, said);
  if (said.state === 'pending') {
    await updatePayment(
      deps.db,
      p.id,
      {
        nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(now.getTime() - p.createdAt.getTime(), deps.payments.config.pollScale)),
        checks: p.checks + 1,
      },
      now,
    );
  }
}

/** Settles in one transaction, then does what it calls for outside it. */
export async function settle(deps: PaymentDeps, paymentId: string, said: ProviderPayment): Promise<void> {
  const followup = await deps.db.transaction((tx) => settlePayment(tx, paymentId, said, deps.now(), deps.payments.siteOrigin()));
  await runFollowup(deps, followup);
}

/**
 * A verified webhook: stored once (a duplicate changes nothing), then settled. PhonePe's
 * Authorization is a fixed value that does not cover the body, so what one of its webhooks says is
 * taken from the provider's own status call instead; the widget provider's signature covers the body.
 */
export async function applyWebhook(deps: PaymentDeps, provider: Provider, event: WebhookEvent, rawBody: string): Promise<void> {
  const now = deps.now();
  const byOurs = event.merchantOrderId ? await findPayment(deps.db, event.merchantOrderId) : undefined;
  const payment =
    byOurs?.provider === provider
      ? byOurs
      : event.providerOrderId
        ? await findByProviderOrder(deps.db, provider, event.providerOrderId)
        : undefined;
  if (!payment) deps.payments.log(`${provider} webhook ${event.eventId}: no payment of ours has that order; kept and ignored`);
  let said: ProviderPayment = event;
  if (payment && provider === 'phonepe' && event.state !== 'pending') {
    try {
      said = await askProvider(deps, payment);
    } catch (err) {
      // Not acknowledged: the provider sends it again, and the reconciler asks meanwhile.
      deps.payments.log(`payment ${payment.id}: webhook not settled, the status check failed: ${err instanceof Error ? err.message : err}`);
      throw new HttpError(503, 'The payment could not be checked just now. Please send it again.');
    }
  }
  const followup = await deps.db.transaction(async (tx) => {
    const fresh = await recordEvent(tx, {
      provider,
      eventId: event.eventId,
      paymentId: payment?.id ?? null,
      type: event.type,
      state: event.state,
      body: rawBody,
      at: now,
    });
    return fresh && payment ? settlePayment(tx, payment.id, said, now, deps.payments.siteOrigin()) : {};
  });
  await runFollowup(deps, followup);
}

/** Refunds and invoices, after the commit; a refund the provider did not take is asked again by the reconciler. */
export async function runFollowup(deps: PaymentDeps, f: Followup): Promise<void> {
  if (f.refund) await refundPayment(deps, f.refund);
  if (f.invoiceFor) {
    try {
      await deps.payments.makeInvoice(deps.db, f.invoiceFor, deps.now());
    } catch (err) {
      // The reconciler makes it on its next round: the payment stands either way.
      deps.payments.log(`booking ${f.invoiceFor}: invoice not made yet: ${err instanceof Error ? err.message : err}`);
    }
  }
}
