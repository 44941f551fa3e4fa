import { useId } from 'react';
import { formatRupees } from '../../lib/money.ts';
import { MAIN_ACTION_BUTTON } from './actionStyles.ts';
import { manageCall } from './manageApi.ts';
import { rememberChange } from './startedChange.ts';
import { ActionError, ActionOrRefusal, useAction, type ActionProps } from './useAction.tsx';

/**
 * **Pay the rest**: what is left to pay, online now rather than at the venue. The amount shown is
 * the amount sent: should it have changed meanwhile (the venue took a payment), the server refuses
 * it and the page shows the new one.
 */
export function PayRestAction({ token, booking, refusal, said, reload, notFound }: ActionProps) {
  const { busy, error, run } = useAction(notFound, (refused) => void reload(refused));
  const errorId = useId();
  const noteId = useId();
  const pay = () =>
    run(async () => {
      const { redirectUrl } = await manageCall('payRest', { token, amount: booking.remainingAmount });
      rememberChange({ orderId: booking.orderId, purpose: 'balance', remainingBefore: booking.remainingAmount, to: null });
      window.location.assign(redirectUrl);
      return 'leaving';
    });
  return (
    <div className="grid gap-2">
      <ActionOrRefusal refusal={refusal} said={said}>
        <p id={noteId} className="text-neutral-800">
          {formatRupees(booking.remainingAmount)} is left to pay. Pay it online now, or at the venue.
        </p>
        <button
          type="button"
          onClick={() => void pay()}
          disabled={busy}
          aria-describedby={[noteId, error ? errorId : ''].filter(Boolean).join(' ')}
          className={MAIN_ACTION_BUTTON}
        >
          {busy ? 'Opening the payment…' : 'Pay the rest'}
        </button>
      </ActionOrRefusal>
      <ActionError id={errorId} text={error} />
    </div>
  );
}
