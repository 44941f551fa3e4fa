import type { Booking, BookingAmounts } from '../../lib/api/booking.ts';
import { bookingCall, checkCoupon } from '../../client/bookingApi.ts';

/**
 * Applies a typed code to the booking: the coupon check with the booking's sub total and plan type
 * (CHK-05), then the booking saved again with its own details and the coupon's id, so that the
 * server prices it. The server keeps the occasion, cart and plan. Throws a BookingFailure: the
 * check's 400 message, or the booking's refusal (a coupon for the other plan).
 */
export async function applyCoupon(booking: Booking, code: string): Promise<{ message: string; amounts: BookingAmounts }> {
  const checked = await checkCoupon(code, booking.subTotal, booking.type);
  const res = await bookingCall('addBooking', {
    bookingId: booking._id,
    userName: booking.userName,
    userEmail: booking.userEmail,
    userPhone: booking.userPhone,
    noOfPersons: booking.noOfPersons,
    decoration: booking.decoration === 'No' ? 'No' : 'Yes',
    theatreId: booking.theatreId,
    time: booking.time,
    date: booking.date,
    theaterName: booking.theaterName,
    type: booking.type,
    subTotal: booking.subTotal,
    couponId: checked.couponId,
  });
  return { message: checked.message, amounts: res.amounts };
}
