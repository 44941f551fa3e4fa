import { createClient } from '../../lib/api/client.ts';
import type { RequestOf, ResponseOf } from '../../lib/api/calls.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

/**
 * /my-booking's calls, each with the link's token in its body. No retries: a repeated POST could
 * pay or cancel twice (the server refuses the second, but the customer would read its refusal);
 * a time-out so that a busy button cannot hang.
 */
const api = createClient({ origin: apiOrigin, fetchOptions: { retry: 0, timeout: 20_000 } });

export type ManageCall = 'myBooking' | 'myBookingSlots' | 'rescheduleQuote' | 'reschedule' | 'payRest' | 'cancelMyBooking';

export const NETWORK_MESSAGE = 'Could not reach us. Please check your connection and try again.';
export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Why a call did not do what was asked: the token opens no booking (404, told as every wrong link
 * is); the booking changed under the customer (409: new figures, a slot taken, a payment started
 * elsewhere); or anything else, in words to show beside the button.
 */
export type ManageFailure = { kind: 'notFound' } | { kind: 'changed'; message: string } | { kind: 'failed'; message: string };

export class ManageError extends Error {
  readonly failure: ManageFailure;
  constructor(failure: ManageFailure) {
    super(failure.kind === 'notFound' ? 'not found' : failure.message);
    this.failure = failure;
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const messageOf = (data: ErrorBody | undefined): string => (typeof data?.message === 'string' ? data.message : '');

/** A refusal's words: the server's message, and each field's where it names them (a 400). */
function wordsOf(data: ErrorBody | undefined): string {
  const message = messageOf(data);
  const fields = Array.isArray(data?.errors)
    ? data.errors.map((e: { message?: unknown }) => (typeof e?.message === 'string' ? e.message : '')).filter(Boolean)
    : [];
  return [message, ...fields.filter((f) => !message.includes(f))].join(' ').trim();
}

export function failureOf(error: unknown): ManageFailure {
  const { status, data } = (error ?? {}) as { status?: number; data?: ErrorBody };
  if (status === undefined) return { kind: 'failed', message: NETWORK_MESSAGE };
  if (status === 404) return { kind: 'notFound' };
  // A 409's message says what changed; its fields' are for programs (the expected figure).
  if (status === 409) return { kind: 'changed', message: messageOf(data) || 'Your booking has changed. Please check it and try again.' };
  return { kind: 'failed', message: status >= 500 ? SERVER_MESSAGE : wordsOf(data) || SERVER_MESSAGE };
}

/** One call; throws a ManageError. */
export async function manageCall<N extends ManageCall>(name: N, body: RequestOf<N>): Promise<ResponseOf<N>> {
  try {
    return await api[name](body);
  } catch (error) {
    throw new ManageError(failureOf(error));
  }
}

export const failureOfError = (error: unknown): ManageFailure =>
  error instanceof ManageError ? error.failure : { kind: 'failed', message: SERVER_MESSAGE };
