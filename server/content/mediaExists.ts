import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fieldError } from '../booking/errors.ts';

/**
 * Refuses (400, naming the field) an image path the site does not serve: the build would fail on
 * it, so the desk does not save it. Without a media folder (a server that serves none) it is not checked.
 */
export function checkMediaExists(mediaDir: string | undefined, paths: readonly { field: string; path: string }[]): void {
  if (!mediaDir) return;
  for (const { field, path } of paths)
    if (!existsSync(join(mediaDir, path.replace(/^\/media\//, ''))))
      throw fieldError(field, 'is not an image the site has: upload it under Images first');
}
