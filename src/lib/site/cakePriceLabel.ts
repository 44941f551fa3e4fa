import { formatRupees } from '../money.ts';

/** A normal cake's price as the menu and the booking's cake choices show it: '₹549 / 500 gm' (the API's prices are per 500 gm). */
export function cakePriceLabel(rupeesPer500gm: number): string {
  return `${formatRupees(rupeesPer500gm)} / 500 gm`;
}
