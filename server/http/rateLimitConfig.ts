/** A rate limit: requests one client may make within the window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limited calls: enquiries, leads and coupon checks per client address; failed sign-ins per
 * client address ('login'), per phone number or staff login ('loginPhone'), and per device that
 * signed in to the desk account before ('loginDevice', which is counted instead of the other two).
 */
export const LIMIT_NAMES = ['enquiry', 'lead', 'coupon', 'login', 'loginPhone', 'loginDevice', 'manage', 'manageMiss'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** Per client (an address, or a phone for 'loginPhone'); false turns a limit off. */
export type RateLimits = Record<LimitName, RateLimit | false>;

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * A person sends one enquiry, maybe a correction; a lead goes out each time a phone field reaches
 * 10 digits, on any form, so leads get more room. Both only stop a script from filling the tables.
 * A coupon is typed a few times at most; the limit stops a script from guessing codes.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  enquiry: { limit: 5, windowMs: TEN_MINUTES },
  lead: { limit: 20, windowMs: TEN_MINUTES },
  coupon: { limit: 30, windowMs: TEN_MINUTES },
  // Guessing one account's password gets 5 tries per quarter hour; one address may fail 20 times,
  // enough for a family or a shop sharing a connection, too few to walk a list of phones. A device
  // the account signed in from before has its own 5, so others' failures never lock it out.
  login: { limit: 20, windowMs: FIFTEEN_MINUTES },
  loginPhone: { limit: 5, windowMs: FIFTEEN_MINUTES },
  loginDevice: { limit: 5, windowMs: FIFTEEN_MINUTES },
  // /my-booking's calls, by the token of a booking's link: a page open while its payment is checked
  // asks every few seconds, so there is room for that; a wrong token counts apart, and 20 of them
  // in ten minutes stop an address from trying more (the token's 256 bits are never guessed anyway).
  manage: { limit: 300, windowMs: TEN_MINUTES },
  manageMiss: { limit: 20, windowMs: TEN_MINUTES },
};

/**
 * ENQUIRY_RATE_LIMIT: unset or '' for the defaults; 'off' for none; or
 * 'enquiry=5/10m,lead=20/10m,coupon=30/10m,login=20/15m,loginPhone=5/15m,loginDevice=5/15m,manage=300/10m,manageMiss=20/10m'
 * (any of the parts, the others keep their defaults; the window in s or m; 'coupon=off' turns one off).
 */
const PART = new RegExp(`^(${LIMIT_NAMES.join('|')})=(?:(\\d+)\\/(\\d+)(s|m)|(off))$`);

export function rateLimitsFromEnv(value: string | undefined): RateLimits {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_RATE_LIMITS;
  if (text === 'off') return Object.fromEntries(LIMIT_NAMES.map((name) => [name, false])) as RateLimits;
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const part of text.split(',')) {
    const m = PART.exec(part.trim());
    const name = m?.[1] as LimitName | undefined;
    if (m?.[5] && name) {
      limits[name] = false;
      continue;
    }
    const limit = m ? Number(m[2]) : 0;
    const windowMs = m ? Number(m[3]) * (m[4] === 'm' ? 60_000 : 1000) : 0;
    if (!name || limit < 1 || windowMs < 1) {
      throw new Error(
        `ENQUIRY_RATE_LIMIT must be 'off' or like 'enquiry=5/10m,lead=20/10m,coupon=30/10m,login=20/15m,loginPhone=5/15m,loginDevice=5/15m,manage=300/10m,manageMiss=20/10m', not "${value}".`,
      );
    }
    limits[name] = { limit, windowMs };
  }
  return limits;
}
