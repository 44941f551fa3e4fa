import { formatRupees } from '../../lib/money.ts';

/**
 * The four plan cards of 'Our Packages' as the spec has them (section 3). Only the Basic card names
 * a price, and that one comes from the catalogue at build time (site/packagePrices.ts: what the
 * wizard charges in the cheapest theatre), never typed in here; the other plans are priced per
 * theatre and occasion on the booking path, so their cards name none. Savings badges, the spec's own
 * words rather than prices: Basic 0 (no badge), Standard 200, Special 400, Premium 300 rupees.
 */

/** What a plan includes, in the order every card lists it. */
export const PACKAGE_FEATURES = [
  'Private theatre for your slot',
  'Screening of your own content',
  'Theme balloon decoration and LED letters',
  'Cake of your choice',
  'Fog entry',
  'Photo shoot with edited photos',
  'Red roses and a candle path',
  'Cold pyro entry and a cinematic reel',
] as const;

export type PackageFeature = (typeof PACKAGE_FEATURES)[number];

export interface HomePackage {
  title: string;
  subtitle: string;
  /** The card names the Basic plan's 'From' price (the catalogue's); the others name none. */
  fromBasicPrice: boolean;
  /** Rupees saved; 0 shows no badge. */
  savings: number;
  included: ReadonlySet<PackageFeature>;
  buttonLabel: string;
  /**
   * Where the button goes: /theaters with the plan type the theatre list remembers (DECISIONS.md 1:
   * Standard, Special and Premium start the combo path, Basic the normal one).
   */
  href: string;
  /** Drawn out as the one most people choose. */
  featured?: boolean;
}

const upTo = (n: number): ReadonlySet<PackageFeature> => new Set(PACKAGE_FEATURES.slice(0, n));

export const HOME_PACKAGES: readonly HomePackage[] = [
  {
    title: 'Basic Plan',
    subtitle: 'The theatre to yourselves',
    fromBasicPrice: true,
    savings: 0,
    included: upTo(2),
    buttonLabel: 'Choose Basic Plan',
    href: '/theaters?plan=normal',
  },
  {
    title: 'Standard Plan',
    subtitle: 'Decoration, cake and a fog entry',
    fromBasicPrice: false,
    savings: 200,
    included: upTo(5),
    buttonLabel: 'Choose Standard Plan',
    href: '/theaters?plan=combo',
  },
  {
    title: 'Special Plan',
    subtitle: 'Photos, roses and candles for big moments',
    fromBasicPrice: false,
    savings: 400,
    included: upTo(7),
    buttonLabel: 'Choose Special Plan',
    href: '/theaters?plan=combo',
    featured: true,
  },
  {
    title: 'Premium Plan',
    subtitle: 'Everything, with a grand entry',
    fromBasicPrice: false,
    savings: 300,
    included: upTo(8),
    buttonLabel: 'Choose Premium Plan',
    href: '/theaters?plan=combo',
  },
];

/** The savings badge's text, or null for no badge (a saving of 0). */
export const savingsBadge = (rupees: number): string | null => (rupees > 0 ? `Save ${formatRupees(rupees)}` : null);
