import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import { auditTime } from '../auditText.ts';
import { CARD } from '../styles.ts';

type Change = DeskResponseOf<'contentChanges'>['changes'][number];

/** What the next Publish changes, page by page, with who changed it and when. */
export function PendingChanges({ changes }: { changes: Change[] }) {
  const pages = [...new Set(changes.map((c) => c.page))];
  return (
    <section aria-labelledby="desk-pending-heading" className={CARD}>
      <h2 id="desk-pending-heading" className="text-lg font-bold text-neutral-900">
        Changed since the last Publish
      </h2>
      {pages.length === 0 ? (
        <p className="mt-2 text-neutral-700">Nothing: the site shows every saved change.</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {pages.map((page) => (
            <li key={page}>
              <p className="font-semibold text-neutral-900">{page}</p>
              <ul className="ml-5 list-disc text-sm text-neutral-800">
                {changes
                  .filter((c) => c.page === page)
                  .map((c, i) => (
                    <li key={i}>
                      {c.what}, by {c.by}, {auditTime(c.at)}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
