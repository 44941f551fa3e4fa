import type { ReactNode } from 'react';
import { Dialog } from '../shared/Dialog.tsx';
import { DialogActions } from '../shared/DialogActions.tsx';

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
      <DialogActions confirm={confirm} busy={busy} onConfirm={onConfirm} danger onCancel={onClose} focusCancel className="mt-5" />
    </Dialog>
  );
}
