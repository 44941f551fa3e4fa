import type { Hono } from 'hono';
import type { Call } from '../../src/lib/api/calls.ts';

/** The calls of the contract each app really answers, so that its OpenAPI document lists those and no others. */
const mounted = new WeakMap<Hono, Set<Call>>();

export function recordMounted(app: Hono, call: Call): void {
  const set = mounted.get(app) ?? new Set<Call>();
  set.add(call);
  mounted.set(app, set);
}

export const isMounted = (app: Hono, call: Call): boolean => mounted.get(app)?.has(call) ?? false;
