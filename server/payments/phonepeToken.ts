import type { PhonePeConfig } from './config.ts';
import { answerError, callProvider, field, isText } from './providerCall.ts';
import { ProviderError, type Fetch } from './provider.ts';

/** A token is renewed this long before PhonePe's expires_at, so no call carries one that lapses on the way. */
export const TOKEN_RENEW_BEFORE_MS = 2 * 60_000;

interface Token {
  value: string;
  /** ms since the epoch */
  expiresAt: number;
}

/**
 * PhonePe's OAuth client-credentials token: fetched once, kept until shortly before its expires_at,
 * and shared by every call meanwhile. Callers arriving while it is being fetched wait for that one
 * request instead of starting their own.
 */
export class PhonePeToken {
  private token?: Token;
  private fetching?: Promise<Token>;
  private readonly config: PhonePeConfig;
  private readonly fetch: Fetch;
  private readonly now: () => Date;

  constructor(config: PhonePeConfig, fetch: Fetch, now: () => Date) {
    this.config = config;
    this.fetch = fetch;
    this.now = now;
  }

  async get(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.expiresAt - TOKEN_RENEW_BEFORE_MS) return this.token.value;
    this.fetching ??= this.request().finally(() => {
      this.fetching = undefined;
    });
    this.token = await this.fetching;
    return this.token.value;
  }

  /** Forgets the token if it is still the one a refused call carried (a newer one is kept). */
  drop(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }

  private async request(): Promise<Token> {
    const { clientId, clientSecret, clientVersion, authHost } = this.config;
    const answer = await callProvider(this.fetch, 'PhonePe', `${authHost}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: clientId,
        client_version: clientVersion,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const { body } = answer;
    if (answer.status < 200 || answer.status > 299) throw answerError('PhonePe', 'issue a token', answer, said(body));
    const value = field(body, 'access_token');
    const expiresAt = field(body, 'expires_at');
    if (!isText(value) || value === '' || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
      throw new ProviderError('PhonePe answered the token call without an access_token and expires_at.');
    }
    // expires_at is in seconds since the epoch.
    return { value, expiresAt: expiresAt * 1000 };
  }
}

/** What PhonePe says in an error answer: its message and code, as far as it gives them. */
export function said(body: unknown): string | undefined {
  const parts = [field(body, 'code'), field(body, 'message')].filter((p): p is string => isText(p) && p !== '');
  return parts.length ? parts.join(' ') : undefined;
}
