import { call } from './deskCall.ts';
import { ActionResponse } from './deskActions.ts';
import { EmptyBody } from './envelope.ts';
import * as S from './deskVenueSales.ts';

/** The desk's calls to sell at the venue (deskVenueSales.ts), a part of the table in deskCalls.ts. */
export const deskSaleCalls = {
  venueMenu: call('venueMenu', EmptyBody, S.VenueMenuResponse, 'The dishes of the menu the counter sells, at their price at the venue'),
  bookingSaleQuote: call(
    'bookingSaleQuote',
    S.SaleQuoteRequest,
    S.SaleQuoteResponse,
    "A line sold at the venue (more persons, a cake, an add-on, food) priced by the site's rules: the booking's new total and what is left",
  ),
  bookingAddSale: call(
    'bookingAddSale',
    S.SaleRequest,
    ActionResponse,
    "Add a line sold at the venue to the booking's total, at the total quoted; its invoice is made again; 409 when the total changed",
  ),
};
