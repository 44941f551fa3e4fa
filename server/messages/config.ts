import { SANDBOX_PREFIX } from '../payments/config.ts';

/**
 * Where the customers' messages go. Unset, both channels point at the project's own sandbox:
 * WhatsApp's Cloud API on this server under /sandbox/whatsapp, and an SMTP sink on a local port
 * the server starts; a fresh clone sends messages with no outside service. MESSAGES=live needs
 * Meta's keys and an SMTP server. In production (NODE_ENV=production) MESSAGES has no default.
 */

export interface WhatsAppConfig {
  /** Base of the Graph API (https://graph.facebook.com). */
  apiHost: string;
  /** The Graph API version the calls name (v23.0). */
  apiVersion: string;
  /** The business number's id on Meta, which the send call names. */
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta sends back when the webhook is subscribed (hub.verify_token). */
  verifyToken: string;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port, as nodemailer takes it. */
  smtpUrl: string;
  /** The sender's address; the name beside it is the owner's setting. */
  from: string;
}

export interface MessagesConfig {
  mode: 'sandbox' | 'live';
  whatsapp: WhatsAppConfig;
  mail: MailConfig;
}

export const DEFAULT_WHATSAPP_API_HOST = 'https://graph.facebook.com';
export const DEFAULT_WHATSAPP_API_VERSION = 'v23.0';

/** The sandbox's own credentials: it checks them as Meta and an SMTP server check theirs. */
export const MESSAGES_SANDBOX_CREDENTIALS = {
  whatsapp: {
    phoneNumberId: '100000000000001',
    accessToken: 'EAAsandbox-whatsapp-access-token',
    appSecret: 'sandbox-whatsapp-app-secret',
    verifyToken: 'sandbox-whatsapp-verify-token',
  },
  smtp: { user: 'sandbox', pass: 'sandbox-smtp-password' },
  from: 'bookings@sandbox.localhost',
} as const;

/** The sandbox on this server's `origin`, its SMTP sink on `smtpPort` (0 while the sink is not started). */
export function sandboxMessages(origin: string, smtpPort = 0): MessagesConfig {
  const { whatsapp, smtp, from } = MESSAGES_SANDBOX_CREDENTIALS;
  return {
    mode: 'sandbox',
    whatsapp: { ...whatsapp, apiHost: `${origin}${SANDBOX_PREFIX}/whatsapp`, apiVersion: DEFAULT_WHATSAPP_API_VERSION },
    mail: { smtpUrl: `smtp://${smtp.user}:${smtp.pass}@127.0.0.1:${smtpPort}`, from },
  };
}

const LIVE_KEYS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
] as const;

function checked(name: string, value: string, valid: boolean, what: string): string {
  if (!valid) throw new Error(`${name} must be ${what}, not "${value}".`);
  return value;
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An address of one @, with a domain the Message-IDs are named by. */
const MAIL_ADDRESS = /^[^\s@<>"]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * From the environment. The sandbox's WhatsApp is on `origin` (this server's address, known once
 * it listens) and its SMTP sink on `smtpPort` (known once the sink listens).
 */
export function messagesFromEnv(
  env: NodeJS.ProcessEnv,
  origin: string,
  { production = false, smtpPort = 0 }: { production?: boolean; smtpPort?: number } = {},
): MessagesConfig {
  // In production a forgotten setting must stop the start: customers would never hear from us.
  if (!env.MESSAGES && production) {
    throw new Error(
      'MESSAGES must be set when NODE_ENV=production: "live" (WhatsApp and e-mail, with their keys) or "sandbox" (nothing reaches a customer).',
    );
  }
  const mode = env.MESSAGES || 'sandbox';
  if (mode === 'sandbox') return sandboxMessages(origin, smtpPort);
  if (mode !== 'live') throw new Error(`MESSAGES must be "sandbox" or "live", not "${mode}".`);
  const missing = LIVE_KEYS.filter((k) => !env[k]);
  if (missing.length) throw new Error(`MESSAGES=live needs ${missing.join(', ')}.`);
  const e = env as Record<(typeof LIVE_KEYS)[number], string>;
  const apiHost = env.WHATSAPP_API_HOST || DEFAULT_WHATSAPP_API_HOST;
  const apiVersion = env.WHATSAPP_API_VERSION || DEFAULT_WHATSAPP_API_VERSION;
  return {
    mode: 'live',
    whatsapp: {
      apiHost: checked('WHATSAPP_API_HOST', apiHost, isUrl(apiHost, ['https:', 'http:']), 'an http(s) address').replace(/\/+$/, ''),
      apiVersion: checked('WHATSAPP_API_VERSION', apiVersion, /^v\d+\.\d+$/.test(apiVersion), 'a Graph API version such as v23.0'),
      phoneNumberId: checked(
        'WHATSAPP_PHONE_NUMBER_ID',
        e.WHATSAPP_PHONE_NUMBER_ID,
        /^\d{1,32}$/.test(e.WHATSAPP_PHONE_NUMBER_ID),
        'digits',
      ),
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    mail: {
      // The URL holds a password: it is never repeated in the message.
      smtpUrl: isUrl(e.SMTP_URL, ['smtp:', 'smtps:']) ? e.SMTP_URL : fail('SMTP_URL must be smtp(s)://user:password@host:port.'),
      from: checked('MAIL_FROM', e.MAIL_FROM, MAIL_ADDRESS.test(e.MAIL_FROM), 'an e-mail address such as bookings@example.com'),
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

/** The domain of the sender's address: the Message-IDs are named by it. */
export const mailDomain = (from: string): string => from.slice(from.lastIndexOf('@') + 1).toLowerCase();
