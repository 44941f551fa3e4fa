import type { Hono } from 'hono';
import type { Call } from '../../src/lib/api/calls.ts';
import type { DeskCall } from '../../src/lib/api/deskCalls.ts';

/** The calls of the contract each app really answers, so that its OpenAPI document lists those and no others. */
type AnyCall = Call | DeskCall;
const mounted = new WeakMap<Hono, Set<AnyCall>>();

export function recordMounted(app: Hono, call: AnyCall): void {
  const set = mounted.get(app) ?? new Set<AnyCall>();
  set.add(call);
  mounted.set(app, set);
}

export const isMounted = (app: Hono, call: AnyCall): boolean => mounted.get(app)?.has(call) ?? false;
