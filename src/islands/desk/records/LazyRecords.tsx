import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../richtext/LoadBoundary.tsx';

/*
 * The records' screens hold every kind's schema (zod): fetched when an editor opens Content or
 * Catalogue, not with the desk every front-desk tablet loads.
 */
const Section = lazy(() => import('./RecordsSection.tsx'));

export function LazyRecords(props: { section: 'content' | 'catalogue'; generation: number; onSaved?: () => void }) {
  return (
    <LoadBoundary what="This editor">
      <Suspense fallback={<p className="text-neutral-700">Loading the editor...</p>}>
        <Section {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
