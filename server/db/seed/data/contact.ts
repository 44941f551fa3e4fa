import type { SeedData } from '../types.ts';
import { mapEmbed, mapLink } from './maps.ts';

/** The business: CineCelebrations, private theatres for celebrations in Hyderabad. */
export const BUSINESS_NAME = 'CineCelebrations';
export const BUSINESS_PHONE = '9154786320';

export const contact: SeedData['contact'] = {
  description:
    'CineCelebrations is Hyderabad’s home of private theatre celebrations: cosy screening rooms with Dolby sound, ' +
    'themed decoration, cakes and surprises for birthdays, anniversaries, proposals and every moment worth a big screen.',
  address: '3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
  phone: BUSINESS_PHONE,
  email: 'hello@cinecelebrations.in',
  map: mapEmbed(17.4316, 78.407, 'CineCelebrations Jubilee Hills'),
  mapUrl: mapLink('CineCelebrations, Road No. 36, Jubilee Hills, Hyderabad'),
  socials: {
    facebook: 'https://www.facebook.com/cinecelebrations.hyd',
    youtube: 'https://www.youtube.com/@cinecelebrations',
    instagram: 'https://www.instagram.com/cinecelebrations.hyd',
    whatsapp: `https://wa.me/91${BUSINESS_PHONE}`,
  },
};
