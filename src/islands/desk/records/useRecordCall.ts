import { useState } from 'react';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { DeskError } from '../deskApi.ts';
import type { RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { readableMessage } from './formValues.ts';

/**
 * A save or removal of a record from its form: busy while it runs; the server's message (the fields
 * it names called by their labels) and its per-field messages when refused; the record as it is
 * now when someone saved it since (412).
 */
export function useRecordCall(kind: RecordKind, onChanged: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [theirs, setTheirs] = useState<DeskRecord>();

  const run = async (call: () => Promise<{ message: string }>, done?: () => void) => {
    setBusy(true);
    setError('');
    try {
      const res = await call();
      setTheirs(undefined);
      setServerErrors({});
      done?.();
      onChanged(res.message);
    } catch (failure) {
      if (failure instanceof DeskError && failure.status === 412 && failure.body.current) setTheirs(failure.body.current as DeskRecord);
      else {
        setServerErrors(failure instanceof DeskError ? failure.fields : {});
        setError(readableMessage(kind, messageOf(failure)));
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, serverErrors, theirs, run };
}
