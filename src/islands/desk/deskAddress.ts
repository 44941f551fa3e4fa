import { useEffect, useState } from 'react';

/**
 * Addresses inside a desk screen: /desk#<screen>/<rest> opens the screen (DeskShell matches the part
 * before the slash) and the screen reads the rest, so a booking's page has an address of its own
 * (#bookings/<id>) that Back, a bookmark and a link from the board all reach.
 */

const hashOf = (): string => (typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1)));

/** The screen an address names: '#bookings/abc' → 'bookings'. */
export const screenOfAddress = (address: string): string => address.split('/')[0];

const restOf = (screen: string): string => {
  const hash = hashOf();
  return hash.startsWith(`${screen}/`) ? hash.slice(screen.length + 1) : '';
};

/** What follows the screen in the address, or '' (the screen itself). */
export function useSubAddress(screen: string): string {
  const [rest, setRest] = useState(() => restOf(screen));
  useEffect(() => {
    const follow = () => setRest(restOf(screen));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [screen]);
  return rest;
}

/** A booking's page. */
export const bookingHref = (bookingId: string): string => `#bookings/${encodeURIComponent(bookingId)}`;

/** The desk address shown before the current one, for a page's way back ('#today' when it came from the board). */
let previous = '';
if (typeof window !== 'undefined')
  window.addEventListener('hashchange', (e) => {
    previous = new URL(e.oldURL).hash;
  });
export const previousAddress = (): string => previous;
