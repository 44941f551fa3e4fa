import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Id, MediaPath } from './fields.ts';
import { Occasion } from './catalogue.ts';

/** The one-time image popup; only the first item of a popup list is used. */
export const Popup = z.object({
  _id: Id,
  image: MediaPath,
  /** Whether the one-time image popup is shown at all. */
  popupBoolean: z.boolean(),
  /** Whether the red LAST MINUTE OFFER bar is shown. */
  modalEnabled: z.boolean(),
  /** Text of the offer bar. */
  title: z.string(),
});
export type Popup = z.infer<typeof Popup>;

export const SocialLinks = z.object({
  facebook: z.string(),
  youtube: z.string(),
  instagram: z.string(),
  whatsapp: z.string(),
});

/** The business's own contact data, shown in the footer and used by the call buttons. */
export const ContactUs = z.object({
  description: z.string(),
  address: z.string(),
  /** 10 digits, no prefix; shown as +91 and used for tel: and WhatsApp links. */
  phone: z.string(),
  email: z.string(),
  /** Embed address of the main branch's map. */
  map: z.string(),
  /** Link that opens the main branch in a maps app. */
  mapUrl: z.string(),
  socials: SocialLinks,
});
export type ContactUs = z.infer<typeof ContactUs>;

export const Faq = z.object({ _id: Id, question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

export const HomeSlider = z.object({ _id: Id, image: MediaPath, title: z.string(), subtitle: z.string() });
export type HomeSlider = z.infer<typeof HomeSlider>;

export const Testimonial = z.object({
  _id: Id,
  name: z.string(),
  location: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  occasion: z.string(),
  avatar: MediaPath,
  image: MediaPath,
});
export type Testimonial = z.infer<typeof Testimonial>;

/** The rewards programme as the home page explains it. */
export const HowToJoin = z.object({
  title: z.string(),
  description: z.string(),
  benefits: z.array(z.object({ title: z.string(), description: z.string() })),
});

/** One slide of the highlight carousel. */
export const Highlight = z.object({ _id: Id, image: MediaPath, title: z.string(), features: z.array(z.string()) });
export type Highlight = z.infer<typeof Highlight>;

export const LatestInfo = z.object({
  /** Celebrations hosted so far. */
  count: z.number().int().nonnegative(),
});

export const Offer = z.object({ title: z.string(), description: z.string(), code: z.string() });

export const GalleryItem = z.object({ _id: Id, image: MediaPath, alt: z.string() });
export type GalleryItem = z.infer<typeof GalleryItem>;

export const Policy = z.object({
  /** HTML, sanitised before it reaches a page. */
  termsAndCondition: z.string(),
  refundPolicy: z.string(),
  privacyPolicy: z.string(),
});
export type Policy = z.infer<typeof Policy>;

export const AboutUs = z.object({ title: z.string(), description: z.string(), image: MediaPath });
export const AboutFeature = z.object({ _id: Id, title: z.string(), description: z.string(), image: MediaPath });
export type AboutFeature = z.infer<typeof AboutFeature>;

export const AllModulesResponse = envelope({
  faqs: z.array(Faq),
  contactus: ContactUs,
  homesliders: z.array(HomeSlider),
  testimonials: z.array(Testimonial),
  howtojoin: HowToJoin,
  highlight: z.array(Highlight),
  latestinfo: LatestInfo,
  popup: z.array(Popup),
  offer: Offer,
  occasions: z.array(Occasion),
});
export type AllModulesResponse = z.infer<typeof AllModulesResponse>;

export const ContactUsResponse = envelope({ contactus: ContactUs, popup: z.array(Popup) });
export type ContactUsResponse = z.infer<typeof ContactUsResponse>;

export const GalleryResponse = envelope({ gallerys: z.array(GalleryItem) });
export const PoliciesResponse = envelope({ policy: Policy });
export const AboutUsResponse = envelope({ aboutus: AboutUs });
export const AboutFeaturesResponse = envelope({ features: z.array(AboutFeature) });
