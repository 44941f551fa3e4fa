import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './buttons.ts';

interface Props {
  /** The confirming button's words: what it does. */
  confirm: string;
  /** Its words while the call runs ('Moving…'); its own words when not given. */
  working?: string;
  /** The call is running: the confirming button is disabled, so a second press sends nothing twice. */
  busy: boolean;
  /** It cannot be pressed yet for another reason (nothing chosen, a refusal shown above). */
  disabled?: boolean;
  /** Runs on a press; without it the button submits the form the row ends, so Enter in a field confirms too. */
  onConfirm?: () => void;
  /** Red, for what cannot be taken back quietly. */
  danger?: boolean;
  /** Closes without doing anything; no Cancel button without it (once there is nothing left to cancel). */
  onCancel?: () => void;
  cancel?: string;
  /**
   * Cancel takes the focus as the dialog opens, before a red or lasting action, so a slip of Enter
   * cancels; otherwise the dialog's first field has it.
   */
  focusCancel?: boolean;
  className?: string;
}

/** The row that ends a dialog: the button that does what it asks, then the one that leaves it be. */
export function DialogActions({
  confirm,
  working = confirm,
  busy,
  disabled = false,
  onConfirm,
  danger = false,
  onCancel,
  cancel = 'Cancel',
  focusCancel = false,
  className = '',
}: Props) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      <button
        type={onConfirm ? 'button' : 'submit'}
        disabled={busy || disabled}
        onClick={onConfirm}
        className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}
      >
        {busy ? working : confirm}
      </button>
      {onCancel && (
        <button type="button" autoFocus={focusCancel} onClick={onCancel} className={SECONDARY_BUTTON}>
          {cancel}
        </button>
      )}
    </div>
  );
}
