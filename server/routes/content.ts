import type { Context, Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import * as content from '../repo/content.ts';
import { viewOf } from '../content/contentView.ts';
import { faqsInView } from '../content/faqContent.ts';
import { popupsInView } from '../content/popupContent.ts';

export function contentRoutes(app: Hono, { db }: Deps): void {
  // A build of drafts (Preview, Publish) reads them laid over the live content (viewOf).
  const contactAndPopup = async (_body: unknown, c: Context) => ({
    contactus: await content.getContact(db),
    popup: await popupsInView(db, viewOf(c).changes),
  });
  defineCall(app, calls.contactUs, contactAndPopup);
  defineCall(app, calls.footer, contactAndPopup);

  defineCall(app, calls.allModules, async (_body, c) => ({
    faqs: (await faqsInView(db, viewOf(c).changes)).map((f) => ({ _id: f.id, question: f.question, answer: f.answer })),
    contactus: await content.getContact(db),
    homesliders: await content.listHomeSliders(db),
    testimonials: await content.listTestimonials(db),
    howtojoin: await content.getDocument(db, 'howtojoin'),
    highlight: await content.listHighlights(db),
    latestinfo: await content.getDocument(db, 'latestinfo'),
    popup: await popupsInView(db, viewOf(c).changes),
    offer: await content.getDocument(db, 'offer'),
    occasions: await content.listOccasions(db),
  }));

  defineCall(app, calls.gallery, async () => ({ gallerys: await content.listGallery(db) }));
  defineCall(app, calls.policies, async () => ({ policy: await content.getPolicy(db) }));
  defineCall(app, calls.aboutUs, async () => ({ aboutus: await content.getAbout(db) }));
  defineCall(app, calls.aboutFeatures, async () => ({ features: await content.listAboutFeatures(db) }));
}
