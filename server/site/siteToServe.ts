import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the server answers pages from: the last complete build at `siteDir` whenever there is one,
 * even while a new build runs (it is swapped in when complete); 'building' when there is none yet
 * and one is being built (pages answer 503 until it is done); undefined when there is none at all.
 * A build is complete once it has its home page: `siteDir` only ever links to a finished build.
 */
export function siteToServe(siteDir: string, building: boolean): string | 'building' | undefined {
  if (existsSync(join(siteDir, 'index.html'))) return siteDir;
  return building ? 'building' : undefined;
}
