import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { DeskCall } from '../../src/lib/api/deskCalls.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { readBody } from '../http/readBody.ts';
import { recordMounted } from '../http/mountedCalls.ts';
import { deskAccess } from './access.ts';
import { checkBranchScope } from './branchScope.ts';
import type { DeskDeps } from './deskDeps.ts';
import { readQuery } from './readQuery.ts';

type Payload<Res extends z.ZodType> = Omit<z.input<Res>, 'success' | 'message'> & { message?: string; success?: boolean };

/**
 * Mounts one desk call: the session and the call's permission are checked first (deskAccess: 401,
 * 403), then its input (the query string of a GET, the JSON body of a POST) against its schema (its
 * amounts read as paise), then the branch it is about against the member's (checkBranchScope: 403),
 * and the answer gets the envelope (success, message) and its amounts back
 * in rupees.
 */
export function defineDeskCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: Hono,
  deps: DeskDeps,
  call: DeskCall<Req, Res>,
  handler: (input: z.output<Req>, c: Context) => Promise<Payload<Res>>,
): void {
  const path = `/${call.path}`;
  const run = async (c: Context) => {
    const read = call.method === 'GET' ? readQuery(c, call.request) : await readBody(c, call.request);
    const input = await checkBranchScope(deps, c, call, read);
    const { message = 'OK', success = true, ...payload } = await handler(input, c);
    return c.json(encodeMoney(call.response, { success, message, ...payload }), 200);
  };
  const access = deskAccess(deps, call.permission, { passive: call.passive });
  if (call.method === 'GET') app.get(path, access, run);
  else app.post(path, access, run);
  recordMounted(app, call);
}
