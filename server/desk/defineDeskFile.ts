import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { DeskCall } from '../../src/lib/api/deskCalls.ts';
import { recordMounted } from '../http/mountedCalls.ts';
import { deskAccess } from './access.ts';
import { checkBranchScope } from './branchScope.ts';
import type { DeskDeps } from './deskDeps.ts';
import { readQuery } from './readQuery.ts';

export interface DeskFile {
  /** Letters, digits, dashes and a dot only (src/lib/desk/csv.ts safeFileName): it goes into a header as it is. */
  fileName: string;
  body: string;
}

/**
 * Mounts a desk GET that answers a file to download (a CSV export) instead of the JSON envelope:
 * the same gate (deskAccess: 401, 403), query validation and branch check as defineDeskCall, and its failures
 * are JSON like any desk call's. The file is an attachment, never shown in the page, and sniffing
 * is off, so a browser cannot take it for HTML.
 */
export function defineDeskFile<Req extends z.ZodType>(
  app: Hono,
  deps: DeskDeps,
  call: DeskCall<Req>,
  handler: (input: z.output<Req>, c: Context) => Promise<DeskFile>,
): void {
  if (call.method !== 'GET' || !call.file) throw new Error(`defineDeskFile: ${call.path} is not a GET answering a file`);
  const mediaType = call.file;
  app.get(`/${call.path}`, deskAccess(deps, call.permission, { passive: call.passive }), async (c) => {
    const { fileName, body } = await handler(await checkBranchScope(deps, c, call, readQuery(c, call.request)), c);
    return c.body(body, 200, {
      'content-type': `${mediaType}; charset=utf-8`,
      'content-disposition': `attachment; filename="${fileName}"`,
      'x-content-type-options': 'nosniff',
    });
  });
  recordMounted(app, call);
}
