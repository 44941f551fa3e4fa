import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $booking, type BookingChoice, type PlanType } from '../../lib/stores/booking.ts';
import { $wizard, EMPTY_WIZARD, type WizardState } from '../../lib/stores/wizard.ts';
import { $leaving, leaveForTheatres, NO_BOOKING_MESSAGE } from './leave.ts';
import { useHydrated } from '../shared/useHydrated.ts';

export interface WizardView {
  /** False during the server render and hydration: the stores are read only after it. */
  ready: boolean;
  choice: BookingChoice | null;
  wizard: WizardState;
  /** On the way to the theatre list. */
  leaving: boolean;
}

/**
 * The booking in progress as a step sees it. The server renders every step with none (sessionStorage
 * is the tab's), so the stores give that default until hydration is done (no mismatch). A step that
 * needs a booking and finds none sends the customer to the theatre list with a message: /Basicplan
 * needs the theatre card's Book Now, the later steps a booking the details step made.
 */
export function useWizard(needs: 'choice' | 'booking', flow?: PlanType): WizardView {
  const choice = useStore($booking, { ssr: () => null });
  const wizard = useStore($wizard, { ssr: () => EMPTY_WIZARD });
  const leaving = useStore($leaving);
  const ready = useHydrated();
  const missing = ready && !leaving && (!choice || (needs === 'booking' && !wizard.bookingId));
  useEffect(() => {
    if (missing) leaveForTheatres(NO_BOOKING_MESSAGE);
  }, [missing]);
  // A step of the other flow (a bookmark, the browser's history): the same step of the booking's own flow.
  const otherFlow =
    ready && !leaving && !missing && flow !== undefined && wizard.bookingId !== null && wizard.plan !== null && wizard.plan !== flow;
  useEffect(() => {
    if (otherFlow) window.location.replace(wizard.plan === 'combo' ? '/ComboOccassions' : '/Occassions');
  }, [otherFlow]);
  return { ready, choice, wizard, leaving: leaving !== null };
}

/**
 * Focus goes to the step's heading once the step is ready, so a screen reader starts there; unless
 * the person is already in the page (typing in a field that showed before hydration): taking focus
 * from them would close a phone's keyboard mid-word and send the next keys nowhere. The page does
 * not scroll to it: a person who scrolled down to the terms' box while the island loaded would see
 * the page jump back up, and their tap land on whatever came under their finger.
 */
export function useHeadingFocus(ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const untouched = document.activeElement === null || document.activeElement === document.body;
    if (ready && untouched) heading.current?.focus({ preventScroll: true });
  }, [ready]);
  return heading;
}
