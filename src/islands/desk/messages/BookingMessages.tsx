import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskMessage } from '../../../lib/api/deskMessages.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { deskKey, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { MessageItem, messageName } from './MessageItem.tsx';

/** An open page shows a message delivered, read or failed within this (and the server's answer time). */
const REFRESH_EVERY_MS = 5_000;

/**
 * A booking's Messages, newest first: what the customer (and the staff) were sent about it and
 * where each stands. The list reads itself again every few seconds while the page is on screen,
 * through the call that does not keep the session alive, so a status shows without a reload. Send
 * again asks first, then queues a copy; pressed twice, or by a colleague meanwhile, it is one copy.
 */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { may, announce } = useDesk();
  const client = useQueryClient();
  const input = { bookingId };
  // Polled only once a first list has come; a refresh that fails keeps what was shown, and the next one tries again.
  const list = useDeskQuery('bookingMessages', input, { everyMs: (q) => (q.state.data ? REFRESH_EVERY_MS : false) });
  const messages = list.data?.messages;
  const error = messages ? '' : (list.error?.message ?? '');
  const [asking, setAsking] = useState<DeskMessage>();
  const resend = useDeskAction('bookingMessageResend');
  const busy = resend.isPending;
  const sendError = resend.error?.message ?? '';

  const close = () => {
    setAsking(undefined);
    resend.reset();
  };
  const sendAgain = () => {
    if (!asking || busy) return;
    resend.mutate(
      { bookingId, messageId: asking.id },
      {
        onSuccess: (res) => {
          client.setQueryData(deskKey('bookingMessages', input), res);
          announce(res.message);
          close();
        },
        onError: () => void list.refetch(),
      },
    );
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
            <DialogActions
              confirm="Send again"
              working="Sending…"
              busy={busy}
              onConfirm={sendAgain}
              onCancel={close}
              focusCancel
              className="mt-5"
            />
          </>
        )}
      </Dialog>
    </div>
  );
}
