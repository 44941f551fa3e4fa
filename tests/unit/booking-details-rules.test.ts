import { describe, expect, it } from 'vitest';
import { AddBookingRequest } from '../../src/lib/api/booking.ts';
import { DETAILS_MESSAGES as M, validateDetails, type DetailsValues } from '../../src/lib/forms/bookingDetailsRules.ts';

const good: DetailsValues = { userName: 'Asha Rao', noOfPersons: 2, userPhone: '9876543210', userEmail: 'asha@example.com' };

describe('validateDetails', () => {
  it.each([
    ['a good form', {}, {}],
    ['an empty name', { userName: '  ' }, { userName: M.nameRequired }],
    ['a name over 100 characters', { userName: 'a'.repeat(101) }, { userName: M.nameTooLong }],
    ['no persons chosen', { noOfPersons: 0 }, { noOfPersons: M.persons(4) }],
    ['more persons than the theatre takes', { noOfPersons: 5 }, { noOfPersons: M.persons(4) }],
    ['an empty phone', { userPhone: '' }, { userPhone: M.phoneRequired }],
    ['9 digits', { userPhone: '987654321' }, { userPhone: M.phoneLength }],
    ['a phone starting with 5', { userPhone: '5123456789' }, { userPhone: M.phoneStart }],
    ['an empty e-mail', { userEmail: '' }, { userEmail: M.emailRequired }],
    ["'a@'", { userEmail: 'a@' }, { userEmail: M.email }],
  ] as [string, Partial<DetailsValues>, object][])('%s', (_, change, errors) => {
    expect(validateDetails({ ...good, ...change }, 4)).toEqual(errors);
  });

  it.each(['5123456789', '987654321', '98765432100', 'a@', 'asha@example', 'asha@example.com', '6000000000'])(
    'agrees with the server schema on %s',
    (value) => {
      const values = value.includes('@') || value.startsWith('asha') ? { ...good, userEmail: value } : { ...good, userPhone: value };
      const site = Object.keys(validateDetails(values, 4)).length === 0;
      const server = AddBookingRequest.safeParse({
        ...values,
        theatreId: 'th-aurora',
        subTotal: 0,
        time: { slotId: 's', fromTime: '09:00', toTime: '12:00' },
        date: '2030-01-10',
        type: 'normal',
      }).success;
      expect(site).toBe(server);
    },
  );
});
