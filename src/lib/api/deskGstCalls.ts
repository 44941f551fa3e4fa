import { EmptyBody } from './envelope.ts';
import { call } from './deskCall.ts';
import * as G from './deskGst.ts';

/** The desk's calls about GST invoices (deskGst.ts), a part of the table in deskCalls.ts. */
export const deskGstCalls = {
  gstSettings: call('gstSettings', EmptyBody, G.GstSettingsResponse, "The GST settings: the rate, the service's code, each branch's GSTIN"),
  gstSettingsSave: call(
    'gstSettingsSave',
    G.GstSettingsRequest,
    G.GstSettingsResponse,
    "Save a branch's legal name, GSTIN (empty: no GST) and address, with the rate, the service's code and the venues' state; invoices made from then on follow them",
  ),
  bookingGst: call(
    'bookingGst',
    G.BookingGstRequest,
    G.BookingGstResponse,
    "A booking's tax invoice number and tax lines, and the credit notes of its refunds",
  ),
};
