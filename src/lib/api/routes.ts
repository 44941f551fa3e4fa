/**
 * Where each call of the contract lives, with no schema attached: islands import this (and types
 * only) so that the browser never downloads the zod schemas. `calls.ts` pairs each entry with its
 * schemas for the server, the build and the OpenAPI document.
 */
export interface Route {
  /** Path under API_PREFIX. */
  path: string;
  method: 'GET' | 'POST';
  /** Needs a bearer token: the booking's guest token, or for web/profile and web/logout the customer's session. */
  auth: boolean;
}

const post = (path: string, auth = false): Route => ({ path, method: 'POST', auth });

export const routes = {
  allModules: post('web/allmodules'),
  contactUs: post('web/getcontactus'),
  footer: post('web/getfooter'),
  gallery: post('web/getallgallery'),
  allTheatres: post('web/getalltheatres'),
  theatresForWeb: post('web/getalltheatres/forweb'),
  theatreById: post('web/gettheatrebyid'),
  slotsByDate: post('web/getslotsbydate'),
  occasions: post('web/getalloccasions'),
  occasionById: post('web/getoccasionbyid'),
  planProducts: post('web/getplanproducts'),
  policies: post('web/getpolicies'),
  aboutUs: post('web/getaboutus'),
  aboutFeatures: post('web/getaboutusfeatures'),
  cakes: post('web/category/getcakes'),
  products: post('web/getallproducts'),
  addonProducts: post('web/getalladdonproducts'),
  foodMenu: post('web/foodcategorywiseproducts'),
  charges: post('web/getcharges'),
  checkCoupon: post('web/checkcoupon'),
  addEnquiry: post('web/addenquiry'),
  addLead: post('web/addlead'),
  addresses: { path: 'admin/address/getall', method: 'GET', auth: false } as Route,
  login: post('admin/login'),
  profile: post('web/profile', true),
  logout: post('web/logout', true),
  bookingById: post('admin/booking/get-bookingbyid', true),
  session: post('web/session'),
  addBooking: post('booking/new/addbooking', true),
  uniqueId: post('booking/new/getuniqueid', true),
  updateOccasion: post('booking/new/updateocasion', true),
  updateCakes: post('booking/new/updatecakes', true),
  updateAddons: post('booking/new/updateaddons', true),
  updateCombo: post('booking/new/updatecombo', true),
  paymentUpdate: post('booking/new/updatebookingforPayment', true),
  readBooking: post('bookings/getallbookings', true),
  checkoutOrder: post('booking/new/checkout/order', true),
  checkoutVerify: post('booking/new/checkout/verify', true),
  cancelPayment: post('booking/new/cancelpayment', true),
  paymentStatus: post('booking/new/paymentstatus', true),
  paymentOutcome: post('web/paymentoutcome'),
  myBooking: post('web/mybooking'),
  myBookingSlots: post('web/mybooking/slots'),
  rescheduleQuote: post('web/mybooking/reschedulequote'),
  reschedule: post('web/mybooking/reschedule'),
  payRest: post('web/mybooking/payrest'),
  cancelMyBooking: post('web/mybooking/cancel'),
} satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** Prefix of every path, on whatever origin serves the API. */
export const API_PREFIX = '/v1/theatre/';

/** A booking's calendar file, opened by its manage token (`?t=`): a file to download, not a JSON call. */
export const MY_BOOKING_CALENDAR_PATH = 'web/mybooking/calendar.ics';
