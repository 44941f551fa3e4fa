import { useId } from 'react';
import { formatRupees } from '../../lib/money.ts';
import { BACK_LINK } from '../shared/buttons.ts';
import { DANGER_BUTTON } from './actionStyles.ts';
import { DialogAction } from './DialogAction.tsx';
import { manageCall } from './manageApi.ts';
import { ActionError, useAction, type ActionProps } from './useAction.tsx';

/** **Cancel booking**: a dialog that shows the refund the policy gives now, before the customer confirms. */
export function CancelAction(props: ActionProps) {
  return (
    <DialogAction label="Cancel booking" title="Cancel your booking?" refusal={props.refusal} said={props.said}>
      {(close) => <CancelForm {...props} onClose={close} />}
    </DialogAction>
  );
}

/** What the customer gets back, in a sentence. */
const refundWords = (refund: number): string =>
  refund > 0
    ? `If you cancel now, ${formatRupees(refund)} is refunded to the account you paid from.`
    : 'If you cancel now, nothing is refunded.';

function CancelForm({ token, booking, refusal, onDone, reload, notFound, onClose }: ActionProps & { onClose: () => void }) {
  // A 409: the refund changed (the window passed, the venue took a payment) or the booking did: read it again, to confirm anew.
  const { busy, error, run } = useAction(notFound, (refused) => void reload(refused));
  const errorId = useId();
  const cancel = () =>
    run(async () => {
      // The refund the customer was shown: another is refused, with the new one.
      const res = await manageCall('cancelMyBooking', { token, expectedRefund: booking.cancelRefund });
      onClose();
      onDone(res.booking, res.message || 'Your booking is cancelled.');
    });
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-neutral-700">
        {booking.theaterName}, order {booking.orderId}.
      </p>
      {refusal ? (
        <p className="font-medium text-neutral-900">{refusal}</p>
      ) : (
        <p className="text-lg font-semibold text-neutral-900" data-refund>
          {refundWords(booking.cancelRefund)}
        </p>
      )}
      {booking.cancelPolicy && <p className="text-sm text-neutral-800">{booking.cancelPolicy}</p>}
      <ActionError id={errorId} text={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {!refusal && (
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            className={DANGER_BUTTON}
          >
            {busy ? 'Cancelling…' : 'Yes, cancel booking'}
          </button>
        )}
        <button type="button" autoFocus onClick={onClose} className={BACK_LINK}>
          Keep my booking
        </button>
      </div>
    </div>
  );
}
