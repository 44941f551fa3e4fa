/**
 * A provider's answer to one hand-over, whichever channel: the worker records it (outbox.ts).
 * - accepted: the provider took it, under its id (a wamid, an e-mail's Message-ID);
 * - retry: not taken, worth another try later (a timeout, a network error, a 5xx, a rate limit, a
 *   4xx SMTP answer). `unsure`: the request may have reached the provider (it timed out after going
 *   out), so another hand-over may be a second copy: it is made once at most, and marked;
 * - refused: never will be (a 4xx of WhatsApp, a 5xx of SMTP), in the provider's words.
 */
export type SendResult =
  { kind: 'accepted'; providerId: string } | { kind: 'retry'; error: string; unsure?: boolean } | { kind: 'refused'; error: string };

/** At most this much of what a provider said goes into a message's error (a person reads it at the desk). */
const MAX_SAID = 300;

export const said = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_SAID);
