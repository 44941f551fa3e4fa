import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import * as content from '../repo/content.ts';

export function contentRoutes(app: Hono, { db }: Deps): void {
  // A build of drafts (Preview, Publish) reads these in its view, with the drafts live (draftView.ts).
  const contactAndPopup = async () => ({
    contactus: await content.getContact(db),
    popup: await content.getPopups(db),
  });
  defineCall(app, calls.contactUs, contactAndPopup);
  defineCall(app, calls.footer, contactAndPopup);

  defineCall(app, calls.allModules, async () => ({
    faqs: await content.listFaqs(db),
    contactus: await content.getContact(db),
    homesliders: await content.listHomeSliders(db),
    testimonials: await content.listTestimonials(db),
    howtojoin: await content.getDocument(db, 'howtojoin'),
    highlight: await content.listHighlights(db),
    latestinfo: await content.getDocument(db, 'latestinfo'),
    popup: await content.getPopups(db),
    offer: await content.getDocument(db, 'offer'),
    occasions: await content.listOccasions(db),
  }));

  defineCall(app, calls.gallery, async () => ({ gallerys: await content.listGallery(db) }));
  defineCall(app, calls.policies, async () => ({ policy: await content.getPolicy(db) }));
  defineCall(app, calls.aboutUs, async () => ({ aboutus: await content.getAbout(db) }));
  defineCall(app, calls.aboutFeatures, async () => ({ features: await content.listAboutFeatures(db) }));
}
