import { describe, expect, it } from 'vitest';
import { PREVIEW_PATH, previewApiOrigin } from '../../src/lib/site/previewPath.ts';

describe("a page's API in the desk's Preview", () => {
  it.each([
    ['/desk/preview/theaters/', PREVIEW_PATH],
    ['/desk/preview/', PREVIEW_PATH],
    ['/desk/preview', PREVIEW_PATH],
    // The live site, the desk itself, and paths that only start alike.
    ['/theaters/', undefined],
    ['/desk', undefined],
    ['/desk/previews/theaters', undefined],
    ['/theaters/desk/preview/', undefined],
  ])('%s: %s', (pathname, origin) => {
    expect(previewApiOrigin(pathname)).toBe(origin);
  });
});
