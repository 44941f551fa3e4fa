import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the client caused or may see: its status and a message a person can act on. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details?: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);
