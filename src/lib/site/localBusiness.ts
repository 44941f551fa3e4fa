import type { ContactUs } from '../api/content.ts';
import type { Location } from '../api/locations.ts';
import { BUSINESS_NAME } from './config.ts';

/**
 * schema.org data for search engines: the business and its open branches, from the same
 * contact-us and branch data the pages show.
 */
export function localBusinessJsonLd(contact: ContactUs, branches: Location[], site: URL): Record<string, unknown> {
  const phone = `+91${contact.phone}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    name: BUSINESS_NAME,
    description: contact.description,
    url: site.href,
    logo: new URL('/logo.svg', site).href,
    image: new URL('/og-image.jpg', site).href,
    telephone: phone,
    email: contact.email,
    priceRange: '₹₹',
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'IN' },
    hasMap: contact.mapUrl,
    sameAs: Object.values(contact.socials).filter((url) => url !== ''),
    department: branches
      .filter((b) => b._id)
      .map((b) => ({
        '@type': 'EntertainmentBusiness',
        name: b.name,
        telephone: phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: [b.addressLine1, b.addressLine2].filter(Boolean).join(', '),
          addressLocality: b.city,
          addressCountry: 'IN',
        },
        hasMap: b.mapUrl,
        amenityFeature: b.parking ? [{ '@type': 'LocationFeatureSpecification', name: 'Parking', value: true }] : [],
      })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
