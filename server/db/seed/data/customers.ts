import type { SeedBooking, SeedCustomer } from '../types.ts';

/**
 * Demo customers for /profile: Ananya has two confirmed bookings over ₹5,000 and referred Rohan;
 * Rohan booked once as a guest (matched to his account by phone), under ₹5,000; Priya has not booked.
 * Every one signs in with DEMO_PASSWORD; the hashes were made with hashPassword (OWASP parameters).
 */
export const DEMO_PASSWORD = 'Celebrate@2026';

export const customers: SeedCustomer[] = [
  {
    _id: 'cu-ananya',
    name: 'Ananya Rao',
    phone: '9876500001',
    email: 'ananya.rao@example.com',
    passwordHash: 'scrypt$ln=17,r=8,p=1$KSi8YFv9CwORe-pzIrqQUg$Ch0bA6T0CqZLt4BSIIgh1D8X8S_cpcX-GZpDZ0evIh4',
    referralCode: 'ANANYA7K2Q',
    referredBy: null,
  },
  {
    _id: 'cu-rohan',
    name: 'Rohan Mehta',
    phone: '9876500002',
    email: 'rohan.mehta@example.com',
    passwordHash: 'scrypt$ln=17,r=8,p=1$-HhStM7sdfcsWuVH_mTUHw$rXzSIbMRbTPWEJsRy3WAYgIRISAWXF_jUVpOJGdfObI',
    referralCode: 'ROHAN4M8TX',
    referredBy: 'cu-ananya',
  },
  {
    _id: 'cu-priya',
    name: 'Priya Shah',
    phone: '9876500003',
    email: 'priya.shah@example.com',
    passwordHash: 'scrypt$ln=17,r=8,p=1$-9sXbMmBwwRVPKI6FOL5yA$Kkf811I0d1e33BClbreei5V68bJmaki3Ika4ldSPF8I',
    referralCode: 'PRIYA9C3WV',
    referredBy: null,
  },
];

const ananya = { customerId: 'cu-ananya', userName: 'Ananya Rao', userEmail: 'ananya.rao@example.com', userPhone: '9876500001' };

export const bookings: SeedBooking[] = [
  {
    _id: 'bk-demo-ananya-1',
    orderId: 'ORDDEMANAN01',
    ...ananya,
    theatreId: 'th-nebula',
    slotId: 'th-nebula-s4',
    date: '2025-09-14',
    occasionId: 'occ-proposal',
    persons: 2,
    status: 'booking-confirmed',
    theatrePrice: 3499,
    occasionPrice: 499,
    cakesPrice: 1198,
    addonsPrice: 651,
    advancePayment: 750,
    createdAt: '2025-09-02T10:15:00+05:30',
  },
  {
    _id: 'bk-demo-ananya-2',
    orderId: 'ORDDEMANAN02',
    ...ananya,
    theatreId: 'th-royale',
    slotId: 'th-royale-s3',
    date: '2025-11-08',
    occasionId: 'occ-birthday',
    persons: 6,
    status: 'booking-confirmed',
    theatrePrice: 3999,
    occasionPrice: 299,
    cakesPrice: 1198,
    addonsPrice: 802,
    advancePayment: 750,
    createdAt: '2025-10-30T19:40:00+05:30',
  },
  {
    _id: 'bk-demo-ananya-3',
    orderId: 'ORDDEMANAN03',
    ...ananya,
    theatreId: 'th-aurora',
    slotId: 'th-aurora-s2',
    date: '2025-12-20',
    occasionId: 'occ-anniversary',
    persons: 2,
    status: 'payment-failed',
    theatrePrice: 2148,
    occasionPrice: 349,
    cakesPrice: 599,
    addonsPrice: 0,
    advancePayment: 750,
    createdAt: '2025-12-11T21:05:00+05:30',
  },
  {
    _id: 'bk-demo-rohan-1',
    orderId: 'ORDDEMROHN01',
    customerId: null,
    userName: 'Rohan Mehta',
    userEmail: 'rohan.mehta@example.com',
    userPhone: '9876500002',
    theatreId: 'th-velvet',
    slotId: 'th-velvet-s2',
    date: '2025-10-04',
    occasionId: 'occ-farewell',
    persons: 4,
    status: 'booking-confirmed',
    theatrePrice: 2799,
    occasionPrice: 199,
    cakesPrice: 599,
    addonsPrice: 603,
    advancePayment: 750,
    createdAt: '2025-09-28T12:00:00+05:30',
  },
];
