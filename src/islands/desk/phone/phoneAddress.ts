/** A slot the phone booking form opens on: /desk#phone/<theatreId>/<slotId>/<date> (the board's 'Book by phone'). */
export interface PhoneSlotRef {
  theatreId: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
}

export const phoneBookingHref = (s: PhoneSlotRef): string => `#phone/${[s.theatreId, s.slotId, s.date].map(encodeURIComponent).join('/')}`;

/** The slot an address names, or undefined for the form without one. */
export function slotOfAddress(rest: string): PhoneSlotRef | undefined {
  const [theatreId, slotId, date] = rest.split('/');
  if (!theatreId || !slotId || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) return undefined;
  return { theatreId, slotId, date };
}
