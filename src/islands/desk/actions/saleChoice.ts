import { VENUE_SALE_KINDS, type VenueSale } from '../../../lib/api/deskVenueSales.ts';
import type { CakeWeight } from '../../../lib/booking/cakeWeight.ts';

export type SaleKind = (typeof VENUE_SALE_KINDS)[number];

/** What the Add a line form holds as typed: one count for persons or dishes, one product per kind. */
export interface SaleChoice {
  kind: SaleKind;
  count: string;
  cakeId: string;
  weight: CakeWeight;
  addonId: string;
  dishId: string;
}

export const NO_CHOICE: SaleChoice = { kind: 'persons', count: '1', cakeId: '', weight: '500', addonId: '', dishId: '' };

const countOf = (typed: string): number | undefined => (/^\d{1,2}$/.test(typed.trim()) && Number(typed) >= 1 ? Number(typed) : undefined);

/** The sale the choices make, or undefined while one is missing (no cake chosen, no count). */
export function saleOf(c: SaleChoice): VenueSale | undefined {
  const n = countOf(c.count);
  if (c.kind === 'persons') return n ? { kind: 'persons', count: n } : undefined;
  if (c.kind === 'cake') return c.cakeId ? { kind: 'cake', productId: c.cakeId, weight: c.weight } : undefined;
  if (c.kind === 'food') return c.dishId && n ? { kind: 'food', productId: c.dishId, count: n } : undefined;
  return c.addonId ? { kind: 'addon', productId: c.addonId } : undefined;
}

const THING: Readonly<Record<SaleKind, string>> = { persons: 'count', cake: 'cake', addon: 'add-on', food: 'dish' };

/**
 * A refusal of the sale in the staff's words: the server names the field it refuses
 * ('sale.count would make 5 persons: …'); the desk says 'That would make 5 persons: …', or
 * 'That dish is not sold at the venue: …'. Other refusals are the server's words as they are.
 */
export function saleProblem(kind: SaleKind, fields: Readonly<Record<string, string>>, message: string): string {
  const count = fields['sale.count'];
  if (count) return `That ${count.replace(/^sale\.count /, '')}.`.replace(/\.\.$/, '.');
  const product = fields['sale.productId'];
  if (product) return `That ${THING[kind]} ${product.replace(/^sale\.productId /, '')}.`.replace(/\.\.$/, '.');
  return message;
}
