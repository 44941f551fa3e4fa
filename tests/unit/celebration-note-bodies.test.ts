import { describe, expect, it } from 'vitest';
import { cakesBody, comboBody, occasionBody } from '../../src/islands/booking/updateBodies.ts';
import { EMPTY_WIZARD, type WizardState } from '../../src/lib/stores/wizard.ts';

/** What the booking steps send of the customer's notes: trimmed, and a cake's message only with a cake. */

const saved = (w: Partial<WizardState>) => ({ ...EMPTY_WIZARD, ...w, bookingId: 'b1' });
const cake = { _id: 'cake-egg-black-forest', name: 'Black Forest', cakeType: 'egg' as const, price: 499, weight: '500' as const };

describe("the booking steps' notes", () => {
  it('send the theme with the occasion, trimmed', () => {
    const w = saved({ occasion: { _id: 'occ-birthday', name: 'Birthday', price: 299 }, decorationTheme: '  Pink and gold ' });
    expect(occasionBody(w, null)).toMatchObject({ decorationTheme: 'Pink and gold' });
    expect(occasionBody(saved({ ...w, decorationTheme: '' }), null)).toMatchObject({ decorationTheme: '' });
  });

  it("send the cake's message with the cakes, and none once the cart has no cake", () => {
    expect(cakesBody(saved({ cakes: [cake], cakeMessage: ' Happy 25th ' }), null)).toMatchObject({ cakeMessage: 'Happy 25th' });
    expect(cakesBody(saved({ cakes: [], cakeMessage: 'Happy 25th' }), null)).toMatchObject({ cakeMessage: '' });
  });

  it("send a combo plan's cake message with its flavour", () => {
    const w = saved({
      comboPlan: { _id: 'plan-aurora-birthday-standard', name: 'Standard' } as WizardState['comboPlan'],
      planCake: { _id: 'cake-egg-black-forest', name: 'Black Forest', cakeType: 'egg' },
      flavour: 'Butterscotch',
      cakeMessage: 'Go Ravi ',
    });
    expect(comboBody(w, null)).toMatchObject({ flavour: 'Butterscotch', cakeMessage: 'Go Ravi' });
  });

  it('are empty in a tab that kept the state before they existed', () => {
    expect(EMPTY_WIZARD).toMatchObject({ cakeMessage: '', decorationTheme: '' });
  });
});
