import { describe, expect, it } from 'vitest';
import { EnquiryRequest } from '../../src/lib/api/leads.ts';
import { describeIssues } from '../../server/http/readBody.ts';
import { ENQUIRY_FIELDS, enquiryBody, validateEnquiry, type EnquiryField, type EnquiryValues } from '../../src/lib/forms/enquiryRules.ts';
import { isAllowedPhoneKey, pastedPhone, phoneDigits, shouldPostLead, nationalMobile } from '../../src/lib/forms/phoneDigits.ts';
import { serverFieldErrors } from '../../src/lib/forms/serverFieldErrors.ts';

const valid: EnquiryValues = {
  name: 'Asha Rao',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  eventName: 'Birthday',
  description: 'Surprise for 6 people',
};

/** One change each to a valid enquiry (or several), covering every limit and format of the schema. */
const TABLE: [string, Partial<EnquiryValues>][] = [
  ['a valid enquiry', {}],
  ['every field empty', { name: '', mobileNumber: '', email: '', eventName: '', description: '' }],
  ['blank (spaces) fields', { name: '   ', eventName: '\t', description: ' \n ' }],
  ['a name of 100 characters', { name: 'a'.repeat(100) }],
  ['a name of 101 characters', { name: 'a'.repeat(101) }],
  ['a name of 100 characters inside spaces', { name: `  ${'a'.repeat(100)}  ` }],
  ['an event name of 101 characters', { eventName: 'e'.repeat(101) }],
  ['a description of 2000 characters', { description: 'd'.repeat(2000) }],
  ['a description of 2001 characters', { description: 'd'.repeat(2001) }],
  ['a 9-digit mobile', { mobileNumber: '987654321' }],
  ['an 11-digit mobile', { mobileNumber: '98765432101' }],
  ['a mobile with letters', { mobileNumber: '98765abc10' }],
  ['a mobile with a space inside', { mobileNumber: '98765 43210' }],
  ['a mobile with +91', { mobileNumber: '+919876543210' }],
  ['a mobile inside spaces', { mobileNumber: ' 9876543210 ' }],
  ['a mobile that starts with 0 to 5', { mobileNumber: '0123456789' }],
  ["the spec's 'abc@'", { email: 'abc@' }],
  ['an e-mail without a top-level domain', { email: 'abc@example' }],
  ['a one-letter top-level domain', { email: 'a@b.c' }],
  ['a short valid e-mail', { email: 'a@b.co' }],
  ['dots, plus and a subdomain', { email: 'first.last+tag@mail.example.in' }],
  ['capitals', { email: 'ASHA@EXAMPLE.COM' }],
  ['a leading dot', { email: '.asha@example.com' }],
  ['two dots in a row', { email: 'asha..rao@example.com' }],
  ['a domain starting with a hyphen', { email: 'asha@-example.com' }],
  ['a space inside', { email: 'asha rao@example.com' }],
  ['an e-mail inside spaces', { email: '  asha@example.com  ' }],
  ['a non-ASCII local part', { email: 'äsha@example.com' }],
  ['no @', { email: 'asha.example.com' }],
  ['an e-mail of 254 characters', { email: `${'a'.repeat(242)}@example.com` }],
  ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.com` }],
  ['everything wrong at once', { name: '', mobileNumber: '12', email: 'x@', eventName: 'e'.repeat(101), description: '' }],
];

/** The server's first message per field ('email must be a valid e-mail address'), as a 400 lists them. */
function serverMessages(body: Record<string, string>): Partial<Record<EnquiryField, string>> {
  const parsed = EnquiryRequest.safeParse(body);
  if (parsed.success) return {};
  const out: Partial<Record<EnquiryField, string>> = {};
  for (const e of describeIssues(parsed.error, body).errors) out[e.field as EnquiryField] ??= e.message;
  return out;
}

describe('the enquiry rules agree with the server schema (src/lib/api/leads.ts)', () => {
  it.each(TABLE)('%s', (_, change) => {
    const values = { ...valid, ...change };
    const client = validateEnquiry(values);
    const clientMessages = Object.fromEntries(Object.entries(client).map(([field, message]) => [field, `${field} ${message}`]));

    // The form never sends a blank field; the server says 'is required' of a missing one, as the form does of a blank one.
    const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    expect(clientMessages).toEqual(serverMessages(sent));
    // And on exactly what the form would send, both accept or both refuse.
    expect(EnquiryRequest.safeParse(enquiryBody(values)).success).toBe(Object.keys(client).length === 0);
  });

  it('a valid enquiry is sent trimmed, as the server stores it', () => {
    const body = enquiryBody({ ...valid, name: '  Asha Rao ', email: ' asha@example.com ' });
    expect(body).toEqual({ ...valid });
    expect(EnquiryRequest.parse(body)).toEqual(body);
  });
});

describe('the rules say what is wrong in words a person can read', () => {
  it('names each problem of an empty form, in the order of the form', () => {
    expect(validateEnquiry({ name: '', mobileNumber: '', email: '', eventName: '', description: '' })).toEqual({
      name: 'is required',
      mobileNumber: 'is required',
      email: 'is required',
      eventName: 'is required',
      description: 'is required',
    });
    expect(Object.keys(validateEnquiry({ ...valid, description: '', name: '' }))).toEqual(['name', 'description']);
    expect(ENQUIRY_FIELDS).toEqual(['name', 'mobileNumber', 'email', 'eventName', 'description']);
  });

  it.each([
    ['987654321', 'must be exactly 10 digits'],
    ['98765432101', 'must be exactly 10 digits'],
    ['9876543210', undefined],
  ])('mobile %s: %s', (mobileNumber, message) => expect(validateEnquiry({ ...valid, mobileNumber }).mobileNumber).toBe(message));

  it("'abc@' is not an e-mail address", () =>
    expect(validateEnquiry({ ...valid, email: 'abc@' }).email).toBe('must be a valid e-mail address'));
});

describe('the mobile number field takes digits only', () => {
  it.each([
    ['7', false, true],
    ['0', false, true],
    ['a', false, false],
    ['+', false, false],
    [' ', false, false],
    ['-', false, false],
    ['Backspace', false, true],
    ['ArrowLeft', false, true],
    ['Tab', false, true],
    ['Enter', false, true],
    ['v', true, true],
  ])('key %j (with a modifier: %s) allowed: %s', (key, modifier, allowed) => expect(isAllowedPhoneKey(key, modifier)).toBe(allowed));

  it.each([
    ['98765 43210', '9876543210'],
    ['98a76b54', '987654'],
    ['123456789012', '1234567890'],
    ['', ''],
  ])('typed %j keeps %j', (text, digits) => expect(phoneDigits(text)).toBe(digits));

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['12345678901234', '1234567890'],
    ['call me', ''],
  ])('pasted %j becomes %j', (text, digits) => expect(pastedPhone(text)).toBe(digits));
});

describe('a lead goes out once per complete number', () => {
  it.each([
    ['987654321', undefined, false],
    ['9876543210', undefined, true],
    ['9876543210', '9876543210', false],
    ['9876543211', '9876543210', true],
    ['98765x3210', undefined, false],
  ])('phone %s, last posted %s: post %s', (phone, last, post) => expect(shouldPostLead(phone, last)).toBe(post));
});

describe("a 400's field errors become the form's messages", () => {
  it('strips the field name the server puts first, keeps the first per field, ignores the rest', () => {
    const errors = [
      { field: 'email', message: 'email must be a valid e-mail address' },
      { field: 'email', message: 'email is required' },
      { field: 'mobileNumber', message: 'must be exactly 10 digits' },
      { field: 'body', message: 'body must be an object' },
      { field: 'name' },
      'nonsense',
    ];
    expect(serverFieldErrors(errors, ENQUIRY_FIELDS)).toEqual({
      email: 'must be a valid e-mail address',
      mobileNumber: 'must be exactly 10 digits',
    });
    expect(serverFieldErrors(undefined, ENQUIRY_FIELDS)).toEqual({});
  });
});

describe('nationalMobile: a number as staff copy it', () => {
  it.each([
    ['98480 22222', '9848022222'],
    ['+91 98480-22222', '9848022222'],
    ['0091 9848022222', '9848022222'],
    ['09848022222', '9848022222'],
    ['(98480) 22.222', '9848022222'],
    ['  9848022222  ', '9848022222'],
    // Not a mobile number: left as it is, for the rule to refuse.
    ['+1 415 555 0100', '+14155550100'],
    ['98480 2222', '984802222'],
    ['919848022222', '919848022222'],
    ['abc', 'abc'],
  ])('%j -> %j', (typed, national) => expect(nationalMobile(typed)).toBe(national));
});
