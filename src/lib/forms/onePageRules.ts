import { DETAILS_FIELDS, validateDetails, type DetailsField } from './bookingDetailsRules.ts';
import type { WizardState } from '../stores/wizard.ts';

/**
 * The one-page booking form's rules (/BookingDetails; spec section 5, "theatre page"): the type and
 * persons are required, the special person's name once an occasion is chosen, and a combo needs
 * its package and the cake's flavour. Name, e-mail and phone follow the booking details' rules.
 */

export const ONE_PAGE_FIELDS = [
  'type',
  'noOfPersons',
  'occasion',
  'personName',
  'comboPlan',
  'flavour',
  'userName',
  'userPhone',
  'userEmail',
] as const;
export type OnePageField = (typeof ONE_PAGE_FIELDS)[number];
export type OnePageErrors = Partial<Record<OnePageField, string>>;

export const ONE_PAGE_MESSAGES = {
  type: 'Please choose the booking type.',
  occasion: 'Please choose the celebration.',
  /** The spec's own words for an empty special person name. */
  personName: 'Please fill out the text field!',
  comboPlan: 'Please choose a package.',
  flavour: 'Please select a flavour.',
} as const;

/** The form's persons options: 1 up to the theatre's limit. */
export const personOptions = (limit: number): number[] => Array.from({ length: Math.max(0, limit) }, (_, i) => i + 1);

/** A persons count the theatre cannot take (a theatre with a lower limit) is nulled: 0, chosen again. */
export const personsWithin = (persons: number, limit: number): number => (persons > limit ? 0 : persons);

/** Every problem of the form; empty when it can be sent. */
export function validateOnePage(
  wizard: Pick<WizardState, 'plan' | 'details' | 'occasion' | 'personName' | 'comboPlan' | 'planCake' | 'flavour'>,
  personLimit: number,
): OnePageErrors {
  const errors: OnePageErrors = {};
  if (!wizard.plan) errors.type = ONE_PAGE_MESSAGES.type;
  const details = validateDetails(wizard.details, personLimit);
  for (const field of DETAILS_FIELDS) if (details[field]) errors[field as DetailsField] = details[field];
  // Persons are asked for once a type is chosen: its message waits for the type.
  if (!wizard.plan) delete errors.noOfPersons;
  if (wizard.plan === 'combo' && !wizard.occasion) errors.occasion = ONE_PAGE_MESSAGES.occasion;
  if (wizard.occasion && !wizard.personName.trim()) errors.personName = ONE_PAGE_MESSAGES.personName;
  if (wizard.plan === 'combo' && wizard.occasion && !wizard.comboPlan) errors.comboPlan = ONE_PAGE_MESSAGES.comboPlan;
  if (wizard.plan === 'combo' && wizard.planCake && !wizard.flavour) errors.flavour = ONE_PAGE_MESSAGES.flavour;
  return errors;
}

/** The first field with a problem, in the order the form shows them: the one to focus. */
export const firstInvalid = (errors: OnePageErrors): OnePageField | undefined => ONE_PAGE_FIELDS.find((f) => errors[f]);
