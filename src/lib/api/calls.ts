import type { z } from 'zod';
import { EmptyBody } from './envelope.ts';
import { routes, type Route, type RouteName } from './routes.ts';
import * as C from './content.ts';
import * as L from './locations.ts';
import * as T from './theatres.ts';
import * as K from './catalogue.ts';
import * as E from './leads.ts';
import * as B from './booking.ts';
import * as BP from './bookingPayments.ts';
import * as A from './auth.ts';
import * as P from './profile.ts';
import * as M from './myBooking.ts';

/**
 * Every call of the contract with its schemas: the server's validation, the build's checks and the
 * OpenAPI document are all made from this table, so they cannot drift apart.
 */
export interface Call<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends Route {
  request: Req;
  response: Res;
  summary: string;
}

const call = <N extends RouteName, Req extends z.ZodType, Res extends z.ZodType>(
  name: N,
  request: Req,
  response: Res,
  summary: string,
): Call<Req, Res> => ({ ...routes[name], request, response, summary });

export const calls = {
  allModules: call('allModules', EmptyBody, C.AllModulesResponse, 'Everything the home page shows'),
  contactUs: call('contactUs', EmptyBody, C.ContactUsResponse, 'Contact data and popup'),
  footer: call('footer', EmptyBody, C.ContactUsResponse, 'Footer: contact data and popup'),
  gallery: call('gallery', EmptyBody, C.GalleryResponse, 'Gallery images'),
  allTheatres: call('allTheatres', EmptyBody, T.AllTheatresResponse, 'Every theatre, without slots'),
  theatresForWeb: call('theatresForWeb', T.TheatresForWebRequest, T.TheatresForWebResponse, 'Theatres with their slots on a date'),
  theatreById: call('theatreById', T.TheatreByIdRequest, T.TheatreByIdResponse, 'One theatre'),
  slotsByDate: call('slotsByDate', T.SlotsByDateRequest, T.SlotsByDateResponse, 'Slots of one theatre on a date'),
  occasions: call('occasions', EmptyBody, K.OccasionsResponse, 'Occasions'),
  occasionById: call('occasionById', K.OccasionByIdRequest, K.OccasionByIdResponse, 'Combo plans of an occasion in a theatre'),
  planProducts: call('planProducts', K.PlanProductsRequest, K.PlanProductsResponse, 'Products included in a plan'),
  policies: call('policies', EmptyBody, C.PoliciesResponse, 'Terms, refund and privacy policies (HTML)'),
  aboutUs: call('aboutUs', EmptyBody, C.AboutUsResponse, 'About us'),
  aboutFeatures: call('aboutFeatures', EmptyBody, C.AboutFeaturesResponse, 'About us features'),
  cakes: call('cakes', K.CakesRequest, K.CakesResponse, 'Cakes, optionally of one type'),
  products: call('products', EmptyBody, K.ProductsResponse, 'Every add-on product'),
  addonProducts: call('addonProducts', EmptyBody, K.AddonProductsResponse, 'Add-on products by category'),
  foodMenu: call('foodMenu', EmptyBody, K.FoodMenuResponse, 'Food menu by category'),
  charges: call('charges', EmptyBody, K.ChargesResponse, 'Advance amounts'),
  checkCoupon: call('checkCoupon', K.CheckCouponRequest, K.CheckCouponResponse, 'Check a typed coupon code'),
  addEnquiry: call('addEnquiry', E.EnquiryRequest, E.MessageResponse, 'Send an enquiry'),
  addLead: call('addLead', E.LeadRequest, E.MessageResponse, 'Record a lead'),
  addresses: call('addresses', EmptyBody, L.AddressListResponse, 'Branches'),
  login: call('login', A.LoginRequest, A.LoginResponse, 'Profile login'),
  profile: call('profile', EmptyBody, P.ProfileResponse, "The signed-in customer's profile, points and bookings"),
  logout: call('logout', EmptyBody, A.LogoutResponse, 'Profile logout: ends the session on the server'),
  bookingById: call('bookingById', B.BookingIdRequest, B.BookingByIdResponse, 'A booking for the outcome pages'),
  session: call('session', EmptyBody, B.SessionResponse, 'A guest token for the booking calls'),
  addBooking: call('addBooking', B.AddBookingRequest, B.AddBookingResponse, 'Create a booking and hold its slot'),
  uniqueId: call('uniqueId', B.BookingIdRequest, B.UniqueIdResponse, 'Order id of a booking'),
  updateOccasion: call('updateOccasion', B.UpdateOccasionRequest, B.BookingUpdateResponse, 'Set the occasion'),
  updateCakes: call('updateCakes', B.UpdateCakesRequest, B.BookingUpdateResponse, 'Set the cakes'),
  updateAddons: call('updateAddons', B.UpdateAddonsRequest, B.BookingUpdateResponse, 'Set the add-ons'),
  updateCombo: call('updateCombo', B.UpdateComboRequest, B.BookingUpdateResponse, 'Set the combo plan'),
  paymentUpdate: call('paymentUpdate', BP.PaymentUpdateRequest, BP.PaymentUpdateResponse, 'Start the advance payment'),
  readBooking: call('readBooking', B.BookingIdRequest, B.BookingResponse, 'Read a booking back'),
  checkoutOrder: call('checkoutOrder', BP.CheckoutOrderRequest, BP.CheckoutOrderResponse, 'Checkout: a card order for the held booking'),
  checkoutVerify: call('checkoutVerify', BP.CheckoutVerifyRequest, BP.CheckoutVerifyResponse, 'Checkout: verify the card payment'),
  cancelPayment: call(
    'cancelPayment',
    B.BookingIdRequest,
    BP.CancelPaymentResponse,
    "Cancels the booking's open payment, so that the booking can change",
  ),
  paymentStatus: call('paymentStatus', B.BookingIdRequest, BP.PaymentStatusResponse, 'Where the payment of a booking stands'),
  paymentOutcome: call(
    'paymentOutcome',
    BP.PaymentOutcomeRequest,
    BP.PaymentOutcomeResponse,
    "A payment's outcome by the reference of the provider's way back, in any tab",
  ),
  myBooking: call('myBooking', M.ManageTokenRequest, M.MyBookingResponse, "The customer's own booking, by the token of its link"),
  myBookingSlots: call(
    'myBookingSlots',
    M.MyBookingSlotsRequest,
    M.MyBookingSlotsResponse,
    "Its branch's slots on a day, to reschedule to",
  ),
  rescheduleQuote: call('rescheduleQuote', M.RescheduleTarget, M.RescheduleQuoteResponse, 'What a reschedule to a slot would cost'),
  reschedule: call('reschedule', M.RescheduleRequest, M.RescheduleResponse, 'Moves the booking, or opens the payment of the difference'),
  payRest: call('payRest', M.PayRestRequest, M.PayRestResponse, 'Opens the payment of what is left to pay'),
  cancelMyBooking: call('cancelMyBooking', M.CancelRequest, M.CancelResponse, 'Cancels the booking with the refund the policy gives'),
} satisfies Record<RouteName, Call>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<N extends CallName> = z.input<Calls[N]['request']>;
export type ResponseOf<N extends CallName> = z.output<Calls[N]['response']>;
export { API_PREFIX } from './routes.ts';
