import type { Release } from '../../../lib/api/deskReleases.ts';
import { istDateTime } from '../../../lib/desk/istDateTime.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

/** How an earlier publish is named: when it went live, and who published it. */
export const publishLabel = (r: Release): string => `${istDateTime(r.finishedAt ?? r.requestedAt)}, by ${r.requestedBy}`;

/**
 * Asks before a Rollback: every visitor gets the older pages, prices and content at once, and what
 * was published since leaves the site (its drafts are not brought back).
 */
export function RollbackDialog({
  target,
  busy,
  onConfirm,
  onClose,
}: {
  target: Release | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={target !== undefined}
      title="Go back to an earlier publish?"
      confirm="Roll back"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      The site goes back to the publish of <strong>{target ? publishLabel(target) : ''}</strong> at once, for every visitor: its pages,
      prices and content. What was published since leaves the site; the drafts stay as they are.
    </ConfirmDialog>
  );
}
