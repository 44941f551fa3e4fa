import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import type { RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { useDeskCall } from '../deskQuery.ts';
import { readableMessage } from './formValues.ts';

type Call = () => Promise<{ message: string }>;
const NO_ERRORS: Record<string, string> = {};

/**
 * A save or removal of a record from its form: busy while it runs; the server's message (the fields
 * it names called by their labels) and its per-field messages when refused; the record as it is
 * now when someone saved it since (412).
 */
export function useRecordCall(kind: RecordKind, onChanged: (message: string) => void) {
  const call = useDeskCall<{ message: string }>();
  const failure = call.error;
  const theirs = failure?.status === 412 && failure.body.current ? (failure.body.current as DeskRecord) : undefined;
  const refused = failure && !theirs ? failure : undefined;

  const run = (once: Call, done?: () => void) =>
    call.mutate(once, {
      onSuccess: (res) => {
        done?.();
        onChanged(res.message);
      },
    });
  return {
    busy: call.isPending,
    error: refused ? readableMessage(kind, refused.message) : '',
    serverErrors: refused?.fields ?? NO_ERRORS,
    theirs,
    run,
  };
}
