/** A booking's day as people read it ('Sat, 10 Jan 2030'): the date is an Indian calendar day, shown as is. */
export const bookingDayLabel = (date: string): string =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
