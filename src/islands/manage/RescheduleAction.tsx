import { DialogAction } from './DialogAction.tsx';
import { RescheduleForm } from './RescheduleForm.tsx';
import type { ActionProps } from './useAction.tsx';

/** **Reschedule**: opens the dialog that picks the new slot; a move that is made closes it. */
export function RescheduleAction(props: ActionProps) {
  return (
    <DialogAction label="Reschedule" title="Reschedule your booking" size="max-w-lg" refusal={props.refusal} said={props.said}>
      {(close) => (
        <RescheduleForm
          {...props}
          onClose={close}
          onDone={(booking, message) => {
            close();
            props.onDone(booking, message);
          }}
        />
      )}
    </DialogAction>
  );
}
