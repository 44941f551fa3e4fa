import type { Cake } from '../api/catalogue.ts';
import { buildCall } from './buildClient.ts';

export type CakeType = Cake['cakeType'];

export interface CakeGroups {
  /** Customised cakes: shown with name and image only, ordered 3 days ahead. */
  premiumCakes: Cake[];
  /** Priced per 500 gm. */
  normalCakes: Cake[];
}

/** Both cake lists, pre-rendered so the Egg/Eggless switch needs no call (web/category/getcakes per type). */
export async function getCakeMenu(): Promise<Record<CakeType, CakeGroups>> {
  const [egg, eggless] = await Promise.all([buildCall('cakes', { cakeType: 'egg' }), buildCall('cakes', { cakeType: 'eggless' })]);
  const groups = ({ premiumCakes, normalCakes }: CakeGroups): CakeGroups => ({ premiumCakes, normalCakes });
  return { egg: groups(egg), eggless: groups(eggless) };
}
