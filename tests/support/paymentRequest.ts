/**
 * The body /BookingSummary's Confirm & Pay sends (`booking/new/updatebookingforPayment`), from the
 * booking as the server reads it back: the API tests and the browser tests start PhonePe payments
 * with it outside the wizard.
 */
export function paymentRequestBody(bookingId: string, b: Record<string, any>) {
  return {
    bookingId,
    totalPrice: b.totalPrice,
    subTotal: b.subTotal,
    advancePayment: b.advancePayment,
    theatrePrice: b.theatrePrice,
    couponId: b.couponId,
    couponAmount: b.couponAmount,
    extraAddedPersonsForTheatre: b.extraAddedPersonsForTheatre,
    transactionId: '',
    transactionStatus: 'completed',
    cashType: 'online',
    create_type: 'web',
    status: 'booking-confirmed',
  };
}
