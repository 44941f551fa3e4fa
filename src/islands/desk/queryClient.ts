import { QueryClient } from '@tanstack/react-query';
import type { DeskError } from './deskApi.ts';

declare module '@tanstack/react-query' {
  // Every desk call fails as a DeskError (deskApi.ts), whose message is the one the desk shows.
  interface Register {
    defaultError: DeskError;
  }
}

/**
 * The desk's one cache of what the server said, made to behave as the desk's calls always have:
 * a call fails once and says so (ofetch already gives up after its timeout, and a refusal would only
 * be refused again), it is made whatever the browser thinks of the connection (offline, the desk
 * says it could not reach the server rather than waiting), and nothing is read again on a window's
 * focus but what polls. A poll pauses in a hidden tab and catches up once it is visible again.
 * A 401 still ends the session through the client (whenSessionEnds), before any of this sees it.
 */
export function createDeskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchIntervalInBackground: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
