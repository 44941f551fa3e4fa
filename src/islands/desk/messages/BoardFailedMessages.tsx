import type { FailedMessage } from '../../../lib/api/deskMessages.ts';
import { failureWords } from '../../../lib/desk/messageStatus.ts';
import { istDateTime } from '../../../lib/desk/istDateTime.ts';
import { bookingHref } from '../deskAddress.ts';

const LINK = 'font-semibold text-red-900 underline underline-offset-2 hover:text-red-950';

/**
 * The day's failed messages on the board, above its theatres: each names the booking (its order id,
 * a link to its page, where Send again is), what failed and why. Nothing while none has failed.
 */
export function BoardFailedMessages({ failed }: { failed: FailedMessage[] }) {
  if (failed.length === 0) return null;
  return (
    <section aria-labelledby="desk-board-failed" className="grid gap-2 rounded-2xl border-2 border-red-700 bg-red-50 p-4">
      <h2 id="desk-board-failed" className="flex items-center gap-2 text-lg font-bold text-red-900">
        <span aria-hidden="true">⚠</span>
        {failed.length === 1 ? 'A message failed' : `${failed.length} messages failed`}
      </h2>
      <ul className="grid gap-1 text-sm text-red-950">
        {failed.map((f) => (
          <li key={f.id}>
            <a href={bookingHref(f.bookingId)} className={LINK}>
              {f.orderId}
            </a>
            : {failureWords(f)}
            {f.failedAt && (
              <span className="text-red-900">
                {' '}
                (<time dateTime={f.failedAt}>{istDateTime(f.failedAt)}</time>)
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
