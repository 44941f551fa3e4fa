import type { StaffMember } from '../../lib/api/desk.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { DANGER, SECONDARY } from './styles.ts';

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
    <Dialog open={member !== undefined} onClose={onClose} title={member ? `Disable ${member.name}?` : ''}>
      <p className="mt-3 text-neutral-800">
        They are signed out at once on every phone and computer, and cannot sign in until the account is enabled again.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onConfirm} className={DANGER}>
          Disable
        </button>
        <button type="button" autoFocus onClick={onClose} className={SECONDARY}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
