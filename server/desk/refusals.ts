import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DESK_PREFIX, deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { refusalAction, type RefusalKind } from '../../src/lib/desk/auditActions.ts';
import type { Role } from '../../src/lib/desk/permissions.ts';
import { HttpError } from '../http/errors.ts';
import { addressKey } from '../http/ipAddress.ts';
import { liveSession } from '../repo/staffSessions.ts';
import { countInAudit, requestSource, storable } from './audit.ts';
import type { DeskDeps } from './deskDeps.ts';
import { sessionSecretOf } from './sessionCookie.ts';
import { hashSessionSecret } from './sessionToken.ts';

interface RefusedStaff {
  id: string;
  name: string;
  role: Role;
}

/**
 * A desk call refused for who or where it came from: no live session (401), a role without the
 * permission (403), a foreign Origin (403). countRefusals counts each in the audit log; every other
 * failure (a 400, a 404, a 409) is the call's own business and is not.
 */
export class RefusedCall extends HttpError {
  readonly kind: RefusalKind;
  /** The account the call came with, when it is known. */
  readonly staff?: RefusedStaff;
  constructor(kind: RefusalKind, status: ContentfulStatusCode, message: string, staff?: RefusedStaff) {
    super(status, message);
    this.kind = kind;
    this.staff = staff;
  }
}

/** The desk calls by method and path: a refused call names one of them, never a path the caller made up. */
const KNOWN_CALLS = new Set(Object.values(deskRoutes).map((r) => `${r.method} ${r.path}`));

/** 'call:POST staff/add', or 'call:POST ?' for an address the desk does not have (so that made-up paths are one row). */
function callTarget(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const path = c.req.path.startsWith(DESK_PREFIX) ? c.req.path.slice(DESK_PREFIX.length) : '';
  const call = `${method} ${path}`;
  return `call:${KNOWN_CALLS.has(call) ? call : `${method.slice(0, 10)} ?`}`;
}

/** A call from another site refused before its session was read: whose session it carried, if a live one. */
async function carriedStaff(c: Context, deps: DeskDeps): Promise<RefusedStaff | undefined> {
  const secret = sessionSecretOf(c, deps.secureCookie);
  return secret ? (await liveSession(deps.db, hashSessionSecret(secret), deps.now()))?.staff : undefined;
}

/**
 * Counts every RefusedCall of the desk in the audit log, after its answer is made: one entry per
 * kind, client (an IPv6 one by its /64), account and call in each hour, whose count goes up, so that
 * a flood of refused calls is a line of the log with a number and not a flood of the log. A failure
 * to write it leaves the refusal's answer as it is.
 */
export function countRefusals(deps: DeskDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const refused = c.error;
    if (!(refused instanceof RefusedCall)) return;
    try {
      const staff = refused.staff ?? (refused.kind === 'origin' ? await carriedStaff(c, deps) : undefined);
      const after =
        refused.kind === 'origin'
          ? { origin: storable(c.req.header('origin'), 200) }
          : refused.kind === 'role'
            ? { role: staff?.role ?? '' }
            : { reason: refused.message };
      await countInAudit(deps.db, {
        ...requestSource(c, deps),
        clientAddress: addressKey(deps.clientAddress(c)),
        at: deps.now(),
        staffId: staff?.id ?? null,
        staffName: staff?.name ?? '',
        action: refusalAction(refused.kind),
        target: callTarget(c),
        after,
      });
    } catch (err) {
      console.error(`Could not count a refused desk call (${c.req.method} ${c.req.path}) in the audit log:`, err);
    }
  };
}
