import { useCallback, useEffect, useState } from 'react';
import type { DeskMessage } from '../../../lib/api/deskMessages.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { deskApi, DeskError } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { PRIMARY, SECONDARY } from '../styles.ts';
import { useVisiblePolling } from '../useVisiblePolling.ts';
import { MessageItem, messageName } from './MessageItem.tsx';

/** An open page shows a message delivered, read or failed within this (and the server's answer time). */
const REFRESH_EVERY_MS = 5_000;

const messageOf = (failure: unknown) => (failure instanceof DeskError ? failure.message : String(failure));

/**
 * A booking's Messages, newest first: what the customer (and the staff) were sent about it and
 * where each stands. The list reads itself again every few seconds while the page is on screen,
 * through the call that does not keep the session alive, so a status shows without a reload. Send
 * again asks first, then queues a copy; pressed twice, or by a colleague meanwhile, it is one copy.
 */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { may, announce } = useDesk();
  const [messages, setMessages] = useState<DeskMessage[]>();
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<DeskMessage>();
  const [sendError, setSendError] = useState('');
  const [busy, setBusy] = useState(false);

  const read = useCallback(
    async (quiet: boolean) => {
      try {
        setMessages((await deskApi.bookingMessages({ bookingId })).messages);
        setError('');
      } catch (failure) {
        // A refresh that fails keeps what was shown; the next one tries again.
        if (!quiet) setError(messageOf(failure));
      }
    },
    [bookingId],
  );
  useEffect(() => void read(false), [read]);
  useVisiblePolling(() => read(true), REFRESH_EVERY_MS, messages !== undefined);

  const close = () => {
    setAsking(undefined);
    setSendError('');
  };
  const sendAgain = async () => {
    if (!asking || busy) return;
    setBusy(true);
    setSendError('');
    try {
      const res = await deskApi.bookingMessageResend({ bookingId, messageId: asking.id });
      setMessages(res.messages);
      announce(res.message);
      close();
    } catch (failure) {
      setSendError(messageOf(failure));
      void read(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <ErrorAlert text={error} />
      {!messages && !error && <p className="text-neutral-700">Loading the messages…</p>}
      {messages?.length === 0 && (
        <p className="text-neutral-700">
          No messages yet: the confirmation, reminders and news of any change show here once they are sent.
        </p>
      )}
      {messages && messages.length > 0 && (
        <ol className="grid gap-2" aria-label="Messages, newest first">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} onSendAgain={may('bookings.manage') ? setAsking : undefined} />
          ))}
        </ol>
      )}
      <Dialog open={asking !== undefined} onClose={close} title="Send this message again?">
        {asking && (
          <>
            <p className="mt-3 text-neutral-800">
              The {messageName(asking)} goes again to {asking.recipient}, now, as it was written.
            </p>
            <div className="mt-3">
              <ErrorAlert text={sendError} />
            </div>
            <div className="mt-5 flex flex-wrap gap-3">
              <button type="button" disabled={busy} onClick={() => void sendAgain()} className={PRIMARY}>
                {busy ? 'Sending…' : 'Send again'}
              </button>
              <button type="button" autoFocus onClick={close} className={SECONDARY}>
                Cancel
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
