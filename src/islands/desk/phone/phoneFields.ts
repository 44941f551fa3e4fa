/** The phone booking form's fields a refusal can be about, and which of them a server's field name is. */

type Discount = 'discountAmount' | 'discountReason';
export type FieldName =
  'slot' | 'userName' | 'userPhone' | 'userEmail' | 'noOfPersons' | 'occasion' | 'cake' | 'addons' | 'offer' | 'coupon' | Discount;

const FIELD_OF: [RegExp, FieldName][] = [
  [/^(theatreId|date|time)/, 'slot'],
  [/^userName/, 'userName'],
  [/^userPhone/, 'userPhone'],
  [/^userEmail/, 'userEmail'],
  [/^noOfPersons/, 'noOfPersons'],
  [/^(occasionId|personName)/, 'occasion'],
  [/^cakes/, 'cake'],
  [/^addons/, 'addons'],
  [/^(type|planId|planCakeId|flavour)/, 'offer'],
  [/^couponId/, 'coupon'],
  [/^discount\.reason/, 'discountReason'],
  [/^discount/, 'discountAmount'],
];

/** The form's field a server's field name is about ('cakes.0._id' is the cake's), if any. */
export const fieldOf = (field: string): FieldName | undefined => FIELD_OF.find(([re]) => re.test(field))?.[1];
