import { useState, type Ref } from 'react';
import type { ChosenLocation } from '../../lib/stores/booking.ts';
import type { LocationCard } from '../../lib/site/pictureSources.ts';
import { ComingSoonDialog } from './ComingSoonDialog.tsx';
import { Picture } from '../shared/Picture.tsx';
import { useHydrated } from '../shared/useHydrated.ts';

interface Props {
  locations: LocationCard[];
  onChoose: (location: ChosenLocation) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The first screen of /theaters: every branch as a card; an announced one opens Coming Soon. */
export function LocationPicker({ locations, onChoose, headingRef }: Props) {
  const [comingSoon, setComingSoon] = useState<string | null>(null);
  const hydrated = useHydrated();

  return (
    <section className="min-h-[calc(100svh-4.25rem)] bg-gradient-to-b from-brand-950 via-brand-900 to-brand-800 px-4 py-10 text-white sm:py-14">
      <div className="mx-auto max-w-6xl">
        <h1 ref={headingRef} tabIndex={-1} className="text-center text-3xl font-bold tracking-tight outline-none sm:text-4xl">
          Choose your nearest location
        </h1>
        <h2 className="mt-3 text-center text-base font-semibold tracking-widest text-accent-300 uppercase">Our Theatre Locations</h2>
        {locations.length === 0 ? (
          <p className="mt-10 rounded-xl bg-white/10 p-6 text-center text-lg">No locations available at the moment.</p>
        ) : (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {locations.map((location, i) => (
              <li
                key={location._id ?? location.name}
                className="flex flex-col overflow-hidden rounded-2xl bg-white text-neutral-900 shadow-lg"
              >
                <div className="relative">
                  <Picture
                    sources={location.picture}
                    path={location.image}
                    alt={`${location.name} branch`}
                    sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
                    width={800}
                    height={500}
                    priority={i === 0}
                    className="aspect-[16/10] w-full object-cover"
                  />
                  {!location._id && (
                    <span className="absolute top-3 right-3 rounded-full bg-accent-300 px-3 py-1 text-xs font-bold text-neutral-950">
                      Coming Soon
                    </span>
                  )}
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold text-brand-800">{location.name}</h3>
                  <p className="text-sm font-medium text-neutral-700">{location.city}</p>
                  <p className="mt-1 text-sm text-neutral-600">{location.landmark}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                    {location.parking && (
                      <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">Parking Facility</span>
                    )}
                    {location.mapUrl && (
                      <a
                        href={location.mapUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-sm font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700"
                      >
                        See on map<span className="sr-only">: {location.name} (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                  <button
                    type="button"
                    disabled={!hydrated}
                    onClick={() => {
                      const id = location._id;
                      if (id) onChoose({ _id: id, name: location.name, city: location.city });
                      else setComingSoon(location.name);
                    }}
                    className="mt-5 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
                  >
                    Book Now<span className="sr-only"> at {location.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ComingSoonDialog branch={comingSoon} onClose={() => setComingSoon(null)} />
    </section>
  );
}
