import { call } from './deskCall.ts';
import * as Q from './deskPhoneQuote.ts';

/** The phone booking form's price and packages (deskPhoneQuote.ts), a part of the table in deskCalls.ts. */
export const deskPhoneCalls = {
  phoneQuote: call(
    'phoneQuote',
    Q.PhoneQuoteRequest,
    Q.PhoneQuoteResponse,
    "What a phone booking's choices cost, priced as the site's (its coupon and plan offers, its combo plans): the lines and the total the hold charges",
  ),
  phonePlans: call(
    'phonePlans',
    Q.PhonePlansRequest,
    Q.PhonePlansResponse,
    "The combo plans of a theatre for an occasion as the site offers them, each with its cake's flavours",
  ),
};
