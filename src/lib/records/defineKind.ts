import type { z } from 'zod';
import type { StoreSpec } from './store.ts';

/**
 * One kind of record the editors change, defined in one place (kinds/*.ts), as a collection is in a
 * CMS: what the desk calls it and where it shows, whether records are added and removed, its fields
 * (validated on save, drawn as the desk's form), where it is stored, and the checks beyond its fields.
 */
export interface KindSpec {
  /** The kind, as lists title it: 'Cakes'. */
  title: string;
  /** One record of it, as a sentence names it: 'cake'. */
  one: string;
  /** The desk's screen it is edited on. */
  section: 'content' | 'catalogue';
  /** The page of the site it shows on. */
  page: string;
  adds: boolean;
  removes: boolean;
  /** Edited on its screen's own cards (the FAQs' list, a theatre's prices and photos), not the section's record chooser. */
  ownEditor?: true;
  fields: z.ZodObject;
  store: StoreSpec;
  /** Fields no two of its records may share (a coupon's code), checked on save. */
  unique?: readonly string[];
  /** Weighed against the bookings and the other guarded records before a save, a Publish or a Rollback (server/content/catalogueGuard.ts). */
  guarded?: true;
}

/** A kind's definition, its literal types kept (the save request's union is built from them). */
export const defineKind = <const K extends KindSpec>(kind: K): K => kind;
