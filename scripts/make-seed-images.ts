/**
 * Draws every image the seed refers to into server/media/<folder>/<file>.jpg.
 *
 *   npx node scripts/make-seed-images.ts            # write all images
 *   npx node scripts/make-seed-images.ts --check    # only list what would be drawn
 *
 * The list of images comes from the seed itself (every '/media/...' string in it), so the two can
 * never disagree. Each image is an SVG composed here (gradients, simple shapes and the item's name)
 * rendered to JPEG by sharp. The script fails when a referenced image cannot be produced. What each
 * kind of image looks like is in scripts/seed-images/ (one file per kind, plan.ts says which gets which).
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { seed } from '../server/db/seed/data/index.ts';
import { collectImages } from './seed-images/collect.ts';
import { drawingFor } from './seed-images/plan.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA_DIR = join(ROOT, 'server', 'media');

async function main(): Promise<void> {
  const checkOnly = process.argv.includes('--check');
  const refs = collectImages(seed);
  const failures: string[] = [];
  let total = 0;
  for (const ref of refs) {
    const out = join(MEDIA_DIR, ref.folder, `${ref.file}.jpg`);
    try {
      const plan = drawingFor(ref);
      const markup = plan.draw(ref, plan.width, plan.height);
      if (checkOnly) {
        console.log(`${ref.path}  ${plan.width}x${plan.height}  ${ref.label}`);
        continue;
      }
      mkdirSync(dirname(out), { recursive: true });
      await sharp(Buffer.from(markup)).jpeg({ quality: 70, mozjpeg: true }).toFile(out);
      const size = statSync(out).size;
      if (size === 0) throw new Error('empty file written');
      total += size;
    } catch (err) {
      failures.push(`${ref.path} (from seed ${ref.where}): ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (failures.length) {
    console.error(`Could not produce ${failures.length} image(s):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  if (checkOnly) return;
  // Report files in the folders we draw into that the seed no longer refers to.
  const wanted = new Set(refs.map((f) => join(MEDIA_DIR, f.folder, `${f.file}.jpg`)));
  const stale: string[] = [];
  for (const folder of new Set(refs.map((f) => f.folder))) {
    const dir = join(MEDIA_DIR, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (!wanted.has(join(dir, name))) stale.push(join(folder, name));
  }
  console.log(`Wrote ${refs.length} images to ${MEDIA_DIR} (${(total / 1024 / 1024).toFixed(2)} MB).`);
  if (stale.length) console.warn(`Not referenced by the seed (left in place): ${stale.join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
