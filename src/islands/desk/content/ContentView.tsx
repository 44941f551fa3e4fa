import { useState } from 'react';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { READ_EACH_OPENING, useDeskCall, useDeskQuery } from '../deskQuery.ts';
import { useRecordCall } from '../records/useRecordCall.ts';
import { CARD } from '../styles.ts';
import { FaqCard, faqText } from './FaqCard.tsx';
import { FaqForm, type FaqFields } from './FaqForm.tsx';
import { PendingChanges } from './PendingChanges.tsx';
import { PopupEditor } from './PopupEditor.tsx';
import { EditorScreen } from './EditorScreen.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { useScreenLists } from './useScreenLists.ts';

// The server says the same of every kind's save; the editors have read these of the FAQs.
const ADDED = 'FAQ added. It goes live with the next Publish.';
const ORDER_SAVED = 'Order saved. It goes live with the next Publish.';

/**
 * 'Content': the site's FAQs, edited as drafts (add, edit, reorder, remove), and what the next
 * Publish will change, page by page. Nothing here reaches the site before Publish.
 */
export function ContentView() {
  const { announce } = useDesk();
  // Forms start from these: each opening reads them anew (READ_EACH_OPENING).
  const faqs = useDeskQuery('recordList', { kind: 'faq' }, READ_EACH_OPENING);
  const popups = useDeskQuery('recordList', { kind: 'popup' }, READ_EACH_OPENING);
  const changes = useDeskQuery('contentChanges', undefined, READ_EACH_OPENING);
  const { images, reload, error: loadError } = useScreenLists([faqs, popups, changes]);
  const changed = (message: string) => {
    announce(message);
    reload();
  };
  const adding = useRecordCall('faq', undefined, changed);
  // Bumped once an FAQ is added: the form empties for the next.
  const [addKey, setAddKey] = useState(0);
  const moving = useDeskCall<{ message: string }>();
  const list = faqs.data?.records;
  // The list holds the removed ones last; the others in the order the next Publish makes.
  const shown = (list ?? []).filter((f) => f.state !== 'removed');

  // A move is a save of the FAQ at the place next to its own: Publish places it there, the others keep their order.
  const move = (faq: DeskRecord, direction: -1 | 1) => {
    const fields = { ...faqText(faq.fields), position: shown.indexOf(faq) + 1 + direction };
    moving.mutate(() => deskApi.recordSave({ kind: 'faq', id: faq.id, fields }, faq.version), {
      onSuccess: () => changed(ORDER_SAVED),
      onError: reload,
    });
  };
  const add = (fields: FaqFields) =>
    adding.save({ ...fields, position: shown.length + 1 }, { said: ADDED, done: () => setAddKey((k) => k + 1) });
  const error = loadError || (moving.error?.message ?? '');

  return (
    <EditorScreen
      id="desk-content"
      title="Content"
      intro="Changes are drafts: the site shows them after Publish."
      busy={!list && !error}
      error={error}
      onLive={reload}
      records="content"
      onRecordSaved={reload}
      above={<PendingChanges changes={changes.data?.changes ?? []} />}
    >
      {(popups.data?.records ?? []).map((p) => (
        <section key={`${p.id}-${p.version}`} aria-labelledby={`desk-popup-${p.id}`} className={`grid gap-4 ${CARD}`}>
          <h2 id={`desk-popup-${p.id}`} className="text-xl font-bold text-neutral-900">
            Offer popup
          </h2>
          <PopupEditor popup={p} images={images} onChanged={changed} />
        </section>
      ))}
      <section aria-labelledby="desk-faqs-heading" className={`grid gap-4 ${CARD}`}>
        <h2 id="desk-faqs-heading" className="text-xl font-bold text-neutral-900">
          FAQs
        </h2>
        {!list && !error && <p className="text-neutral-700">Loading the FAQs...</p>}
        <ol className="grid gap-3">
          {(list ?? []).map((faq) => (
            <FaqCard
              key={`${faq.id}-${faq.version}`}
              faq={faq}
              position={{ index: shown.indexOf(faq), count: shown.length }}
              onMove={(d) => move(faq, d)}
              onChanged={changed}
            />
          ))}
        </ol>
        <div className="grid gap-3 rounded-xl border border-dashed border-neutral-400 p-4">
          <h3 className="font-bold text-neutral-900">Add an FAQ</h3>
          <FaqForm key={addKey} initial={{ question: '', answer: '' }} busy={adding.busy} onSave={(f) => void add(f)} />
          <ErrorAlert text={adding.error} />
        </div>
      </section>
    </EditorScreen>
  );
}
