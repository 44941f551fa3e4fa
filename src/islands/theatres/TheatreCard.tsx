import { useId, useState } from 'react';
import type { Slot, TheatreWithSlots } from '../../lib/api/theatres.ts';
import { countBookable, slotBadgeTone, slotStatus } from '../../lib/booking/slots.ts';
import { lessLabel, slotPrice } from '../../lib/booking/pricing.ts';
import { theatreTermsOf } from '../../lib/booking/wire.ts';
import { formatPaise } from '../../lib/money.ts';
import type { SlotPick } from '../../lib/stores/booking.ts';
import type { PictureMap } from '../../lib/site/pictureSources.ts';
import { MediaCarousel } from './MediaCarousel.tsx';
import { SlotButtons } from './SlotButtons.tsx';
import { BADGE_CLASSES, slotsAvailableLabel } from './badgeTone.ts';

/** The spec shows this many features before 'View More'. */
export const FEATURES_SHOWN = 4;

export type BookingRoute = 'wizard' | 'onePage';

interface Props {
  theatre: TheatreWithSlots;
  date: string;
  now: number;
  pick: SlotPick | null;
  pictures: PictureMap;
  onPick: (theatre: TheatreWithSlots, slot: Slot) => void;
  onBook: (theatre: TheatreWithSlots, slot: Slot, route: BookingRoute) => void;
}

/** One theatre on the chosen date: media, live slot count, details, slots, price and Book Now. */
export function TheatreCard({ theatre, date, now, pick, pictures, onPick, onBook }: Props) {
  const nameId = useId();
  const featuresId = useId();
  const [allFeatures, setAllFeatures] = useState(false);

  const slots = theatre.availableSlots.map((slot) => ({ slot, status: slotStatus(slot, date, now) }));
  // A picked slot that has since become unavailable (time passed) no longer counts as picked.
  const selected = pick?.theatreId === theatre._id ? slots.find((s) => s.slot._id === pick.slotId && s.status === 'open')?.slot : undefined;
  const terms = theatreTermsOf(theatre);
  const pricing = slotPrice(terms, selected);
  const available = countBookable(theatre.availableSlots, date, now);
  const features = allFeatures ? theatre.features : theatre.features.slice(0, FEATURES_SHOWN);

  const badge = (
    <span
      className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold shadow ${BADGE_CLASSES[slotBadgeTone(available)]}`}
      data-tone={slotBadgeTone(available)}
    >
      {slotsAvailableLabel(available)}
    </span>
  );

  return (
    <article
      aria-labelledby={nameId}
      data-theatre-id={theatre._id}
      className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <MediaCarousel theatreName={theatre.name} images={theatre.image} video={theatre.video} pictures={pictures} overlay={badge} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={nameId} className="text-xl font-bold text-brand-800">
              {theatre.name}
            </h2>
            {theatre.batchType && <p className="text-sm text-neutral-600">{theatre.batchType}</p>}
          </div>
          {theatre.link && (
            <a
              href={theatre.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700"
            >
              Watch Now<span className="sr-only">: video of {theatre.name} (opens in a new tab)</span>
            </a>
          )}
        </div>

        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-neutral-50 px-3 py-2">
            <dt className="text-neutral-600">Max People</dt>
            <dd className="font-semibold text-neutral-900">{theatre.maxPeople}</dd>
          </div>
          <div className="rounded-lg bg-neutral-50 px-3 py-2">
            <dt className="text-neutral-600">Extra Person</dt>
            <dd className="font-semibold text-neutral-900">
              {theatre.extraPerson === 'Yes' ? `${formatPaise(pricing.extraPersonPricePaise)} each` : 'Not allowed'}
            </dd>
          </div>
        </dl>

        {theatre.features.length > 0 && (
          <>
            <ul id={featuresId} className="mt-3 space-y-1 text-sm text-neutral-800">
              {features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            {theatre.features.length > FEATURES_SHOWN && (
              <button
                type="button"
                aria-expanded={allFeatures}
                aria-controls={featuresId}
                onClick={() => setAllFeatures((v) => !v)}
                className="mt-1 min-h-6 self-start text-sm font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700"
              >
                {allFeatures ? 'View Less' : 'View More'}
              </button>
            )}
          </>
        )}

        <SlotButtons theatreName={theatre.name} slots={slots} selectedId={selected?._id ?? null} onPick={(slot) => onPick(theatre, slot)} />

        <div className="mt-auto pt-5">
          <p className="flex flex-wrap items-baseline gap-x-2" aria-live="polite">
            <span className="text-2xl font-bold text-neutral-900">{formatPaise(pricing.pricePaise)}</span>
            {pricing.isNinetyMinutes && (
              <>
                <s className="text-neutral-600">
                  <span className="sr-only">instead of </span>
                  {formatPaise(terms.offerPricePaise)}
                </s>
                {pricing.lessByPaise > 0 && (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">
                    {lessLabel(pricing.lessByPaise)}
                  </span>
                )}
              </>
            )}
            <span className="w-full text-xs text-neutral-600">
              {pricing.isNinetyMinutes ? '1.5 hour slot, ' : ''}for up to {theatre.maxPeople}{' '}
              {theatre.maxPeople === 1 ? 'person' : 'people'}
            </span>
          </p>
          <div className="mt-3 flex flex-col gap-2">
            <button
              type="button"
              disabled={!selected}
              onClick={() => selected && onBook(theatre, selected, 'wizard')}
              className="rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
            >
              Book Now<span className="sr-only"> {theatre.name}</span>
            </button>
            {selected && (
              <button
                type="button"
                onClick={() => onBook(theatre, selected, 'onePage')}
                className="rounded-full border-2 border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Book on one page<span className="sr-only"> {theatre.name}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
