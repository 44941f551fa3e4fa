import type { DeskMessage } from '../../../lib/api/deskMessages.ts';
import { istDateTime } from '../../../lib/desk/istDateTime.ts';
import { CHANNEL_LABELS, canSendAgain, messageMoment, messageStatusText } from '../../../lib/desk/messageStatus.ts';
import { MESSAGE_KIND_LABELS, type MessageStatus } from '../../../lib/messages/messageKinds.ts';
import { SECONDARY } from '../styles.ts';

/** Each status its own look beside its words (never colour alone). */
const STATUS_LOOKS: Record<MessageStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-brand-100 text-brand-900',
  delivered: 'bg-green-100 text-green-900',
  read: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-neutral-200 text-neutral-900',
};

/** What one message is called in a sentence: 'Reminder by WhatsApp'. */
export const messageName = (m: DeskMessage): string => `${MESSAGE_KIND_LABELS[m.kind]} by ${CHANNEL_LABELS[m.channel]}`;

/**
 * One of a booking's messages: what, how and to whom, where it stands and since when (in India),
 * who sent it again, a warning when it may have reached the customer twice, what it said, and
 * Send again (`onSendAgain`, for those who may) once it is no longer on its way.
 */
export function MessageItem({ message: m, onSendAgain }: { message: DeskMessage; onSendAgain?: (m: DeskMessage) => void }) {
  const at = messageMoment(m);
  const status = messageStatusText(m);
  return (
    <li className="grid gap-2 rounded-xl border border-neutral-200 bg-white p-3">
      <p className="flex flex-wrap items-start justify-between gap-2">
        <span className="text-neutral-900">
          <strong>{MESSAGE_KIND_LABELS[m.kind]}</strong> · {CHANNEL_LABELS[m.channel]} · to <span className="break-all">{m.recipient}</span>
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_LOOKS[m.status]}`}>{status}</span>
      </p>
      <p className="text-sm text-neutral-700">
        {m.status === 'queued' ? 'To go ' : ''}
        <time dateTime={at}>{istDateTime(at)}</time>
        {m.resendOf !== null && ` · sent again${m.sentAgainBy ? ` by ${m.sentAgainBy}` : ''}`}
      </p>
      {m.maybeTwice && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-900">
          <span aria-hidden="true">⚠ </span>Warning: this message may have reached the customer twice.
        </p>
      )}
      {(m.subject || m.text) && (
        <details className="text-sm text-neutral-800">
          <summary className="cursor-pointer font-semibold text-brand-700">What it said</summary>
          {m.subject && <p className="mt-2 font-semibold">{m.subject}</p>}
          <p className="mt-1 whitespace-pre-wrap">{m.text}</p>
        </details>
      )}
      {onSendAgain && canSendAgain(m.status) && (
        <p>
          <button type="button" className={SECONDARY} onClick={() => onSendAgain(m)}>
            Send again
            <span className="sr-only">
              : {messageName(m)}, {status.toLowerCase()}, {istDateTime(at)}
            </span>
          </button>
        </p>
      )}
    </li>
  );
}
