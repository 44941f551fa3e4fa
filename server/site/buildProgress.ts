/**
 * How far a site build has got, read from `astro build`'s output: the stage it announces, and one
 * line per page it writes (`  ├─ /Faqs/index.html (+12ms)`). The total is an estimate: the pages the
 * site had last time (a build that writes more raises it), null when nobody knows.
 */
export interface BuildProgress {
  stage: string;
  pagesDone: number;
  pagesTotal: number | null;
}

export const STAGES = {
  starting: 'Starting',
  bundling: 'Bundling scripts and styles',
  pages: 'Rendering pages',
  images: 'Optimising images',
  checking: 'Checking the pages',
  compressing: 'Compressing',
  storing: 'Storing the files',
  live: 'Going live',
} as const;

/** Terminal colours and styles, which astro prints when it thinks a person is watching. */
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export const plainLine = (line: string): string => line.replace(ANSI, '');

/** A written page: the tree's branch, then a path ending in .html (endpoints such as robots.txt are not pages). */
const PAGE = /[├└]─\s+\S*\.html(?:\s|$)/;

const ANNOUNCED: [RegExp, string][] = [
  [/Building static entrypoints|building client|Collecting build info/i, STAGES.bundling],
  [/(generating|prerendering) static routes/i, STAGES.pages],
  [/generating optimized images/i, STAGES.images],
];

export const startProgress = (pagesTotal: number | null): BuildProgress => ({ stage: STAGES.starting, pagesDone: 0, pagesTotal });

/** The progress after one line of output; the same object when the line tells nothing new. */
export function progressAfter(p: BuildProgress, rawLine: string): BuildProgress {
  const line = plainLine(rawLine);
  if (PAGE.test(line)) {
    const pagesDone = p.pagesDone + 1;
    return { stage: STAGES.pages, pagesDone, pagesTotal: p.pagesTotal === null ? null : Math.max(p.pagesTotal, pagesDone) };
  }
  for (const [pattern, stage] of ANNOUNCED) if (pattern.test(line) && p.stage !== stage) return { ...p, stage };
  return p;
}
