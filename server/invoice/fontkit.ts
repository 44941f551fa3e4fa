// @pdf-lib/fontkit's Indian-script shaper was compiled for a global regenerator runtime it does not
// bring: without this, laying out Telugu or Hindi throws 'regeneratorRuntime is not defined'.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * The font engine pdf-lib embeds and subsets fonts with (@pdf-lib/fontkit 1.1.1, its last release),
 * with the two faults that broke the invoice's Indian-script fonts mended on each subset it makes:
 *
 * - Its TrueType subset writes each glyph's bytes as they are, but the short glyph index (offsets
 *   halved) whenever the font is small, which every per-invoice subset is: after a glyph of odd
 *   length every later glyph is read a byte off, and draws as garbage or not at all. Each glyph is
 *   padded to an even length, as the format expects.
 * - It writes the subset on a later tick of its own timer shim, so a failure there is thrown outside
 *   any promise and would end the server. It is caught and handed to pdf-lib as the stream's error,
 *   which rejects the document's save instead.
 *
 * Its WOFF 2 reader cannot feed the subsetter (it reads transformed glyph data as raw, and every
 * glyph comes out empty), so the fonts are read from WOFF 1 files (scriptFonts.ts).
 */

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type SubsetOf = ReturnType<ReturnType<Fontkit['create']>['createSubset']>;

/** The parts of fontkit's TTFSubset these mends touch (absent on a CFF subset, which has no glyph index). */
interface TrueTypeSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

interface EncodeStream {
  emit(event: 'error', error: unknown): boolean;
}

function padGlyphs(subset: Partial<TrueTypeSubset>): void {
  const addGlyph = subset._addGlyph?.bind(subset);
  if (!addGlyph) return;
  subset._addGlyph = (glyphId: number) => {
    const index = addGlyph(glyphId);
    const data = subset.glyf![index];
    if (data.length % 2 === 1) {
      // Of the glyph's own buffer class: the bundle's stream takes nothing but its own Buffer shim.
      const padded = (data.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(data.length + 1);
      padded.set(data);
      subset.glyf![index] = padded;
      subset.offset! += 1;
    }
    return index;
  };
}

function reportEncodeErrors(subset: { encode?: (stream: EncodeStream) => void }): void {
  const encode = subset.encode?.bind(subset);
  if (!encode) return;
  subset.encode = (stream: EncodeStream) => {
    try {
      encode(stream);
    } catch (error) {
      stream.emit('error', error);
    }
  };
}

type Font = ReturnType<Fontkit['create']>;

/**
 * One parsed font per file for the life of the process: parsing and unpacking the tables an Indian
 * script's layout needs takes most of an invoice's time (about 35 of 40 ms for a Hindi name). Each
 * document still makes a subset of its own; the font keeps only its parsed tables and glyphs.
 */
const parsed = new WeakMap<Uint8Array, Font>();

export const invoiceFontkit: Fontkit = {
  create(data, postscriptName) {
    const known = postscriptName === undefined ? parsed.get(data) : undefined;
    if (known) return known;
    const font = fontkit.create(data, postscriptName) as unknown as Font;
    if (postscriptName === undefined) parsed.set(data, font);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = (): SubsetOf => {
      const subset = createSubset();
      padGlyphs(subset as unknown as Partial<TrueTypeSubset>);
      reportEncodeErrors(subset as unknown as { encode?: (stream: EncodeStream) => void });
      return subset;
    };
    return font;
  },
};
