import { ofetch } from 'ofetch';
import type { DeskRequestOf, DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { DESK_PREFIX, deskRoutes, type DeskRouteName } from '../../lib/api/deskRoutes.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

/**
 * The desk's API client: one function per desk call (deskRoutes), typed by the contract's schemas
 * without downloading them. The session is the HttpOnly cookie the browser sends by itself
 * (credentials: 'include', for an API on another origin too); a POST carries the page's Origin,
 * which the server checks. Every failure is a DeskError with what the desk shows.
 */

export const NO_ANSWER = 'Could not reach the desk. Please check the connection and try again.';

export class DeskError extends Error {
  /** 0 when no answer came (offline, timed out). */
  readonly status: number;
  /** The server's per-field messages of a 400. */
  readonly fields: Record<string, string>;
  /** The whole answer, for what a call adds to its refusal (a refused block's `conflicts`). */
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, fields: Record<string, string> = {}, body: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

function deskErrorOf(error: unknown): DeskError {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || data === null || typeof data !== 'object') return new DeskError(0, NO_ANSWER);
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (Array.isArray(errors))
    for (const e of errors) if (e && typeof e.field === 'string' && typeof e.message === 'string') fields[e.field] ??= e.message;
  return new DeskError(status, typeof message === 'string' && message ? message : NO_ANSWER, fields, data as Record<string, unknown>);
}

/** A session that ended while the desk was open (401 from any call but the sign-in): the desk shows the sign-in again. */
let onSessionEnded: (message: string) => void = () => {};
export const whenSessionEnds = (handler: (message: string) => void): void => {
  onSessionEnded = handler;
};

/** `version`: the version of the record a save changes, sent as If-Match (the editors' desk). */
export type DeskClient = { [N in DeskRouteName]: (input?: DeskRequestOf<N>, version?: number) => Promise<DeskResponseOf<N>> };

/** Blank filters are left out of a GET's query, as the server would ignore them. */
const queryOf = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export function createDeskClient(origin = apiOrigin): DeskClient {
  const baseURL = `${origin.replace(/\/$/, '')}${DESK_PREFIX}`;
  const client = {} as Record<DeskRouteName, (input?: unknown, version?: number) => Promise<unknown>>;
  for (const name of Object.keys(deskRoutes) as DeskRouteName[]) {
    const route = deskRoutes[name];
    client[name] = async (input?: unknown, version?: number) => {
      try {
        return await ofetch(route.path, {
          baseURL,
          method: route.method,
          credentials: 'include',
          retry: 0,
          timeout: 20_000,
          ...(version === undefined ? {} : { headers: { 'if-match': `"${version}"` } }),
          ...(route.method === 'GET' ? { query: queryOf(input) } : { body: (input ?? {}) as Record<string, unknown> }),
        });
      } catch (error) {
        const failure = deskErrorOf(error);
        if (failure.status === 401 && route.permission !== 'public') onSessionEnded(failure.message);
        throw failure;
      }
    };
  }
  return client as DeskClient;
}

export const deskApi = createDeskClient();

/**
 * A desk GET that answers a file (the bookings' CSV export) rather than JSON: its bytes as sent, a
 * byte order mark included (decoding it as text would drop that). It fails as the other calls do: a
 * DeskError, and a 401 brings the sign-in back.
 */
export async function deskFile(name: DeskRouteName, input?: Record<string, unknown>, origin = apiOrigin): Promise<Blob> {
  const query = new URLSearchParams(queryOf(input)).toString();
  const url = `${origin.replace(/\/$/, '')}${DESK_PREFIX}${deskRoutes[name].path}${query ? `?${query}` : ''}`;
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(60_000) });
    if (res.ok) return await res.blob();
  } catch {
    throw new DeskError(0, NO_ANSWER);
  }
  const failure = deskErrorOf({ status: res.status, data: await res.json().catch(() => null) });
  if (failure.status === 401) onSessionEnded(failure.message);
  throw failure;
}

/**
 * A desk POST whose body is a file (an image upload) rather than JSON: the file's bytes as they
 * are, sent with its type, and the rest of the call's input in the query. It answers and fails as
 * the other calls do: the call's JSON, or a DeskError (a 401 brings the sign-in back).
 */
export async function deskUpload<N extends DeskRouteName>(
  name: N,
  file: Blob,
  input: DeskRequestOf<N>,
  origin = apiOrigin,
): Promise<DeskResponseOf<N>> {
  const query = new URLSearchParams(queryOf(input)).toString();
  const url = `${origin.replace(/\/$/, '')}${DESK_PREFIX}${deskRoutes[name].path}${query ? `?${query}` : ''}`;
  let res: Response;
  let data: unknown;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: file,
      // A file of no known type goes as bytes; the server reads what it is from the bytes either way.
      headers: { 'content-type': file.type || 'application/octet-stream' },
      credentials: 'include',
      // Megabytes over a venue's mobile connection.
      signal: AbortSignal.timeout(120_000),
    });
    data = await res.json().catch(() => null);
  } catch {
    throw new DeskError(0, NO_ANSWER);
  }
  if (res.ok) return data as DeskResponseOf<N>;
  const failure = deskErrorOf({ status: res.status, data });
  if (failure.status === 401) onSessionEnded(failure.message);
  throw failure;
}
