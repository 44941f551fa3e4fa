import type { DeskBookingSummary } from '../../src/lib/api/deskBookings.ts';

/** A confirmed basic booking as the desk reads it (a birthday for Ravi, 2 persons, decorated), with what a test changes. */
export const deskSummary = (id: string, name: string, extra: Partial<DeskBookingSummary> = {}): DeskBookingSummary => ({
  id,
  orderId: `ORD${id.toUpperCase()}`,
  status: 'booking-confirmed',
  venueStatus: null,
  customer: { name, phone: '9876543210', email: 'a@example.com' },
  persons: 2,
  occasion: 'Birthday',
  personName: 'Ravi',
  decoration: true,
  decorationTheme: '',
  cakeMessage: '',
  cakes: [],
  addons: [],
  food: [],
  plan: { type: 'normal', name: 'Basic', includes: [] },
  money: { total: 2148, paid: 750, leftToCollect: 1398 },
  ...extra,
});
