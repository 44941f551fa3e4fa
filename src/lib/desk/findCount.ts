/**
 * What Find says of a list's length. The server counts a long list only up to a limit (and to the
 * page asked for), so past it the desk says 'more than' and lets the staff page on while there are more.
 */
export interface FindCount {
  /** 'More than 1000 bookings · page 3', or '12 bookings · page 1 of 1'. */
  line: string;
  /** What a screen reader hears once the list is found. */
  announcement: string;
  /** The pages the pager lets the staff reach: one past the page shown while the list holds more. */
  pages: number;
}

export function findCountOf(list: { total: number; totalIsMore: boolean; page: number; pageSize: number }): FindCount {
  const counted = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (list.totalIsMore) {
    const many = `More than ${list.total} bookings`;
    return {
      line: `${many} · page ${list.page}`,
      announcement: `${many} found; page ${list.page}.`,
      pages: Math.max(counted, list.page + 1),
    };
  }
  const some = `${list.total} ${list.total === 1 ? 'booking' : 'bookings'}`;
  return {
    line: `${some} · page ${list.page} of ${counted}`,
    announcement: `${some} found; page ${list.page} of ${counted}.`,
    pages: counted,
  };
}
