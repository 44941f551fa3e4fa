import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { RECORD_KIND_NAMES, RECORD_KINDS, shapeOf, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { fieldMeta } from '../../../lib/records/fieldTypes.ts';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { CARD } from '../styles.ts';
import type { Option } from './FieldInput.tsx';
import { NewRecord } from './NewRecord.tsx';
import { RecordCard } from './RecordCard.tsx';

interface Props {
  section: 'content' | 'catalogue';
  /** Bumped when a Publish or Rollback went live: the records are read again. */
  generation: number;
  /** A record was saved or removed (the screen's list of what Publish would change is read again). */
  onSaved?: () => void;
}

/** The records of one section's kinds (deskRecordKinds.ts): choose what to edit, find a record, edit, add or remove it. */
export default function RecordsSection({ section, generation, onSaved }: Props) {
  const id = useId();
  const { announce } = useDesk();
  const kinds = RECORD_KIND_NAMES.filter((k) => RECORD_KINDS[k].section === section && !('ownEditor' in RECORD_KINDS[k]));
  const [kind, setKind] = useState<RecordKind>(kinds[0]);
  const [records, setRecords] = useState<DeskRecord[]>();
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  const [find, setFind] = useState('');
  const [error, setError] = useState('');
  // The kind on screen: a list asked for before the editor chose another kind may come back after it, and is dropped.
  const shownKind = useRef(kind);
  shownKind.current = kind;

  const load = useCallback(async () => {
    try {
      const shape = Object.entries(shapeOf(kind));
      const refs = shape.filter(([, s]) => fieldMeta(s).ref);
      const wantsImages = shape.some(([, s]) => fieldMeta(s).input === 'image');
      const [list, images, ...refLists] = await Promise.all([
        deskApi.recordList({ kind }),
        wantsImages ? deskApi.imageList({}) : undefined,
        ...refs.map(([, s]) => deskApi.recordList({ kind: fieldMeta(s).ref! })),
      ]);
      const opts: Record<string, Option[]> = {};
      for (const [name, s] of shape)
        if (fieldMeta(s).input === 'image')
          opts[name] = (images?.images ?? []).map((i) => ({ value: i.path, label: `${i.alt} (${i.path})` }));
      refs.forEach(
        ([name], i) =>
          (opts[name] = refLists[i]!.records.filter((r) => r.state !== 'removed').map((r) => ({ value: r.id, label: r.label }))),
      );
      if (shownKind.current !== kind) return;
      setRecords(list.records);
      setOptions(opts);
      setError('');
    } catch (failure) {
      if (shownKind.current === kind) setError(messageOf(failure));
    }
  }, [kind]);
  useEffect(() => {
    setRecords(undefined);
    void load();
  }, [load, generation]);
  const changed = (message: string) => {
    announce(message);
    void load();
    onSaved?.();
  };

  // Only while its box shows: a filter left from another kind, or from a list now short, would hide records with no box to clear.
  const findShown = (records?.length ?? 0) > 6;
  const query = findShown ? find.trim().toLowerCase() : '';
  const shown = (records ?? []).filter((r) => !query || r.label.toLowerCase().includes(query));
  const spec = RECORD_KINDS[kind];
  return (
    <section aria-labelledby={`${id}-heading`} className={`grid gap-4 ${CARD}`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-neutral-900">
        {spec.title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-kind`} className={LABEL}>
            What to edit
          </label>
          <select
            id={`${id}-kind`}
            className={CONTROL}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as RecordKind);
              setFind('');
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {RECORD_KINDS[k].title}
              </option>
            ))}
          </select>
        </div>
        {findShown && (
          <div>
            <label htmlFor={`${id}-find`} className={LABEL}>
              Find
            </label>
            <input id={`${id}-find`} type="search" className={CONTROL} value={find} onChange={(e) => setFind(e.target.value)} />
          </div>
        )}
      </div>
      <ErrorAlert text={error} />
      {!records && !error && <p className="text-neutral-700">Loading the {spec.title.toLowerCase()}...</p>}
      {records && spec.adds && <NewRecord key={kind} kind={kind} position={records.length + 1} options={options} onChanged={changed} />}
      {records && shown.length === 0 && (
        <p className="text-neutral-700">{query ? 'Nothing matches that.' : `No ${spec.title.toLowerCase()} yet.`}</p>
      )}
      <ul className="grid gap-3" aria-live="off">
        {shown.slice(0, 60).map((r) => (
          <RecordCard key={`${kind}-${r.id}-${r.version}-${r.state}`} kind={kind} record={r} options={options} onChanged={changed} />
        ))}
      </ul>
      {shown.length > 60 && <p className="text-neutral-700">{shown.length - 60} more: type in Find to narrow the list.</p>}
    </section>
  );
}
