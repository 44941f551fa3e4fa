import { useState, type ReactNode } from 'react';
import { Dialog } from '../shared/Dialog.tsx';
import { ACTION_BUTTON } from './actionStyles.ts';
import { ActionOrRefusal } from './useAction.tsx';

interface Props {
  /** The button's words, which are also what opens the dialog. */
  label: string;
  title: string;
  size?: string;
  refusal: string;
  said: boolean;
  /** The dialog's content, handed the way to close it. */
  children: (close: () => void) => ReactNode;
}

/**
 * An action whose button opens a dialog (Reschedule, Cancel booking): the site's modal, labelled by
 * its title, that keeps the focus inside, closes on Escape and gives the focus back to the button.
 */
export function DialogAction({ label, title, size, refusal, said, children }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <ActionOrRefusal refusal={refusal} said={said}>
        <button type="button" onClick={() => setOpen(true)} className={ACTION_BUTTON}>
          {label}
        </button>
      </ActionOrRefusal>
      <Dialog open={open} onClose={close} title={title} size={size}>
        {children(close)}
      </Dialog>
    </>
  );
}
