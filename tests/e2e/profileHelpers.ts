import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A seeded demo customer (server/db/seed/data/customers.ts): two confirmed bookings over ₹5,000, one failed, and a referred friend who booked. */
export const ANANYA = { _id: 'cu-ananya', name: 'Ananya Rao', phone: '9876500001', email: 'ananya.rao@example.com', code: 'ANANYA7K2Q' };
export const DEMO_PASSWORD = 'Celebrate@2026';
export const SESSION_KEY = 'profile:session';

/** Opens /profile and waits for the sign-in step, hydrated, with its heading focused. */
export async function openSignIn(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your profile' })).toBeFocused();
}

export async function signInAs(page: Page, phone = ANANYA.phone, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The profile as the server answers it to the customer's own session. */
export async function serverProfile(request: APIRequestContext, phone = ANANYA.phone) {
  const login = await request.post('/v1/theatre/admin/login', { data: { phone, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const res = await request.post('/v1/theatre/web/profile', { data: {}, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    referralCode: string;
    points: {
      reward: number;
      referral: number;
      total: number;
      nextBooking: number;
      usableShare: number;
      usable: number;
      nextMilestone: number;
      progress: number;
    };
    bookings: { _id: string; status: string; totalPrice: number; invoice: string; manageToken: string }[];
  };
}
