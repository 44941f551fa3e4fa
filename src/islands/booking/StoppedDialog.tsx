import { useStore } from '@nanostores/react';
import { Dialog } from '../shared/Dialog.tsx';
import { $stopped, THEATRES_PATH } from './leave.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';

/**
 * Why the booking cannot go on (leave.ts, $stopped), where the customer is looking: a dialog that
 * waits for Okay (or Escape), then the theatre list to choose again.
 */
export function StoppedDialog() {
  const stopped = useStore($stopped);
  const leave = () => window.location.assign(THEATRES_PATH);
  return (
    <Dialog open={stopped !== null} onClose={leave} title="This booking cannot go on">
      <p role="alert" className="mt-2 text-neutral-800">
        {stopped}
      </p>
      <p className="mt-1 text-sm text-neutral-700">
        Okay takes you to the theatres to choose a slot again; the details you typed are kept.
      </p>
      <button type="button" autoFocus onClick={leave} className={`mt-5 w-full ${PRIMARY_BUTTON}`}>
        Okay
      </button>
    </Dialog>
  );
}
