import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientIp } from './clientIp.ts';

/** A failure the client caused or may see: its status and a message a person can act on. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details?: Record<string, unknown>;
  /** Headers the answer carries (a 429's Retry-After). */
  readonly headers?: Record<string, string>;
  constructor(status: ContentfulStatusCode, message: string, details?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);

/**
 * The JSON answer for anything a handler or middleware threw: the client's error as it is, ours as
 * a 500, logged with the client's address (`clientAddress`: the app's, which knows TRUST_PROXY;
 * else the socket's) so that a failure can be told apart from one client's probing.
 */
export function errorResponder(clientAddress: (c: Context) => string = (c) => clientIp(c)) {
  return (err: Error, c: Context): Response => {
    if (err instanceof HttpError) return c.json({ success: false, message: err.message, ...err.details }, err.status, err.headers);
    if (err instanceof HTTPException)
      return c.json({ success: false, message: err.message || 'The request could not be handled.' }, err.status);
    console.error(`${c.req.method} ${c.req.path} from ${clientAddress(c) || 'an unknown address'} failed:`, err);
    return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
  };
}

/** errorResponder for a part of the app that has no proxy setting (the payment sandbox). */
export const errorResponse = errorResponder();
