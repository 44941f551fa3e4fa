import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Call } from '../../src/lib/api/calls.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { readBody } from './readBody.ts';
import { recordMounted } from './mountedCalls.ts';

// success: false answers 200 for a request that was understood and recorded but cannot be completed.
type Payload<Res extends z.ZodType> = Omit<z.input<Res>, 'success' | 'message'> & { message?: string; success?: boolean };

/**
 * Mounts one call of the contract: the body is validated with the call's own schema before the
 * handler sees it (its amounts read as paise), and the answer gets the envelope (success, message)
 * and its amounts back in rupees.
 */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: Hono,
  call: Call<Req, Res>,
  handler: (body: z.output<Req>, c: Context) => Promise<Payload<Res>>,
): void {
  const path = `/${call.path}`;
  const run = async (c: Context) => {
    const body = await readBody(c, call.request);
    const { message = 'OK', success = true, ...payload } = await handler(body, c);
    return c.json(encodeMoney(call.response, { success, message, ...payload }), 200);
  };
  if (call.method === 'GET') app.get(path, run);
  else app.post(path, run);
  recordMounted(app, call);
}
