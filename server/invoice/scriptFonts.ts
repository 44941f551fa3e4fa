import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { invoiceFontkit } from './fontkit.ts';

/**
 * The faces that print what the standard PDF fonts cannot: a name in an Indian script. Each script
 * has its Noto Sans face (regular weight), from the @fontsource package of that script, read once
 * per process; an invoice embeds only the faces its text needs, each cut down to the glyphs drawn.
 */

const SCRIPTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'] as const;
export type IndianScript = (typeof SCRIPTS)[number];

const inScript = Object.fromEntries(SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')])) as Record<IndianScript, RegExp>;

/** The Indian scripts the texts use, in a fixed order (so the same text embeds the same faces alike). */
export const scriptsOf = (texts: readonly string[]): IndianScript[] => SCRIPTS.filter((s) => texts.some((t) => inScript[s].test(t)));

const require = createRequire(import.meta.url);

/** Its font file: the package's own subset of the script (its letters, signs and joiners), in WOFF 1 (fontkit.ts says why). */
function fontFileOf(script: IndianScript): string {
  const slug = script.toLowerCase();
  return require.resolve(`@fontsource/noto-sans-${slug}/files/noto-sans-${slug}-${slug}-400-normal.woff`);
}

const loaded = new Map<IndianScript, Promise<Uint8Array>>();

function fontBytesOf(script: IndianScript): Promise<Uint8Array> {
  let bytes = loaded.get(script);
  if (!bytes) {
    bytes = readFile(fontFileOf(script));
    // A failed read is tried again next time.
    bytes.catch(() => loaded.delete(script));
    loaded.set(script, bytes);
  }
  return bytes;
}

/**
 * Positioning features off: pdf-lib places each glyph by its advance alone and never applies the
 * layout's offsets, so they would change nothing drawn, and fontkit's mark positioning throws on
 * some of these fonts' anchors. Substitution (conjuncts, reordered vowel signs) stays on.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, abvm: false, blwm: false, dist: false, curs: false };

/** Embeds, as subsets, the faces of the Indian scripts `texts` use; none for text in Latin only. */
export async function embedScriptFonts(doc: PDFDocument, texts: readonly string[]): Promise<PDFFont[]> {
  const scripts = scriptsOf(texts);
  if (scripts.length === 0) return [];
  doc.registerFontkit(invoiceFontkit);
  const faces: PDFFont[] = [];
  for (const script of scripts) faces.push(await doc.embedFont(await fontBytesOf(script), { subset: true, features: NO_POSITIONING }));
  return faces;
}
