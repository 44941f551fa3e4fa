import { PRIMARY_BUTTON } from '../shared/buttons.ts';

export const LIST_FAILED_MESSAGE = 'We could not load the theatres for this date.';

interface Props {
  /** Asking again: the button stays where it is, and says so. */
  busy: boolean;
  onRetry: () => void;
}

/**
 * Where the theatres go when their list could not be had (no answer, or the server failed): says
 * so and offers to ask again, instead of the empty list's 'No theaters available' (which would tell
 * the customer the branch has none that day).
 */
export function ListFailed({ busy, onRetry }: Props) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <p className="text-lg font-semibold text-neutral-900">{LIST_FAILED_MESSAGE}</p>
      <p className="mt-1 text-neutral-700">Please check your connection and try again.</p>
      <button
        type="button"
        onClick={() => busy || onRetry()}
        aria-disabled={busy || undefined}
        className={`mt-5 ${PRIMARY_BUTTON} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      >
        {busy ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}
