/**
 * Which payment providers the server talks to. Unset, everything points at the project's own
 * sandbox (served by this server under /sandbox/), with the sandbox's keys: a fresh clone takes
 * payments with no outside service. PAYMENTS=live needs every key and host of the real providers.
 * In production (NODE_ENV=production) PAYMENTS has no default: it must be set.
 */

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** The webhook's Authorization header is SHA-256 of `username:password`, set on the provider's dashboard. */
  webhookUsername: string;
  webhookPassword: string;
  /** Base of the pay and status calls (…/checkout/v2/pay). */
  apiHost: string;
  /** Base of the token call (…/v1/oauth/token). */
  authHost: string;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Base of the REST calls (…/v1/orders). */
  apiHost: string;
  /** The checkout script the browser loads. */
  checkoutScript: string;
}

export interface PaymentConfig {
  mode: 'sandbox' | 'live';
  phonepe: PhonePeConfig;
  razorpay: RazorpayConfig;
  /** Multiplies the reconciler's polling schedule (PhonePe's documented one): 0.01 in tests. */
  pollScale: number;
}

/** The sandbox's own credentials: it checks them exactly as the real providers check theirs. */
export const SANDBOX_CREDENTIALS = {
  phonepe: {
    clientId: 'SANDBOX_CLIENT',
    clientSecret: 'sandbox-client-secret',
    clientVersion: '1',
    webhookUsername: 'sandbox',
    webhookPassword: 'sandbox-webhook-password',
  },
  razorpay: { keyId: 'rzp_test_sandbox', keySecret: 'sandbox-key-secret', webhookSecret: 'sandbox-webhook-secret' },
} as const;

export const SANDBOX_PREFIX = '/sandbox';

/** The sandbox's hosts on the given origin (this server's own). */
export function sandboxPayments(origin: string, pollScale = 1): PaymentConfig {
  const base = `${origin}${SANDBOX_PREFIX}`;
  return {
    mode: 'sandbox',
    phonepe: { ...SANDBOX_CREDENTIALS.phonepe, apiHost: `${base}/phonepe/pg`, authHost: `${base}/phonepe/identity-manager` },
    razorpay: { ...SANDBOX_CREDENTIALS.razorpay, apiHost: `${base}/razorpay`, checkoutScript: `${SANDBOX_PREFIX}/razorpay/checkout.js` },
    pollScale,
  };
}

const LIVE_KEYS = [
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

function pollScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 100)
    throw new Error(`PAYMENT_POLL_SCALE must be a number above 0 and at most 100, not "${value}".`);
  return n;
}

/**
 * From the environment. Sandbox hosts are on `origin` (this server's address, known once it listens).
 * Live: PhonePe's and Razorpay's production hosts unless PHONEPE_API_HOST, PHONEPE_AUTH_HOST,
 * RAZORPAY_API_HOST or RAZORPAY_CHECKOUT_SCRIPT say otherwise (PhonePe's UAT, say).
 */
export function paymentsFromEnv(
  env: NodeJS.ProcessEnv,
  origin: string,
  { production = false }: { production?: boolean } = {},
): PaymentConfig {
  // In production a forgotten setting must stop the start: the sandbox would confirm bookings
  // that nobody paid for.
  if (!env.PAYMENTS && production) {
    throw new Error(
      'PAYMENTS must be set when NODE_ENV=production: "live" (the real providers, with their keys) or "sandbox" (no money is taken).',
    );
  }
  const mode = env.PAYMENTS || 'sandbox';
  if (mode === 'sandbox') return sandboxPayments(origin, pollScale(env.PAYMENT_POLL_SCALE));
  if (mode !== 'live') throw new Error(`PAYMENTS must be "sandbox" or "live", not "${mode}".`);
  const missing = LIVE_KEYS.filter((k) => !env[k]);
  if (missing.length) throw new Error(`PAYMENTS=live needs ${missing.join(', ')}.`);
  const e = env as Record<(typeof LIVE_KEYS)[number], string>;
  return {
    mode: 'live',
    phonepe: {
      clientId: e.PHONEPE_CLIENT_ID,
      clientSecret: e.PHONEPE_CLIENT_SECRET,
      clientVersion: e.PHONEPE_CLIENT_VERSION,
      webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
      apiHost: env.PHONEPE_API_HOST || 'https://api.phonepe.com/apis/pg',
      authHost: env.PHONEPE_AUTH_HOST || 'https://api.phonepe.com/apis/identity-manager',
    },
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiHost: env.RAZORPAY_API_HOST || 'https://api.razorpay.com',
      checkoutScript: env.RAZORPAY_CHECKOUT_SCRIPT || 'https://checkout.razorpay.com/v1/checkout.js',
    },
    pollScale: pollScale(env.PAYMENT_POLL_SCALE),
  };
}
