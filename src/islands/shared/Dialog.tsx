import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /** Called however the dialog closes: its own buttons, Escape, or a click on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Width class of the panel. */
  size?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives focus back to
 * the control that opened it. The content mounts once the dialog is open, so that a control with
 * autoFocus (a Cancel before a red Disable, say) gets the focus: mounted in the same render as the
 * dialog opened, its focus went nowhere and showModal gave it to the first button instead.
 */
export function Dialog({ open, onClose, title, children, size = 'max-w-md' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState(false);

  // Before the browser paints, so the content shows in the same frame as the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    setShown(open);
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself, outside the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`m-auto w-[calc(100%-2rem)] ${size} rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/60`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        {open && shown && children}
      </div>
    </dialog>
  );
}
