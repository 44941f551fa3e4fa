import type { AuditEntry } from '../../lib/api/deskAudit.ts';
import { auditWhen } from './auditText.ts';
import { bookingHref } from './deskAddress.ts';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * One line of the audit log: what happened as a sentence, each booking it names a link to the
 * booking's page; when (India time) and from which address under it.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <p className="font-medium break-words text-neutral-900">
        {entry.sentence.map((part, i) =>
          part.bookingId ? (
            <a key={i} href={bookingHref(part.bookingId)} className={LINK}>
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      <p className="mt-1 text-sm break-words text-neutral-700">
        <time dateTime={entry.at}>{auditWhen(entry.at, entry.lastAt)}</time>
        {entry.clientAddress && ` · from ${entry.clientAddress}`}
      </p>
    </li>
  );
}
