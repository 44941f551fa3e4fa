import { useState, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import type { Slot, TheatreWithSlots } from '../../lib/api/theatres.ts';
import { istToday } from '../../lib/booking/istClock.ts';
import { beyondHorizonMessage, isBeyondHorizon, lastBookableDate } from '../../lib/booking/horizon.ts';
import { bookingHorizonDays } from '../bookingHorizon.ts';
import { isBookableDate, isNinetyMinuteSlot, slotLabel } from '../../lib/booking/slots.ts';
import { slotPrice } from '../../lib/booking/pricing.ts';
import { theatreTermsOf } from '../../lib/booking/wire.ts';
import { $date, $planType, $slotPick, chooseDate, chooseSlot, startBooking, type ChosenLocation } from '../../lib/stores/booking.ts';
import { bookingChoice, bookingStartPath } from '../../lib/stores/bookingChoice.ts';
import type { PictureMap } from '../../lib/site/pictureSources.ts';
import { useNow } from './useNow.ts';
import { useTheatres } from './useTheatres.ts';
import { TheatreCard, type BookingRoute } from './TheatreCard.tsx';
import { NinetyMinuteNote, type NinetyMinuteNoteData } from './NinetyMinuteNote.tsx';
import { ComboPlanNote } from './ComboPlanNote.tsx';
import { CallbackDialog } from './CallbackDialog.tsx';
import { ListFailed } from './ListFailed.tsx';

export const PAST_DATE_MESSAGE = "Please select today's or a future date.";
export const NO_THEATRES_MESSAGE = 'No theaters available for the selected location and date.';

interface Props {
  location: ChosenLocation;
  pictures: PictureMap;
  headingRef: Ref<HTMLHeadingElement>;
  onChangeLocation: () => void;
}

/** The second screen: the branch's theatres on the chosen date (today in India unless changed). */
export function TheatreList({ location, pictures, headingRef, onChangeLocation }: Props) {
  const now = useNow();
  const today = istToday(now);
  const stored = useStore($date);
  const lastDay = lastBookableDate(now, bookingHorizonDays);
  const canBook = (day: string) => isBookableDate(day, now) && !isBeyondHorizon(day, now, bookingHorizonDays);
  // A day kept from an earlier visit that has since passed (or lies too far ahead) falls back to today.
  const date = canBook(stored) ? stored : today;
  /** A typed date that cannot be booked, shown with the reason until a good one is chosen. */
  const [pastInput, setPastInput] = useState<string | null>(null);
  const dateError = pastInput && (isBookableDate(pastInput, now) ? beyondHorizonMessage(now, bookingHorizonDays) : PAST_DATE_MESSAGE);
  const pick = useStore($slotPick);
  const planType = useStore($planType);
  const { loading, theatres, failed, retry } = useTheatres(location._id, pastInput ? null : date);
  const [note, setNote] = useState<NinetyMinuteNoteData | null>(null);
  const [callbackOpen, setCallbackOpen] = useState(false);

  const onPick = (theatre: TheatreWithSlots, slot: Slot) => {
    chooseSlot({ theatreId: theatre._id, slotId: slot._id });
    if (isNinetyMinuteSlot(slot)) {
      const terms = theatreTermsOf(theatre);
      setNote({ theatreName: theatre.name, slot: slotLabel(slot), fullPricePaise: terms.offerPricePaise, pricing: slotPrice(terms, slot) });
    }
  };

  const onBook = (theatre: TheatreWithSlots, slot: Slot, route: BookingRoute) => {
    startBooking(bookingChoice(location, date, planType, theatre, slot));
    window.location.assign(bookingStartPath(route, planType));
  };

  const picked = pick && theatres.find((t) => t._id === pick.theatreId);
  const pickedSlot = picked && picked.availableSlots.find((s) => s._id === pick.slotId);

  return (
    <section className="bg-neutral-50 px-4 py-8 sm:py-10">
      <div className="mx-auto max-w-7xl">
        <button
          type="button"
          onClick={onChangeLocation}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-700"
        >
          <span aria-hidden="true">←</span> Change location
        </button>
        <div className="mt-1 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="max-w-2xl text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl"
          >
            Choose your dream theatre setup in <span className="text-brand-700">{location.name}</span>
          </h1>
          <div className="md:w-64">
            <label htmlFor="theatre-date" className="block text-sm font-semibold text-neutral-800">
              Select Your Date
            </label>
            <input
              id="theatre-date"
              type="date"
              min={today}
              max={lastDay}
              value={pastInput ?? date}
              required
              aria-invalid={pastInput ? true : undefined}
              aria-describedby={pastInput ? 'theatre-date-error' : undefined}
              onChange={(event) => {
                const value = event.target.value;
                if (!value) return;
                if (canBook(value)) {
                  setPastInput(null);
                  chooseDate(value);
                } else {
                  setPastInput(value);
                }
              }}
              className="mt-1 block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 aria-invalid:border-red-700"
            />
          </div>
        </div>
        {pastInput && (
          <p id="theatre-date-error" role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
            {dateError}
          </p>
        )}

        <div className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 px-5 py-4 text-white sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-lg font-bold">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 shrink-0 text-accent-300"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
            Hurry! Slots get booked fast
          </p>
          <button
            type="button"
            onClick={() => setCallbackOpen(true)}
            className="rounded-full bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Request Callback
          </button>
        </div>

        {planType === 'combo' && <ComboPlanNote />}

        {!pastInput && (
          <div className="mt-8" aria-busy={loading}>
            {failed ? (
              <ListFailed busy={loading} onRetry={retry} />
            ) : loading && theatres.length === 0 ? (
              <>
                <p role="status" className="sr-only">
                  Loading theatres…
                </p>
                <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                  {[0, 1, 2].map((i) => (
                    <div key={i} className="h-[36rem] animate-pulse rounded-2xl bg-neutral-200" />
                  ))}
                </div>
              </>
            ) : theatres.length === 0 ? (
              <p className="rounded-2xl bg-white p-8 text-center text-lg text-neutral-700 shadow-sm">{NO_THEATRES_MESSAGE}</p>
            ) : (
              <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {theatres.map((theatre) => (
                  <TheatreCard
                    key={theatre._id}
                    theatre={theatre}
                    date={date}
                    now={now}
                    pick={pick}
                    pictures={pictures}
                    onPick={onPick}
                    onBook={onBook}
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      <NinetyMinuteNote note={note} onClose={() => setNote(null)} />
      <CallbackDialog
        open={callbackOpen}
        onClose={() => setCallbackOpen(false)}
        lead={{ theatreId: picked ? picked._id : undefined, date, time: pickedSlot ? slotLabel(pickedSlot) : undefined }}
      />
    </section>
  );
}
