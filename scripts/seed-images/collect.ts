/** Collecting the images from the seed: every '/media/...' string, with the record that holds it. */

export type SeedObject = Record<string, unknown>;

export interface ImageRef {
  /** '/media/<folder>/<file>.jpg' */
  path: string;
  folder: string;
  /** File name without extension. */
  file: string;
  /** Name, title or alt of the record that holds the path. */
  label: string;
  /** The record that holds the path. */
  owner: SeedObject;
  /** Where in the seed it was first found, e.g. 'theatres.0.image.1'. */
  where: string;
}

function labelOf(o: SeedObject): string {
  for (const k of ['name', 'title', 'alt', 'question']) {
    const v = o[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

/** Every '/media/...' string in the seed, once, with the record that holds it. */
export function collectImages(data: unknown): ImageRef[] {
  const found = new Map<string, ImageRef>();
  const walk = (value: unknown, owner: SeedObject, where: string): void => {
    if (typeof value === 'string') {
      if (!value.startsWith('/media/') || found.has(value)) return;
      const m = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.jpg$/.exec(value);
      if (!m) throw new Error(`seed image path not in the form /media/<folder>/<file>.jpg: ${value} (at ${where})`);
      found.set(value, { path: value, folder: m[1]!, file: m[2]!, label: labelOf(owner), owner, where });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, owner, `${where}.${i}`));
      return;
    }
    if (value && typeof value === 'object') {
      const o = value as SeedObject;
      for (const [k, v] of Object.entries(o)) walk(v, o, where ? `${where}.${k}` : k);
    }
  };
  walk(data, {}, '');
  return [...found.values()];
}
