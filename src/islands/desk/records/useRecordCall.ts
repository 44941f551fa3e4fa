import { useState } from 'react';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import type { RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskCall } from '../deskQuery.ts';

type Fields = Record<string, unknown>;

interface Then {
  /** What is said once it is saved, in place of the server's words for every kind. */
  said?: string;
  /** Runs once it is saved, before the list is read again (a form closes). */
  done?: () => void;
}

/** Someone saved the record after this editor read it (412): theirs as it is now, and what this editor sent (null: a removal). */
export interface Stale {
  theirs: DeskRecord;
  mine: Fields | null;
}

const NO_ERRORS: Record<string, string> = {};

/**
 * A save or removal of one record (a new one when `record` is undefined), sent with the version it
 * was read at (If-Match): busy while it runs; the server's message and per-field messages
 * (`fields.<name>`) when refused. When someone saved it since (412), `stale` holds theirs beside
 * this editor's, kept while the editor chooses: `saveMine` sends it again over theirs, `keepTheirs`
 * drops it. No schema here: the screens of their own (FAQs, prices) load without zod.
 */
export function useRecordCall(
  kind: RecordKind,
  record: Pick<DeskRecord, 'id' | 'version'> | undefined,
  onChanged: (message: string) => void,
) {
  const call = useDeskCall<{ message: string }>();
  const [stale, setStale] = useState<Stale & Then>();
  const failure = call.error;
  const refused = failure && !(failure.status === 412 && failure.body.current) ? failure : undefined;

  const send = (mine: Fields | null, version: number | undefined, then: Then) =>
    call.mutate(
      () =>
        mine
          ? deskApi.recordSave({ kind, id: record?.id, fields: mine } as never, version)
          : deskApi.recordRemove({ kind, id: record!.id }, version),
      {
        onSuccess: (res) => {
          setStale(undefined);
          then.done?.();
          onChanged(then.said ?? res.message);
        },
        onError: (e) => {
          if (e.status === 412 && e.body.current) setStale({ theirs: e.body.current as DeskRecord, mine, ...then });
        },
      },
    );

  return {
    busy: call.isPending,
    error: refused?.message ?? '',
    serverErrors: refused?.fields ?? NO_ERRORS,
    stale: stale && { theirs: stale.theirs, mine: stale.mine },
    save: (fields: Fields, then: Then = {}) => send(fields, record?.version, then),
    remove: (then: Then = {}) => send(null, record?.version, then),
    /** This editor's version over theirs; `fields`: the form as it is now, when it is still open. */
    saveMine: (fields = stale?.mine ?? null) => stale && send(fields, stale.theirs.version, stale),
    /** Theirs stays: the list is read again, `message` said. */
    keepTheirs: (message: string) => {
      setStale(undefined);
      call.reset();
      onChanged(message);
    },
  };
}
