import { wizardAmounts, type PricedChoices, type WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import type { WizardState } from '../../lib/stores/wizard.ts';

/** Advance amounts from the build (rupees). */
export interface Charges {
  advancePayment: number;
  comboAdvancePayment: number;
}

/** The choices of the wizard that change the price. */
export function choicesOf(wizard: WizardState): PricedChoices {
  return {
    type: wizard.plan ?? 'normal',
    persons: wizard.details.noOfPersons,
    occasion: wizard.occasion,
    cakes: wizard.cakes,
    addons: wizard.addons,
    plan: wizard.comboPlan,
  };
}

/** The figures to show and send for what is on screen: the server's when it priced exactly this. */
export function amountsFor(choice: BookingChoice, wizard: WizardState, charges: Charges): { amounts: WizardAmounts; fromServer: boolean } {
  return wizardAmounts({ choice, choices: choicesOf(wizard), coupon: wizard.coupon, priced: wizard.priced, charges });
}
