import { z } from 'zod';
import { defineKind } from '../defineKind.ts';
import { RichText } from '../fieldTypes.ts';

export const policies = defineKind({
  title: 'Policies',
  one: 'policies',
  section: 'content',
  page: '/Terms',
  adds: false,
  removes: false,
  fields: z.object({
    // Each page's title, as src/pages gives it to PolicyPage.
    termsAndCondition: RichText('Terms & Conditions', 'Terms and Conditions'),
    privacyPolicy: RichText('Privacy Policy', 'Privacy Policy'),
    refundPolicy: RichText('Refund Policy', 'Refund Policy'),
  }),
  store: { document: 'policy' },
});
