import { API_PREFIX, routes, type RouteName } from '../api/index.ts';
import type { RequestOf, ResponseOf } from '../api/calls.ts';
import { BUILD_API_ORIGIN, buildClient } from './buildClient.ts';

/**
 * A build-time call made once per build for each distinct body, shared by every page that asks.
 * buildClient.ts caches calls without a body only; the cakes need one call per cake type. Like those
 * calls, a failure (network, non-2xx, a response that breaks the contract, `success: false`) throws
 * an error naming the call and the origin, so the build fails instead of rendering an empty page.
 */
const cache = new Map<string, Promise<unknown>>();

export function buildCallOnce<N extends RouteName>(name: N, body?: RequestOf<N>): Promise<ResponseOf<N>> {
  const key = `${name} ${JSON.stringify(body ?? {})}`;
  let pending = cache.get(key) as Promise<ResponseOf<N>> | undefined;
  if (!pending) {
    const route = routes[name];
    const where = `${route.method} ${BUILD_API_ORIGIN}${API_PREFIX}${route.path} ${JSON.stringify(body ?? {})}`;
    const call = buildClient[name] as (body?: RequestOf<N>) => Promise<ResponseOf<N>>;
    pending = call(body).then(
      (data) => {
        const envelope = data as { success?: unknown; message?: unknown };
        if (envelope.success !== true) {
          throw new Error(`Build-time API call ${where} answered success: false (${String(envelope.message)}).`);
        }
        return data;
      },
      (error: unknown) => {
        throw new Error(
          `Build-time API call ${where} failed: ${describeFailure(error)}\n` +
            `The site is pre-rendered from the API at ${BUILD_API_ORIGIN}: start it (npm run serve) ` +
            'or point BUILD_API_ORIGIN at a server of the same contract, then build again.',
          { cause: error },
        );
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

/** The schema's issues when the contract broke, else the error's message with the API's own. */
function describeFailure(error: unknown): string {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] } | null)?.issues;
  if (Array.isArray(issues)) {
    return `the response does not match the contract:\n${issues
      .slice(0, 10)
      .map((issue) => `  - ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('\n')}`;
  }
  if (!(error instanceof Error)) return String(error);
  const apiMessage = (error as { data?: { message?: unknown } }).data?.message;
  const cause = error.cause instanceof Error ? ` <- ${error.cause.message}` : '';
  return `${error.message}${typeof apiMessage === 'string' ? ` (API says: ${apiMessage})` : ''}${cause}`;
}
