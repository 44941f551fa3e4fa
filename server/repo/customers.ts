import type { Queryable } from '../db/database.ts';

/** Customers: their accounts, and the referral code their link carries. Their bookings are in bookings.ts. */

export interface Customer {
  id: string;
  name: string;
  /** The sign-in name. */
  phone: string;
  email: string;
  passwordHash: string;
  /** What the customer's referral link carries. */
  referralCode: string;
  /** Id of the customer who referred this one. */
  referredBy: string | null;
}

interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
}

const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  passwordHash: r.password_hash,
  referralCode: r.referral_code,
  referredBy: r.referred_by,
});

export async function customerByPhone(db: Queryable, phone: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>('select * from customers where phone = $1', [phone]);
  return row && toCustomer(row);
}

export async function customerById(db: Queryable, id: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>('select * from customers where id = $1', [id]);
  return row && toCustomer(row);
}

/** The customer whose referral link carries `code` (codes are upper case; the link may not be). */
export async function referrerByCode(db: Queryable, code: string): Promise<{ id: string; phone: string } | undefined> {
  const [row] = await db.query<{ id: string; phone: string }>('select id, phone from customers where referral_code = upper($1)', [code]);
  return row;
}
