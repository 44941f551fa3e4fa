import { useMutation, useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DeskRequestOf, DeskResponseOf } from '../../lib/api/deskCalls.ts';
import type { DeskRouteName } from '../../lib/api/deskRoutes.ts';
import { deskApi, type DeskError } from './deskApi.ts';

/** A call's answers are kept by call and input, so an action can mark every input of a call as out of date at once. */
export const deskKey = <N extends DeskRouteName>(name: N, input?: DeskRequestOf<N>) => [name, input ?? {}] as const;

type QueryOptions<N extends DeskRouteName> = Omit<UseQueryOptions<DeskResponseOf<N>, DeskError>, 'queryKey' | 'queryFn'> & {
  /**
   * Read again this often while the page is visible (a board a booking may land on), and at once
   * when it is shown again; never in a hidden tab, so an unattended desk costs the server nothing.
   */
  everyMs?: UseQueryOptions<DeskResponseOf<N>, DeskError>['refetchInterval'];
};

/**
 * For an answer a dialog or form starts from (a quote, the settings it edits): dropped once nothing
 * shows it, so each opening reads what the server says now; an answer kept from before would be
 * read again only after the form had started from it, too late to change what the staff typed.
 */
export const READ_EACH_OPENING = { gcTime: 0 } as const;

/** A desk GET as a view's state: its answer, whether it is on its way, and its DeskError. */
export function useDeskQuery<N extends DeskRouteName>(
  name: N,
  input?: DeskRequestOf<N>,
  { everyMs, ...options }: QueryOptions<N> = {},
): UseQueryResult<DeskResponseOf<N>, DeskError> {
  return useQuery({
    queryKey: deskKey(name, input),
    queryFn: () => deskApi[name](input),
    ...(everyMs ? { refetchInterval: everyMs, refetchOnWindowFocus: true } : {}),
    ...options,
  });
}

/**
 * A desk call that changes something: its state (isPending while it runs, its DeskError), and, once
 * it is done, the calls whose answers it changed read again (the board after a payment) before it
 * counts as done, so what the view shows next is already the changed state.
 */
export function useDeskAction<N extends DeskRouteName>(name: N, { invalidates = [] }: { invalidates?: DeskRouteName[] } = {}) {
  const client = useQueryClient();
  return useMutation<DeskResponseOf<N>, DeskError, DeskRequestOf<N>>({
    mutationFn: (input) => deskApi[name](input),
    onSuccess: () => Promise.all(invalidates.map((n) => client.invalidateQueries({ queryKey: [n] }))).then(() => undefined),
  });
}

/**
 * For a load the staff asked for (a filter, a page): `then` runs with the answer once it has come,
 * to say it aloud; a load that failed, or that nobody asked for, says nothing.
 */
export function useWhenAnswered<T>(query: UseQueryResult<T, DeskError>): (then: (data: T) => void) => void {
  const waiting = useRef<((data: T) => void) | undefined>(undefined);
  const { isFetching, isPlaceholderData, isSuccess, data, dataUpdatedAt, errorUpdatedAt } = query;
  useEffect(() => {
    if (isFetching || isPlaceholderData) return;
    const then = waiting.current;
    waiting.current = undefined;
    if (then && isSuccess) then(data);
    // By the answer's time, not its data: a refetch's answer may be the very object shown before.
  }, [isFetching, isPlaceholderData, dataUpdatedAt, errorUpdatedAt]);
  return (then) => {
    waiting.current = then;
  };
}

/**
 * Keeps what `shown` answered fresh, every `everyMs` while the page is visible (at once when it is
 * shown again; never in a hidden tab, so an unattended screen costs the server nothing), through
 * `refresh`: a call that reads the same without counting as the staff member's doing, so an
 * unattended screen still signs out. A fresher answer takes the place of the shown one, and
 * `onFresh` hears what it was and what it is now. The refresh's state: its error, until one succeeds.
 */
export function useDeskRefresh<T, R extends DeskRouteName>(
  shown: UseQueryResult<T, DeskError>,
  key: readonly unknown[],
  refresh: DeskResponseOf<R> extends T ? R : never,
  input: DeskRequestOf<R>,
  everyMs: number | false,
  onFresh?: (before: T, after: T) => void,
): UseQueryResult<T, DeskError> {
  const client = useQueryClient();
  const polled = useQuery({
    queryKey: deskKey(refresh, input),
    queryFn: () => deskApi[refresh as R](input) as Promise<T>,
    enabled: Boolean(everyMs) && shown.data !== undefined,
    // Starts from what is shown: the first refresh comes `everyMs` after it, not at once.
    initialData: shown.data,
    initialDataUpdatedAt: shown.dataUpdatedAt,
    staleTime: everyMs || 0,
    refetchInterval: everyMs,
    refetchOnWindowFocus: 'always',
  });
  const latest = useRef(onFresh);
  latest.current = onFresh;
  useEffect(() => {
    // Not once the screen has asked for something else: the answer is of what it showed before.
    if (!everyMs || shown.isPlaceholderData) return;
    const before = client.getQueryState<T>(key);
    if (!polled.data || !before?.data || polled.dataUpdatedAt <= before.dataUpdatedAt) return;
    client.setQueryData(key, polled.data, { updatedAt: polled.dataUpdatedAt });
    latest.current?.(before.data, polled.data);
    // Each refresh's answer once, by its time.
  }, [polled.dataUpdatedAt]);
  return polled;
}

/**
 * A change made by a call of the view's own making (one sent with the version of the record it
 * changes, If-Match): its state as useDeskAction's, the call handed to `mutate`.
 */
export const useDeskCall = <T>() => useMutation<T, DeskError, () => Promise<T>>({ mutationFn: (call) => call() });
