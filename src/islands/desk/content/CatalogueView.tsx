import { useCallback, useEffect, useState } from 'react';
import type { DeskTheatrePrices } from '../../../lib/api/deskCatalogue.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { CARD } from '../styles.ts';
import { EditorScreen } from './EditorScreen.tsx';
import { TheatrePriceCard } from './TheatrePriceCard.tsx';
import type { ImageChoice } from './TheatrePhotos.tsx';

/**
 * 'Catalogue': each theatre's prices, saved as drafts; the site shows and charges them from the
 * next Publish on, both at once. A booking already made keeps the prices it was made with.
 */
export function CatalogueView() {
  const { announce } = useDesk();
  const [theatres, setTheatres] = useState<DeskTheatrePrices[]>();
  const [images, setImages] = useState<ImageChoice[]>([]);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      const [catalogue, uploaded] = await Promise.all([deskApi.catalogueTheatres(), deskApi.imageList()]);
      setTheatres(catalogue.theatres);
      setImages(uploaded.images.map((i) => ({ path: i.path, alt: i.alt })));
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

  return (
    <EditorScreen
      id="desk-catalogue"
      title="Catalogue"
      intro="Every change is a draft: the site shows it, and charges new prices, after Publish. Bookings already made keep their prices."
      busy={!theatres && !error}
      error={error}
      onLive={load}
      records="catalogue"
    >
      <section aria-labelledby="desk-theatre-prices-heading" className={`grid gap-4 ${CARD}`}>
        <h2 id="desk-theatre-prices-heading" className="text-xl font-bold text-neutral-900">
          Theatres
        </h2>
        {!theatres && !error && <p className="text-neutral-700">Loading the theatres...</p>}
        <ul className="grid gap-3">
          {(theatres ?? []).map((t) => (
            <TheatrePriceCard key={`${t.id}-${t.version}`} theatre={t} images={images} onChanged={changed} />
          ))}
        </ul>
      </section>
    </EditorScreen>
  );
}
