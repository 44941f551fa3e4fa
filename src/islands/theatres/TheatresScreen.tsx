import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import {
  $location,
  chooseLocation,
  choosePlanType,
  leaveLocation,
  planTypeFromQuery,
  type ChosenLocation,
} from '../../lib/stores/booking.ts';
import type { LocationCard, PictureMap } from '../../lib/site/pictureSources.ts';
import { LocationPicker } from './LocationPicker.tsx';
import { TheatreList } from './TheatreList.tsx';
import { Toaster } from '../shared/Toaster.tsx';

interface Props {
  locations: LocationCard[];
  pictures: PictureMap;
}

/** A history entry marks the theatre list, so the phone's Back returns to the picker. */
const LIST_STATE = 'theatres:list';
const onListEntry = () => (history.state as { view?: string } | null)?.view === LIST_STATE;

/**
 * /theaters and /booknow: the location picker, then the chosen branch's theatres. The server renders
 * the picker (no location is known there); the branch kept in sessionStorage takes over after
 * hydration, so a reload stays on the list.
 */
export default function TheatresScreen({ locations, pictures }: Props) {
  const location = useStore($location, { ssr: () => null });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // The home page's package cards say which flow (DECISIONS.md 1). A link that names none (the
    // header's Book Now, the browser's history) keeps the tab's choice: a combo package chosen on
    // the home page is not lost by opening the list again; the list says so and offers the way back.
    const named = planTypeFromQuery(window.location.search);
    if (named) choosePlanType(named);
    const onPopState = () => {
      if (!onListEntry() && $location.get()) {
        moved.current = true;
        leaveLocation();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // After the person switches screens, focus goes to the new screen's heading (not on first load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [location?._id]);

  const choose = (chosen: ChosenLocation) => {
    moved.current = true;
    chooseLocation(chosen);
    history.pushState({ ...(history.state as object | null), view: LIST_STATE }, '');
  };

  const change = () => {
    if (onListEntry()) history.back();
    else {
      moved.current = true;
      leaveLocation();
    }
  };

  return (
    <>
      {location ? (
        <TheatreList location={location} pictures={pictures} headingRef={heading} onChangeLocation={change} />
      ) : (
        <LocationPicker locations={locations} onChoose={choose} headingRef={heading} />
      )}
      {/* The page's notices: a failed theatre call, and an enquiry sent from the callback dialog. */}
      <Toaster />
    </>
  );
}
