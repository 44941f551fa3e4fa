import { useDesk } from '../deskContext.ts';
import { READ_EACH_OPENING, useDeskQuery } from '../deskQuery.ts';
import { CARD } from '../styles.ts';
import { EditorScreen } from './EditorScreen.tsx';
import { TheatrePriceCard } from './TheatrePriceCard.tsx';
import { useScreenLists } from './useScreenLists.ts';

/**
 * 'Catalogue': each theatre's prices, saved as drafts; the site shows and charges them from the
 * next Publish on, both at once. A booking already made keeps the prices it was made with.
 */
export function CatalogueView() {
  const { announce } = useDesk();
  // Each theatre's prices and photos are records of their own, listed in the same order (by branch);
  // the theatres' own list names each one's branch ("Name (Branch)"). Forms start from these.
  const prices = useDeskQuery('recordList', { kind: 'theatre-price' }, READ_EACH_OPENING);
  const photos = useDeskQuery('recordList', { kind: 'theatre-photos' }, READ_EACH_OPENING);
  const theatres = useDeskQuery('recordList', { kind: 'theatre' }, READ_EACH_OPENING);
  const { images, reload, error } = useScreenLists([prices, photos, theatres]);
  const list = prices.data?.records;
  const changed = (message: string) => {
    announce(message);
    reload();
  };
  const branchOf = (id: string, name: string) => {
    const label = theatres.data?.records.find((t) => t.id === id)?.label ?? '';
    return label.startsWith(`${name} (`) ? label.slice(name.length + 2, -1) : '';
  };

  return (
    <EditorScreen
      id="desk-catalogue"
      title="Catalogue"
      intro="Every change is a draft: the site shows it, and charges new prices, after Publish. Bookings already made keep their prices."
      busy={!list && !error}
      error={error}
      onLive={reload}
      records="catalogue"
    >
      <section aria-labelledby="desk-theatre-prices-heading" className={`grid gap-4 ${CARD}`}>
        <h2 id="desk-theatre-prices-heading" className="text-xl font-bold text-neutral-900">
          Theatres
        </h2>
        {!list && !error && <p className="text-neutral-700">Loading the theatres...</p>}
        <ul className="grid gap-3">
          {(list ?? []).map((t) => (
            <TheatrePriceCard
              key={`${t.id}-${t.version}`}
              prices={t}
              photos={photos.data?.records.find((p) => p.id === t.id)}
              branch={branchOf(t.id, t.label)}
              images={images}
              onChanged={changed}
            />
          ))}
        </ul>
      </section>
    </EditorScreen>
  );
}
