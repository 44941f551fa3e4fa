/**
 * Who may do what at the staff desk: the one table the server checks every /v1/desk/ call against
 * (each call names its permission in src/lib/api/deskRoutes.ts) and the desk's menu follows. A new
 * kind of work gets a permission here, with the roles that hold it; nothing else decides.
 */

export const ROLES = ['owner', 'manager', 'front-desk', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** How a role reads in a sentence and on the desk's header: 'front desk'. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'owner',
  manager: 'manager',
  'front-desk': 'front desk',
  editor: 'editor',
};

const ALL: readonly Role[] = ROLES;

export const PERMISSIONS = {
  /** Their own session and password: sign out, who am I, change my password. */
  'account.self': ALL,
  /** Add, disable, enable and reset staff accounts. */
  'staff.manage': ['owner'],
  /** The business's settings (the refund window, say). */
  'settings.edit': ['owner'],
  /** Every staff action and sign-in, with before and after. */
  'audit.read': ['owner'],
  /** The day board, a booking's page, finding bookings. */
  'bookings.read': ['owner', 'manager', 'front-desk'],
  /** The venue's work on a booking: arrivals, completion, no-shows, payments at the venue, moves, bookings taken by phone. */
  'bookings.manage': ['owner', 'manager', 'front-desk'],
  /** Cancel a booking and refund its money, or change the amount the policy proposes. */
  'bookings.refund': ['owner', 'manager'],
  /** Take an amount off a phone booking's price, with the reason (kept on the booking and its invoice). */
  'bookings.discount': ['owner', 'manager'],
  /** Void a payment recorded at the venue in error (with the reason). */
  'payments.void': ['owner', 'manager'],
  /** The money of some days: what came in online and at the venue, what went back, what is left to collect. */
  'takings.read': ['owner', 'manager'],
  /** The owner's Reports: occupancy, revenue, bookings, coupons, leads that booked, cancellations. */
  'reports.read': ['owner'],
  /** Block and unblock slots. */
  'slots.block': ['owner', 'manager'],
  /** The enquiries and leads the site records. */
  'leads.read': ['owner', 'manager'],
  /** The editors' desk: the site's content. */
  'content.edit': ['owner', 'editor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const roleMay = (role: Role, permission: Permission): boolean => (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** Every permission a role holds, in the table's order. */
export const permissionsOf = (role: Role): Permission[] => PERMISSION_NAMES.filter((p) => roleMay(role, p));
