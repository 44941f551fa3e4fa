import { ProviderError, type Fetch } from './provider.ts';

/** How long one call to a provider may take before the payment is left as it was. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** At most this much of what a provider said goes into an error message (and so into logs). */
const MAX_SAID = 300;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

/**
 * One HTTP call to a provider. Network failures and timeouts become ProviderError; any answer,
 * even an error status, is handed back for the adapter to read (a 401 may mean "fetch a new token").
 */
export async function callProvider(fetch: Fetch, provider: string, url: string, init: RequestInit): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(`${provider} could not be reached: ${(err as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

/**
 * The error for an answer the adapter cannot use: the status and what the provider said about it
 * (its own message and code, never our request, so no secret can end up in a log).
 */
export function answerError(provider: string, what: string, answer: ProviderAnswer, said: string | undefined): ProviderError {
  const words = said ? `: ${said.slice(0, MAX_SAID)}` : '';
  return new ProviderError(`${provider} refused to ${what} (HTTP ${answer.status})${words}`, answer.status);
}

/** A JSON object's field, or undefined when the value is not an object. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

export const isText = (v: unknown): v is string => typeof v === 'string';

/** A whole, non-negative number of paise as a provider reports it. */
export const isPaise = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
