import { MAX_GST_RATE_PERCENT, type GstSettingsInput } from '../api/deskGst.ts';
import { gstinProblem } from './gstin.ts';

/**
 * The GST settings form's own check, before Save sends it (the server checks again with
 * deskGst.ts): each problem in words for its field, by the request's field names.
 */

export interface GstForm {
  branchId: string;
  legalName: string;
  gstin: string;
  address: string;
  ratePercent: string;
  sac: string;
  venueState: string;
}

export type GstFormErrors = Partial<Record<keyof GstForm, string>>;

const RATE = /^\d{1,2}(\.\d{1,2})?$/;

export function checkGstForm(f: GstForm): GstFormErrors {
  const errors: GstFormErrors = {};
  const gstin = f.gstin.trim();
  const problem = gstin ? gstinProblem(gstin) : undefined;
  if (problem) errors.gstin = problem;
  if (gstin && !f.legalName.trim()) errors.legalName = 'Please enter the legal name the GSTIN is registered to.';
  if (gstin && !f.address.trim()) errors.address = 'Please enter the address the GSTIN is registered at.';
  const rate = f.ratePercent.trim();
  if (!RATE.test(rate) || Number(rate) > MAX_GST_RATE_PERCENT)
    errors.ratePercent = `Please enter the rate as a percentage from 0 to ${MAX_GST_RATE_PERCENT}, such as 18.`;
  if (!/^99\d{4}$/.test(f.sac.trim())) errors.sac = 'Please enter the 6 digits of the service’s code, starting with 99 (such as 999692).';
  if (!/^\d{2}$/.test(f.venueState.trim())) errors.venueState = "Please enter the state's two-digit GST code (36 for Telangana).";
  return errors;
}

export const gstRequestOf = (f: GstForm): GstSettingsInput => ({
  branchId: f.branchId,
  legalName: f.legalName.trim(),
  gstin: f.gstin.trim().toUpperCase(),
  address: f.address.trim(),
  ratePercent: Number(f.ratePercent.trim()),
  sac: f.sac.trim(),
  venueState: f.venueState.trim(),
});

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const GST_FIELD_ORDER: (keyof GstForm)[] = ['branchId', 'legalName', 'gstin', 'address', 'ratePercent', 'sac', 'venueState'];
