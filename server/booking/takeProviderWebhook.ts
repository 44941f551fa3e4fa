import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { WebhookRejected, type WebhookEvent } from '../payments/provider.ts';
import { applyWebhook } from '../payments/providerWord.ts';
import { recordRejection, type Provider } from '../repo/payments.ts';

/**
 * A payment provider's callback, as it was sent (`raw`): applied once its signature is the
 * provider's; otherwise recorded with `client`, the address it came from, and false is answered.
 */
export async function takeProviderWebhook(
  deps: PaymentDeps,
  provider: Provider,
  headers: Headers,
  raw: string,
  client: () => string,
): Promise<boolean> {
  let event: WebhookEvent;
  try {
    const verifier = provider === 'phonepe' ? deps.payments.providers.redirect : deps.payments.providers.widget;
    event = verifier.verifyWebhook(headers, raw);
  } catch (err) {
    if (!(err instanceof WebhookRejected)) throw err;
    await recordRejection(deps.db, { provider, reason: err.message, client: client(), body: raw, at: deps.now() });
    deps.payments.log(`${provider} webhook refused from ${client()}: ${err.message}`);
    return false;
  }
  await applyWebhook(deps, provider, event, raw);
  return true;
}
