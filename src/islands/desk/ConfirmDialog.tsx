import type { ReactNode } from 'react';
import { Dialog } from '../shared/Dialog.tsx';
import { DANGER, SECONDARY } from './styles.ts';

/**
 * Asks before an action that cannot be taken back quietly: what it does, a red button that does it,
 * and Cancel, which has the focus (a slip of Enter cancels).
 */
export function ConfirmDialog({
  open,
  title,
  confirm,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** The red button's words: what it does. */
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p className="mt-3 text-neutral-800">{children}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onConfirm} className={DANGER}>
          {confirm}
        </button>
        <button type="button" autoFocus onClick={onClose} className={SECONDARY}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
