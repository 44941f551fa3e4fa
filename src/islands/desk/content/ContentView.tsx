import { useCallback, useEffect, useState } from 'react';
import type { DeskFaq, DeskPopup } from '../../../lib/api/deskContent.ts';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { CARD } from '../styles.ts';
import { FaqCard } from './FaqCard.tsx';
import { FaqForm } from './FaqForm.tsx';
import { PendingChanges } from './PendingChanges.tsx';
import { PopupEditor } from './PopupEditor.tsx';
import { EditorScreen } from './EditorScreen.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';

type FaqList = DeskResponseOf<'contentFaqs'>;

/**
 * 'Content': the site's FAQs, edited as drafts (add, edit, reorder, remove), and what the next
 * Publish will change, page by page. Nothing here reaches the site before Publish.
 */
export function ContentView() {
  const { announce } = useDesk();
  const [list, setList] = useState<FaqList>();
  const [changes, setChanges] = useState<DeskResponseOf<'contentChanges'>['changes']>([]);
  const [popups, setPopups] = useState<DeskPopup[]>([]);
  const [images, setImages] = useState<{ path: string; alt: string }[]>([]);
  const [error, setError] = useState('');
  const [adding, setAdding] = useState({ busy: false, key: 0, error: '' });

  const load = useCallback(async () => {
    try {
      const [faqs, pending, offer, uploaded] = await Promise.all([
        deskApi.contentFaqs(),
        deskApi.contentChanges(),
        deskApi.contentPopups(),
        deskApi.imageList(),
      ]);
      setImages(uploaded.images.map((i) => ({ path: i.path, alt: i.alt })));
      setList(faqs);
      setChanges(pending.changes);
      setPopups(offer.popups);
      setError('');
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const changed = (message: string) => {
    announce(message);
    void load();
  };
  const shown = (list?.faqs ?? []).filter((f) => f.state !== 'removed');
  const move = async (faq: DeskFaq, direction: -1 | 1) => {
    if (!list) return;
    const ids = shown.map((f) => f.id);
    const at = ids.indexOf(faq.id);
    [ids[at], ids[at + direction]] = [ids[at + direction], ids[at]];
    try {
      changed((await deskApi.faqOrder({ ids }, list.order.version)).message);
    } catch (failure) {
      setError(messageOf(failure));
      void load();
    }
  };
  const add = async (fields: { question: string; answer: string }) => {
    setAdding((a) => ({ ...a, busy: true, error: '' }));
    try {
      const res = await deskApi.faqSave(fields);
      setAdding((a) => ({ busy: false, key: a.key + 1, error: '' }));
      changed(res.message);
    } catch (failure) {
      setAdding((a) => ({ ...a, busy: false, error: messageOf(failure) }));
    }
  };

  return (
    <EditorScreen
      id="desk-content"
      title="Content"
      intro="Changes are drafts: the site shows them after Publish."
      busy={!list && !error}
      error={error}
      onLive={load}
      records="content"
      onRecordSaved={load}
      above={<PendingChanges changes={changes} />}
    >
      {popups.map((p) => (
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
          {(list?.faqs ?? []).map((faq) => (
            <FaqCard
              key={`${faq.id}-${faq.version}`}
              faq={faq}
              position={{ index: shown.indexOf(faq), count: shown.length }}
              onMove={(d) => void move(faq, d)}
              onChanged={changed}
            />
          ))}
        </ol>
        <div className="grid gap-3 rounded-xl border border-dashed border-neutral-400 p-4">
          <h3 className="font-bold text-neutral-900">Add an FAQ</h3>
          <FaqForm key={adding.key} initial={{ question: '', answer: '' }} busy={adding.busy} onSave={(f) => void add(f)} />
          <ErrorAlert text={adding.error} />
        </div>
      </section>
    </EditorScreen>
  );
}
