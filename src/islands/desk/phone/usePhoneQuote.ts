import { keepPreviousData } from '@tanstack/react-query';
import type { PhoneQuoteRequest } from '../../../lib/api/deskPhoneQuote.ts';
import { READ_EACH_OPENING, useDeskQuery } from '../deskQuery.ts';
import { usePaused } from '../usePaused.ts';

/** How long the form waits after a change before it asks the price: one question per pause in typing, not per key. */
const QUOTE_PAUSE_MS = 300;

/**
 * The server's price of the form's choices as they change (null: no slot chosen yet, nothing to
 * price). Asked after a pause, each set of choices its own query, so only the latest answer is
 * shown; the last total stays on screen while the next is on its way (`current` false then), so
 * the Total does not jump or blank between keys.
 */
export function usePhoneQuote(choices: PhoneQuoteRequest | null) {
  const key = choices ? JSON.stringify(choices) : '';
  const asked = usePaused(key, QUOTE_PAUSE_MS);
  const input = asked ? (JSON.parse(asked) as PhoneQuoteRequest) : undefined;
  const query = useDeskQuery('phoneQuote', input, { enabled: Boolean(input), placeholderData: keepPreviousData, ...READ_EACH_OPENING });
  const settled = Boolean(key) && asked === key && !query.isFetching;
  return {
    quote: query.data,
    error: query.error && !query.isFetching ? query.error : null,
    /** The quote shown is the one for the choices on screen now. */
    current: settled && !query.isPlaceholderData && !query.error && Boolean(query.data),
    loading: Boolean(key) && !settled,
    again: () => void query.refetch(),
  };
}
