import { ofetch, type FetchOptions } from 'ofetch';
import { API_PREFIX, routes, type RouteName } from './routes.ts';
import type { RequestOf, ResponseOf } from './calls.ts';

/**
 * The typed client: one function per call of the contract. It imports only the route table, so an
 * island that uses it ships no schema code; pass `validate` (calls.ts) where the cost is welcome,
 * as the build does.
 */
export interface ClientOptions {
  /** Origin of the API, e.g. http://localhost:4321. Empty: the page's own origin. */
  origin?: string;
  /** Bearer token for the calls that need one (the guest token; the customer session for web/profile). */
  token?: () => string | undefined;
  /** Checks (and may transform) each response; throws when it does not match the contract. */
  validate?: (name: RouteName, data: unknown) => unknown;
  fetchOptions?: FetchOptions<'json'>;
}

export type Client = { [N in RouteName]: (body?: RequestOf<N>) => Promise<ResponseOf<N>> };

export function createClient(options: ClientOptions = {}): Client {
  const baseURL = `${(options.origin ?? '').replace(/\/$/, '')}${API_PREFIX}`;
  const client = {} as Record<RouteName, (body?: unknown) => Promise<unknown>>;
  for (const name of Object.keys(routes) as RouteName[]) {
    const route = routes[name];
    client[name] = async (body?: unknown) => {
      const token = route.auth ? options.token?.() : undefined;
      const data: unknown = await ofetch(route.path, {
        ...options.fetchOptions,
        baseURL,
        method: route.method,
        body: route.method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : undefined,
        headers: token ? { authorization: `Bearer ${token}` } : undefined,
      });
      return options.validate ? options.validate(name, data) : data;
    };
  }
  return client as Client;
}
