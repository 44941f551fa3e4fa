/**
 * The status a booking is shown in, in SQL over `bookings b`, at the instant in parameter `now`
 * ('$1'): unpaid with no live hold, it reads 'expired', by the rule the site's own read-back follows
 * (server/booking/bookingView.ts). Find filters by it; a coupon's uses count the bookings it shows
 * as still on.
 */
export const shownStatusSql = (now: string): string => `case when b.status in ('held', 'payment-pending') and not exists (
    select 1 from slot_holds h where h.booking_id = b.id and (h.status = 'confirmed' or (h.status = 'held' and h.expires_at > ${now}))
  ) then 'expired' else b.status end`;
