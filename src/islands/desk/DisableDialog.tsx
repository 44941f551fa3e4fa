import type { StaffMember } from '../../lib/api/desk.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Asks before disabling: the account is signed out at once, everywhere. */
export function DisableDialog({
  member,
  busy,
  onConfirm,
  onClose,
}: {
  member: StaffMember | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={member !== undefined}
      title={member ? `Disable ${member.name}?` : ''}
      confirm="Disable"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      They are signed out at once on every phone and computer, and cannot sign in until the account is enabled again.
    </ConfirmDialog>
  );
}
