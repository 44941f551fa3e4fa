import { lazy, Suspense } from 'react';
import { LABEL } from '../fieldStyles.ts';
import { LoadBoundary } from './LoadBoundary.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import type { RichTextPreviewProps } from './RichTextPreview.tsx';

/*
 * The desk's way in to the editor and the preview: tiptap and ProseMirror are fetched the first time
 * a rich-text field is shown, not with the desk. Import these (or RichTextField), never
 * RichTextEditor.tsx or RichTextPreview.tsx themselves, which would put them in the desk's bundle.
 */
const Editor = lazy(() => import('./RichTextEditor.tsx'));
const Preview = lazy(() => import('./RichTextPreview.tsx'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <LoadBoundary>
      <Suspense
        fallback={
          <div>
            <p className={LABEL}>{props.label}</p>
            <p className="min-h-60 rounded-lg border border-neutral-400 bg-white p-3 text-neutral-700">Loading the editor…</p>
          </div>
        }
      >
        <Editor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

export function LazyRichTextPreview(props: RichTextPreviewProps) {
  return (
    <LoadBoundary>
      <Suspense fallback={<p className="text-neutral-700">Loading the preview…</p>}>
        <Preview {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
