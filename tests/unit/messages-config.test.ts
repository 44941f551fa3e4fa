import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { mailDomain, messagesFromEnv } from '../../server/messages/config.ts';
import { nextTryAt, retryDelayMs } from '../../server/messages/retrySchedule.ts';
import { messagesUrl, templateBody } from '../../server/messages/whatsappCloud.ts';
import { whatsappAddress } from '../../server/messages/whatsappWebhook.ts';

/** Every key MESSAGES=live needs, with made-up values. */
const LIVE = {
  MESSAGES: 'live',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAAlive',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-me',
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  MAIL_FROM: 'bookings@cinecelebrations.example',
};
const ORIGIN = 'http://127.0.0.1:4321';
const NOT_SET =
  'MESSAGES must be set when NODE_ENV=production: "live" (WhatsApp and e-mail, with their keys) or "sandbox" (nothing reaches a customer).';

describe('MESSAGES', () => {
  it('is the sandbox by default outside production, on this server and its SMTP sink', () => {
    const config = messagesFromEnv({}, ORIGIN, { smtpPort: 2525 });
    expect(config.mode).toBe('sandbox');
    expect(config.whatsapp.apiHost).toBe(`${ORIGIN}/sandbox/whatsapp`);
    expect(config.mail.smtpUrl).toMatch(/^smtp:\/\/sandbox:[^@]+@127\.0\.0\.1:2525$/);
    expect(loadConfig({}).messages(ORIGIN).mode).toBe('sandbox');
  });

  it('must be set under NODE_ENV=production, where the server refuses to start without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }).messages(ORIGIN)).toThrow(NOT_SET);
    expect(() => loadConfig({ NODE_ENV: 'production', MESSAGES: '' }).messages(ORIGIN)).toThrow(NOT_SET);
    expect(() => loadConfig({ NODE_ENV: 'production', ...LIVE, MESSAGES: undefined }).messages(ORIGIN)).toThrow(NOT_SET);
    expect(loadConfig({ NODE_ENV: 'production', MESSAGES: 'sandbox' }).messages(ORIGIN).mode).toBe('sandbox');
  });

  it('is only "sandbox" or "live"', () => {
    for (const value of ['Live', 'production', 'on', ' live'])
      expect(() => messagesFromEnv({ ...LIVE, MESSAGES: value }, ORIGIN)).toThrow(`MESSAGES must be "sandbox" or "live", not "${value}".`);
  });

  it('live needs every key, and names the missing ones', () => {
    expect(() => messagesFromEnv({ MESSAGES: 'live' }, ORIGIN)).toThrow(
      'MESSAGES=live needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, SMTP_URL, MAIL_FROM.',
    );
    expect(() => messagesFromEnv({ ...LIVE, WHATSAPP_APP_SECRET: '' }, ORIGIN)).toThrow('MESSAGES=live needs WHATSAPP_APP_SECRET.');
  });

  it("live talks to Meta's Graph API and the given SMTP server, from MAIL_FROM", () => {
    const config = messagesFromEnv(LIVE, ORIGIN);
    expect(config).toEqual({
      mode: 'live',
      whatsapp: {
        apiHost: 'https://graph.facebook.com',
        apiVersion: 'v23.0',
        phoneNumberId: '106540352242922',
        accessToken: 'EAAlive',
        appSecret: 'app-secret',
        verifyToken: 'verify-me',
      },
      mail: { smtpUrl: LIVE.SMTP_URL, from: LIVE.MAIL_FROM },
    });
    expect(messagesUrl(config.whatsapp)).toBe('https://graph.facebook.com/v23.0/106540352242922/messages');
    const other = messagesFromEnv({ ...LIVE, WHATSAPP_API_HOST: 'https://graph.example/', WHATSAPP_API_VERSION: 'v24.0' }, ORIGIN);
    expect(messagesUrl(other.whatsapp)).toBe('https://graph.example/v24.0/106540352242922/messages');
  });

  it('refuses keys of the wrong shape, without repeating the SMTP password', () => {
    expect(() => messagesFromEnv({ ...LIVE, SMTP_URL: 'mailer:secretpw@smtp.example.com' }, ORIGIN)).toThrow(
      'SMTP_URL must be smtp(s)://user:password@host:port.',
    );
    expect(() => messagesFromEnv({ ...LIVE, SMTP_URL: 'https://x:secretpw@smtp.example.com' }, ORIGIN)).not.toThrow(/secretpw/);
    expect(() => messagesFromEnv({ ...LIVE, MAIL_FROM: 'bookings' }, ORIGIN)).toThrow(/^MAIL_FROM must be an e-mail address/);
    expect(() => messagesFromEnv({ ...LIVE, WHATSAPP_API_VERSION: '23' }, ORIGIN)).toThrow(/^WHATSAPP_API_VERSION must be/);
    expect(() => messagesFromEnv({ ...LIVE, WHATSAPP_PHONE_NUMBER_ID: '+91 98' }, ORIGIN)).toThrow(
      /^WHATSAPP_PHONE_NUMBER_ID must be digits/,
    );
    expect(() => messagesFromEnv({ ...LIVE, WHATSAPP_API_HOST: 'graph.facebook.com' }, ORIGIN)).toThrow(/^WHATSAPP_API_HOST must be/);
    expect(mailDomain('Bookings@CineCelebrations.Example')).toBe('cinecelebrations.example');
  });
});

describe('the WhatsApp send body', () => {
  it("is Meta's template message, carrying our id as biz_opaque_callback_data", () => {
    const content = {
      channel: 'whatsapp' as const,
      template: 'refund_sent_v1',
      language: 'en',
      params: ['Asha', '₹500', 'ORD-1', '5 days'],
      text: '',
    };
    expect(templateBody({ id: 42, to: '+919876543210', content })).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+919876543210',
      type: 'template',
      template: {
        name: 'refund_sent_v1',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: content.params.map((text) => ({ type: 'text', text })) }],
      },
      biz_opaque_callback_data: '42',
    });
  });
});

describe('retries', () => {
  it('wait longer each time, at most an hour, never past the give-up time', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(retryDelayMs)).toEqual([30, 60, 120, 300, 900, 1800, 3600, 3600, 3600].map((s) => s * 1000));
    const now = new Date('2030-01-01T00:00:00Z');
    expect(nextTryAt(now, 1, new Date('2030-01-02T00:00:00Z'))).toEqual(new Date('2030-01-01T00:00:30Z'));
    expect(nextTryAt(now, 7, new Date('2030-01-01T00:10:00Z'))).toEqual(new Date('2030-01-01T00:10:00Z'));
  });
});

describe("a webhook's number", () => {
  it('is named as the outbox names it: + and the digits', () => {
    expect(whatsappAddress('919876543210')).toBe('+919876543210');
    expect(whatsappAddress('+919876543210')).toBe('+919876543210');
    for (const bad of ['', 'abc', '91 98765 43210', '9'.repeat(16), '91987654321\u0000']) expect(whatsappAddress(bad)).toBeUndefined();
  });
});
