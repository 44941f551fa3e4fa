/**
 * Draws every image the seed refers to into server/media/<folder>/<file>.jpg.
 *
 *   npx node scripts/make-seed-images.ts            # write all images
 *   npx node scripts/make-seed-images.ts --check    # only list what would be drawn
 *
 * The list of images comes from the seed itself (every '/media/...' string in it), so the two can
 * never disagree. Each image is an SVG composed here (gradients, simple shapes and the item's name)
 * rendered to JPEG by sharp. The script fails when a referenced image cannot be produced.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { seed } from '../server/db/seed/data/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA_DIR = join(ROOT, 'server', 'media');
const BRAND = 'CineCelebrations';
const FONT = "'DejaVu Sans', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Collecting the images from the seed

type SeedObject = Record<string, unknown>;

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

// ---------------------------------------------------------------------------------------------
// Small helpers

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A seeded random number generator (mulberry32), so images are the same on every run. */
function rng(seedText: string): () => number {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface Palette {
  /** Background gradient, top/left to bottom/right. */
  from: string;
  to: string;
  /** Shapes. */
  accent: string;
  accent2: string;
  /** Text on the background. */
  ink: string;
}

/** Dark palettes for rooms and scenes; light ones for cards. */
const DARK: Palette[] = [
  { from: '#1b0f3b', to: '#5b1f6e', accent: '#ff6fb5', accent2: '#ffd166', ink: '#ffffff' },
  { from: '#0b1d3a', to: '#1f5f8b', accent: '#5ee7df', accent2: '#ffc371', ink: '#ffffff' },
  { from: '#2b0a16', to: '#8a1538', accent: '#ffb3c6', accent2: '#ffd700', ink: '#ffffff' },
  { from: '#0f2027', to: '#2c5364', accent: '#a8e063', accent2: '#f9d423', ink: '#ffffff' },
  { from: '#1a1a2e', to: '#533483', accent: '#e94560', accent2: '#f6c90e', ink: '#ffffff' },
  { from: '#231123', to: '#82204a', accent: '#f7b267', accent2: '#f4845f', ink: '#ffffff' },
  { from: '#10002b', to: '#3c096c', accent: '#c77dff', accent2: '#ffd60a', ink: '#ffffff' },
  { from: '#1d2b24', to: '#3f6e53', accent: '#ffcf56', accent2: '#ff8c61', ink: '#ffffff' },
];
const LIGHT: Palette[] = [
  { from: '#fff1f6', to: '#ffc2d8', accent: '#e0457b', accent2: '#7b2cbf', ink: '#3d0a24' },
  { from: '#f0f7ff', to: '#b9dcff', accent: '#1f6fd1', accent2: '#ff8c42', ink: '#0d2b52' },
  { from: '#fffbea', to: '#ffe08a', accent: '#e07a00', accent2: '#c2185b', ink: '#4a2a00' },
  { from: '#f2fff5', to: '#b8f0c8', accent: '#2e9d57', accent2: '#ff6f61', ink: '#0d3b1f' },
  { from: '#f7f0ff', to: '#d9c2ff', accent: '#7b2cbf', accent2: '#ff5d8f', ink: '#2b0a4a' },
  { from: '#fff4ec', to: '#ffc9a8', accent: '#d9480f', accent2: '#5c2d91', ink: '#4a1a00' },
];
const pick = <T,>(list: T[], key: string): T => list[hash(key) % list.length]!;

const BALLOON_COLOURS = ['#ff4d6d', '#ffd166', '#06d6a0', '#4cc9f0', '#f72585', '#b5179e', '#ff9f1c', '#ffffff', '#c0c0c0'];

/** Font size that fits `text` into `width` (DejaVu Sans Bold is about 0.62 em per character). */
const fit = (text: string, width: number, max: number): number => Math.max(10, Math.min(max, width / (text.length * 0.62)));

/** Splits a label into at most `lines` lines of about `per` characters. */
function wrap(text: string, per: number, lines = 2): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    if (cur && (cur + ' ' + w).length > per && out.length < lines - 1) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

function textBlock(
  lines: string[],
  cx: number,
  firstBaseline: number,
  width: number,
  max: number,
  fill: string,
  weight = 'bold',
): { svg: string; height: number } {
  const size = Math.min(...lines.map((l) => fit(l, width, max)));
  const svg = lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${firstBaseline + i * size * 1.18}" font-family="${FONT}" font-weight="${weight}" font-size="${size.toFixed(1)}" fill="${fill}" text-anchor="middle">${esc(l)}</text>`,
    )
    .join('');
  return { svg, height: size * 1.18 * lines.length };
}

// ---------------------------------------------------------------------------------------------
// Icons, drawn in a 200 x 200 box centred on 0,0

type Icon = (p: Palette, r: () => number, owner: SeedObject) => string;

const balloon = (x: number, y: number, rx: number, colour: string, tailY: number): string =>
  `<path d="M${x} ${y + rx * 1.2} Q ${x - 8} ${(y + tailY) / 2 + 10} ${x + 2} ${tailY}" stroke="#ffffffaa" stroke-width="1.5" fill="none"/>` +
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 1.2}" fill="${colour}"/>` +
  `<ellipse cx="${x - rx * 0.35}" cy="${y - rx * 0.45}" rx="${rx * 0.22}" ry="${rx * 0.35}" fill="#ffffff" opacity="0.45"/>` +
  `<path d="M${x - 4} ${y + rx * 1.2 + 5} L${x} ${y + rx * 1.2 - 1} L${x + 4} ${y + rx * 1.2 + 5} Z" fill="${colour}"/>`;

const heartPath = (x: number, y: number, s: number): string =>
  `M${x} ${y + s * 0.9} C ${x - s * 1.4} ${y} ${x - s * 0.8} ${y - s * 0.9} ${x} ${y - s * 0.35} C ${x + s * 0.8} ${y - s * 0.9} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9} Z`;

const flower = (x: number, y: number, r: number, petal: string, centre: string): string => {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    s += `<circle cx="${(x + Math.cos(a) * r).toFixed(1)}" cy="${(y + Math.sin(a) * r).toFixed(1)}" r="${r * 0.75}" fill="${petal}"/>`;
  }
  return s + `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${centre}"/>`;
};

const rose = (x: number, y: number, r: number, colour = '#d00000'): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
  `<path d="M${x - r * 0.6} ${y} A ${r * 0.6} ${r * 0.6} 0 1 1 ${x + r * 0.3} ${y + r * 0.4}" stroke="#7a0010" stroke-width="${r * 0.18}" fill="none"/>` +
  `<path d="M${x - r * 0.2} ${y - r * 0.1} A ${r * 0.25} ${r * 0.25} 0 1 1 ${x + r * 0.1} ${y + r * 0.15}" stroke="#7a0010" stroke-width="${r * 0.15}" fill="none"/>`;

const candle = (x: number, y: number, h: number, colour: string): string =>
  `<rect x="${x - 5}" y="${y - h}" width="10" height="${h}" rx="2" fill="${colour}"/>` +
  `<line x1="${x}" y1="${y - h}" x2="${x}" y2="${y - h - 6}" stroke="#333" stroke-width="1.5"/>` +
  `<path d="M${x} ${y - h - 22} Q ${x + 7} ${y - h - 10} ${x} ${y - h - 5} Q ${x - 7} ${y - h - 10} ${x} ${y - h - 22} Z" fill="#ffb703"/>` +
  `<circle cx="${x}" cy="${y - h - 12}" r="10" fill="#ffd166" opacity="0.35"/>`;

const CAKE_FLAVOURS: [RegExp, string, string][] = [
  [/black-forest/, '#4a2511', '#fff7f0'],
  [/truffle|death-by-chocolate|brownie/, '#3b1f0e', '#6b3a1e'],
  [/red-velvet/, '#b3001b', '#fff4f0'],
  [/butterscotch/, '#d99a3e', '#ffe0a3'],
  [/pineapple/, '#ffe066', '#fff8d6'],
  [/rasmalai/, '#fff3c4', '#f9e79f'],
  [/mango/, '#ffb000', '#ffe08a'],
  [/photo|fondant|theme/, '#f8c8dc', '#ffffff'],
];

const cakeIcon: Icon = (p, r, owner) => {
  const id = String(owner['_id'] ?? owner['image'] ?? '');
  const flavour = CAKE_FLAVOURS.find(([re]) => re.test(id));
  const sponge = flavour?.[1] ?? '#f4a261';
  const frosting = flavour?.[2] ?? '#fff1e6';
  const premium = owner['isPremium'] === true;
  let s = `<ellipse cx="0" cy="78" rx="92" ry="14" fill="#ffffff" opacity="0.85"/><ellipse cx="0" cy="76" rx="80" ry="10" fill="#e9ecef"/>`;
  const tier = (y: number, w: number, h: number): string =>
    `<rect x="${-w / 2}" y="${y}" width="${w}" height="${h}" rx="8" fill="${sponge}"/>` +
    `<path d="M${-w / 2} ${y + 8} Q ${-w / 2} ${y} ${-w / 2 + 8} ${y} L ${w / 2 - 8} ${y} Q ${w / 2} ${y} ${w / 2} ${y + 8} L ${w / 2} ${y + 18} ` +
    Array.from({ length: 6 }, (_, i) => {
      const x1 = w / 2 - ((i + 0.5) * w) / 6;
      const x2 = w / 2 - ((i + 1) * w) / 6;
      return `Q ${x1} ${y + 32} ${x2} ${y + 18}`;
    }).join(' ') +
    ` Z" fill="${frosting}"/>`;
  if (premium) {
    s += tier(16, 150, 58) + tier(-36, 104, 52) + tier(-78, 64, 42);
    s += `<path d="M0 -112 L7 -96 L24 -96 L10 -86 L15 -70 L0 -80 L-15 -70 L-10 -86 L-24 -96 L-7 -96 Z" fill="${p.accent2}"/>`;
    for (let i = 0; i < 7; i++) s += `<circle cx="${-60 + i * 20}" cy="50" r="4" fill="${p.accent}"/>`;
  } else {
    s += tier(0, 160, 74);
    for (let i = 0; i < 5; i++) s += `<circle cx="${-56 + i * 28}" cy="6" r="7" fill="${/black-forest|red-velvet/.test(id) ? '#c1121f' : p.accent}"/>`;
    s += candle(-20, -4, 34, '#4cc9f0') + candle(20, -4, 34, '#f72585');
  }
  void r;
  return s;
};

const balloonsIcon: Icon = (p, r) => {
  const colours = [p.accent, p.accent2, pick(BALLOON_COLOURS, String(r()))];
  return balloon(-42, -28, 30, colours[0]!, 95) + balloon(42, -22, 30, colours[1]!, 95) + balloon(0, -52, 34, colours[2]!, 95);
};

const heartIcon: Icon = (p) =>
  `<path d="${heartPath(0, 0, 78)}" fill="#e0457b"/><path d="${heartPath(46, -52, 24)}" fill="${p.accent2}"/><path d="${heartPath(-58, -48, 16)}" fill="#ffffff" opacity="0.8"/>`;

const ringIcon: Icon = (p) =>
  `<circle cx="0" cy="28" r="56" fill="none" stroke="#f4c430" stroke-width="14"/>` +
  `<circle cx="0" cy="28" r="56" fill="none" stroke="#fff3b0" stroke-width="3" opacity="0.8"/>` +
  `<path d="M-28 -42 L-16 -62 L16 -62 L28 -42 L0 -16 Z" fill="#bde0fe" stroke="#ffffff" stroke-width="3"/>` +
  `<path d="M-28 -42 L28 -42 M-16 -62 L0 -42 L16 -62 M0 -42 L0 -16" stroke="#ffffff" stroke-width="2" fill="none"/>` +
  `<path d="${heartPath(70, -70, 16)}" fill="${p.accent}"/>`;

const pramIcon: Icon = (p) =>
  `<path d="M-70 -10 A 70 70 0 0 1 0 -80 L 0 -10 Z" fill="${p.accent}"/>` +
  `<path d="M-80 -10 L 70 -10 Q 70 40 20 45 L -40 45 Q -80 40 -80 -10 Z" fill="${p.accent2}"/>` +
  `<path d="M70 -10 L 90 -50" stroke="#555" stroke-width="6" stroke-linecap="round"/>` +
  `<circle cx="-45" cy="68" r="20" fill="#444"/><circle cx="-45" cy="68" r="8" fill="#ddd"/>` +
  `<circle cx="40" cy="68" r="20" fill="#444"/><circle cx="40" cy="68" r="8" fill="#ddd"/>`;

const planeIcon: Icon = (p) =>
  `<path d="M-90 10 L 90 -70 L 20 80 L 0 25 Z" fill="#ffffff"/><path d="M0 25 L 90 -70 L 10 45 Z" fill="#dee2e6"/>` +
  `<path d="M-90 60 Q -50 40 -30 70 T 30 60" stroke="${p.accent}" stroke-width="4" stroke-dasharray="8 8" fill="none"/>`;

const crownIcon: Icon = (p) =>
  `<path d="M-80 40 L -80 -40 L -40 0 L 0 -60 L 40 0 L 80 -40 L 80 40 Z" fill="#f4c430" stroke="#b8860b" stroke-width="4"/>` +
  `<rect x="-80" y="40" width="160" height="22" fill="#daa520"/>` +
  `<circle cx="0" cy="10" r="12" fill="${p.accent}"/><circle cx="-45" cy="20" r="9" fill="#4cc9f0"/><circle cx="45" cy="20" r="9" fill="#06d6a0"/>` +
  `<circle cx="-80" cy="-44" r="8" fill="#fff"/><circle cx="0" cy="-64" r="8" fill="#fff"/><circle cx="80" cy="-44" r="8" fill="#fff"/>`;

const bowtieIcon: Icon = (p) =>
  `<path d="M-90 -45 L -12 -8 L -12 8 L -90 45 Q -100 0 -90 -45 Z" fill="${p.accent}"/>` +
  `<path d="M90 -45 L 12 -8 L 12 8 L 90 45 Q 100 0 90 -45 Z" fill="${p.accent}"/>` +
  `<rect x="-18" y="-20" width="36" height="40" rx="8" fill="${p.accent2}"/>`;

const mustacheIcon: Icon = (p) =>
  `<path d="M0 -5 C -20 -35 -60 -30 -75 -5 C -85 10 -100 10 -105 0 C -100 35 -40 40 0 15 C 40 40 100 35 105 0 C 100 10 85 10 75 -5 C 60 -30 20 -35 0 -5 Z" fill="#3b2416"/>` +
  `<path d="M-40 -70 Q 0 -95 40 -70 L 50 -50 L -50 -50 Z" fill="${p.accent}"/><rect x="-70" y="-52" width="140" height="10" rx="4" fill="${p.accent2}"/>`;

const footprintsIcon: Icon = (p) =>
  `<path d="${heartPath(0, -10, 80)}" fill="#f06595" opacity="0.9"/>` +
  `<ellipse cx="-22" cy="0" rx="14" ry="22" fill="#fff"/><circle cx="-30" cy="-28" r="5" fill="#fff"/><circle cx="-20" cy="-31" r="4.5" fill="#fff"/><circle cx="-11" cy="-28" r="4" fill="#fff"/>` +
  `<ellipse cx="22" cy="20" rx="14" ry="22" fill="#fff"/><circle cx="14" cy="-8" r="5" fill="#fff"/><circle cx="24" cy="-11" r="4.5" fill="#fff"/><circle cx="33" cy="-8" r="4" fill="#fff"/>`;

const bouquetIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 7; i++) s += `<line x1="0" y1="60" x2="${-50 + i * 16}" y2="-30" stroke="#2d6a4f" stroke-width="4"/>`;
  const colours = ['#d00000', '#ff4d6d', p.accent, '#ffffff', p.accent2];
  for (let i = 0; i < 9; i++) {
    const x = -60 + (i % 5) * 30 + (i >= 5 ? 15 : 0);
    const y = -40 - (i >= 5 ? 30 : 0) + r() * 10;
    s += rose(x, y, 17, colours[i % colours.length]!);
  }
  return s + `<path d="M-55 10 L 55 10 L 20 95 L -20 95 Z" fill="${p.accent2}" opacity="0.95"/><path d="M-20 50 L 20 50 L 0 68 Z" fill="#fff" opacity="0.8"/>`;
};

const sunflowerIcon: Icon = () => {
  let s = '<line x1="0" y1="0" x2="0" y2="95" stroke="#2d6a4f" stroke-width="8"/>';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    s += `<ellipse cx="${(Math.cos(a) * 52).toFixed(1)}" cy="${(-20 + Math.sin(a) * 52).toFixed(1)}" rx="22" ry="10" transform="rotate(${(a * 180) / Math.PI} ${(Math.cos(a) * 52).toFixed(1)} ${(-20 + Math.sin(a) * 52).toFixed(1)})" fill="#ffc300"/>`;
  }
  return s + '<circle cx="0" cy="-20" r="36" fill="#6f4518"/><circle cx="0" cy="-20" r="26" fill="#4a2c0f"/>';
};

const teddyIcon: Icon = (p) =>
  `<circle cx="-45" cy="-60" r="22" fill="#a0522d"/><circle cx="45" cy="-60" r="22" fill="#a0522d"/>` +
  `<circle cx="0" cy="-20" r="60" fill="#c68642"/><ellipse cx="0" cy="5" rx="26" ry="20" fill="#f1d1b5"/>` +
  `<circle cx="-22" cy="-34" r="7" fill="#222"/><circle cx="22" cy="-34" r="7" fill="#222"/><ellipse cx="0" cy="-4" rx="9" ry="6" fill="#222"/>` +
  rose(-60, 60, 20) + rose(-20, 72, 20, p.accent) + rose(20, 72, 20) + rose(60, 60, 20, p.accent);

const cameraIcon: Icon = (p) =>
  `<rect x="-90" y="-45" width="180" height="115" rx="16" fill="#2b2d42"/><rect x="-45" y="-68" width="70" height="28" rx="6" fill="#2b2d42"/>` +
  `<circle cx="0" cy="12" r="44" fill="#8d99ae"/><circle cx="0" cy="12" r="32" fill="#1d3557"/><circle cx="-10" cy="2" r="10" fill="#fff" opacity="0.6"/>` +
  `<rect x="55" y="-35" width="22" height="12" rx="3" fill="${p.accent2}"/>`;

const polaroidIcon: Icon = (p) =>
  [-20, 0, 20]
    .map(
      (rot, i) =>
        `<g transform="rotate(${rot} 0 0) translate(${(i - 1) * 30} 0)"><rect x="-55" y="-70" width="110" height="130" fill="#ffffff" stroke="#ddd"/><rect x="-45" y="-60" width="90" height="88" fill="${i === 1 ? p.accent : p.accent2}"/><circle cx="${-10 + i * 10}" cy="-20" r="14" fill="#fff" opacity="0.7"/></g>`,
    )
    .join('');

const reelIcon: Icon = (p) => {
  let s = `<rect x="-95" y="-50" width="190" height="100" fill="#222"/>`;
  for (let i = 0; i < 10; i++) s += `<rect x="${-90 + i * 19}" y="-44" width="10" height="10" fill="#fff"/><rect x="${-90 + i * 19}" y="34" width="10" height="10" fill="#fff"/>`;
  for (let i = 0; i < 3; i++) s += `<rect x="${-85 + i * 58}" y="-28" width="52" height="56" fill="${i === 1 ? p.accent : p.accent2}"/>`;
  return s + `<path d="M-12 -15 L 18 0 L -12 15 Z" fill="#fff"/>`;
};

const fogIcon: Icon = (p) =>
  `<rect x="-50" y="-90" width="100" height="170" rx="4" fill="#3d2b1f" stroke="${p.accent2}" stroke-width="5"/>` +
  `<g filter="url(#soft)"><ellipse cx="-50" cy="70" rx="70" ry="30" fill="#ffffff" opacity="0.85"/><ellipse cx="40" cy="60" rx="80" ry="35" fill="#f1f3f5" opacity="0.9"/>` +
  `<ellipse cx="0" cy="30" rx="60" ry="28" fill="#ffffff" opacity="0.7"/><ellipse cx="-80" cy="30" rx="30" ry="18" fill="#ffffff" opacity="0.6"/></g>`;

const pyroIcon: Icon = (p, r) => {
  let s = '';
  for (const x of [-55, 55]) {
    s += `<rect x="${x - 12}" y="60" width="24" height="30" fill="#444"/>`;
    for (let i = 0; i < 18; i++) {
      const a = -Math.PI / 2 + (r() - 0.5) * 0.9;
      const len = 60 + r() * 80;
      s += `<line x1="${x}" y1="58" x2="${(x + Math.cos(a) * len).toFixed(1)}" y2="${(58 + Math.sin(a) * len).toFixed(1)}" stroke="${i % 2 ? '#ffd166' : '#ffffff'}" stroke-width="2"/>`;
    }
  }
  return s + `<circle cx="0" cy="-60" r="6" fill="${p.accent2}"/>`;
};

const bubblesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 14; i++) {
    const rad = 8 + r() * 28;
    s += `<circle cx="${(-90 + r() * 180).toFixed(1)}" cy="${(-90 + r() * 180).toFixed(1)}" r="${rad.toFixed(1)}" fill="#ffffff" fill-opacity="0.15" stroke="${i % 2 ? p.accent : '#ffffff'}" stroke-width="3"/>`;
  }
  return s;
};

const candlesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 5; i++) s += candle(-80 + i * 40, 80 - i * 8, 40 + r() * 20, '#fff8e7');
  for (let i = 0; i < 14; i++) s += `<ellipse cx="${(-90 + r() * 180).toFixed(1)}" cy="${(60 + r() * 35).toFixed(1)}" rx="8" ry="5" fill="${i % 3 ? '#d00000' : p.accent}"/>`;
  return s;
};

const roseHeartIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 40; i++) {
    const t = (i / 40) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3 * 5;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) * 5;
    s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="6" transform="rotate(${Math.floor(r() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 4 ? '#c9184a' : p.accent}"/>`;
  }
  return s + candle(0, 20, 30, '#fff8e7');
};

const tableHeartIcon: Icon = (p) =>
  `<rect x="-95" y="20" width="190" height="14" fill="#8b5e3c"/><rect x="-80" y="34" width="10" height="60" fill="#6b4226"/><rect x="70" y="34" width="10" height="60" fill="#6b4226"/>` +
  `<path d="${heartPath(0, -30, 50)}" fill="#c9184a"/>` +
  candle(-70, 20, 24, '#fff8e7') + candle(70, 20, 24, '#fff8e7') + `<circle cx="0" cy="-30" r="6" fill="${p.accent2}"/>`;

const archIcon: Icon = (p, r) => {
  let s = '';
  const colours = [p.accent, p.accent2, '#ffffff', pick(BALLOON_COLOURS, String(r()))];
  for (let i = 0; i <= 18; i++) {
    const a = Math.PI + (i / 18) * Math.PI;
    s += `<circle cx="${(Math.cos(a) * 85).toFixed(1)}" cy="${(80 + Math.sin(a) * 150).toFixed(1)}" r="17" fill="${colours[i % colours.length]}"/>`;
  }
  return s;
};

const ledLettersIcon: Icon = (p) =>
  `<text x="0" y="30" font-family="${FONT}" font-weight="bold" font-size="92" text-anchor="middle" fill="${p.accent}" fill-opacity="0.25" stroke="#ffd166" stroke-width="9" stroke-linecap="round" stroke-dasharray="0.1 13">LOVE</text>`;

const numberFoilIcon: Icon = (p) =>
  `<defs><linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.5" stop-color="#d4a017"/><stop offset="1" stop-color="#fff3b0"/></linearGradient></defs>` +
  `<text x="0" y="60" font-family="${FONT}" font-weight="bold" font-size="170" text-anchor="middle" fill="url(#foil)" stroke="#b8860b" stroke-width="3">21</text>` +
  `<line x1="-10" y1="70" x2="-10" y2="100" stroke="${p.accent}" stroke-width="2"/>`;

const propsIcon: Icon = (p) =>
  `<line x1="-40" y1="10" x2="-70" y2="95" stroke="#8b5e3c" stroke-width="5"/>` +
  `<path d="M-40 10 C -55 -15 -85 -10 -95 10 C -80 5 -70 25 -40 15 C -10 25 0 5 15 10 C 5 -10 -25 -15 -40 10 Z" fill="#222"/>` +
  `<line x1="50" y1="-10" x2="80" y2="95" stroke="#8b5e3c" stroke-width="5"/>` +
  `<circle cx="25" cy="-40" r="22" fill="none" stroke="${p.accent}" stroke-width="8"/><circle cx="75" cy="-40" r="22" fill="none" stroke="${p.accent}" stroke-width="8"/><line x1="47" y1="-40" x2="53" y2="-40" stroke="${p.accent}" stroke-width="8"/>`;

const popperIcon: Icon = (p, r) => {
  let s = `<path d="M-70 90 L -20 -10 L 20 30 Z" fill="${p.accent}"/><path d="M-55 60 L -35 20 L -20 35 Z" fill="${p.accent2}"/>`;
  for (let i = 0; i < 22; i++) {
    const x = (r() * 140 - 20).toFixed(1);
    const y = (r() * -120 + 10).toFixed(1);
    s += `<rect x="${x}" y="${y}" width="8" height="14" transform="rotate(${Math.floor(r() * 180)} ${x} ${y})" fill="${pick(BALLOON_COLOURS, String(i) + String(r()))}"/>`;
  }
  return s;
};

const sparklerIcon: Icon = (_p, r) => {
  let s = '';
  for (const x of [-60, -20, 20, 60]) {
    s += `<line x1="${x}" y1="95" x2="${x}" y2="-20" stroke="#888" stroke-width="4"/>`;
    for (let i = 0; i < 10; i++) {
      const a = r() * Math.PI * 2;
      const len = 12 + r() * 22;
      s += `<line x1="${x}" y1="-30" x2="${(x + Math.cos(a) * len).toFixed(1)}" y2="${(-30 + Math.sin(a) * len).toFixed(1)}" stroke="#ffd166" stroke-width="2.5"/>`;
    }
  }
  return s;
};

const pizzaIcon: Icon = (_p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<circle cx="0" cy="0" r="92" fill="#d98e32"/><circle cx="0" cy="0" r="80" fill="#e63946"/><circle cx="0" cy="0" r="76" fill="#ffd166"/>`;
  for (let i = 0; i < 4; i++) s += `<line x1="${-Math.cos((i * Math.PI) / 4) * 80}" y1="${-Math.sin((i * Math.PI) / 4) * 80}" x2="${Math.cos((i * Math.PI) / 4) * 80}" y2="${Math.sin((i * Math.PI) / 4) * 80}" stroke="#d98e32" stroke-width="3"/>`;
  for (let i = 0; i < 12; i++) {
    const a = r() * Math.PI * 2;
    const d = 15 + r() * 50;
    const [x, y] = [(Math.cos(a) * d).toFixed(1), (Math.sin(a) * d).toFixed(1)];
    s += nonVeg ? `<circle cx="${x}" cy="${y}" r="9" fill="#8d2b0b"/>` : `<rect x="${x}" y="${y}" width="12" height="8" rx="2" fill="${i % 2 ? '#2d6a4f' : '#fff3e0'}"/>`;
  }
  return s;
};

const glassIcon: Icon = (p, _r, owner) => {
  const id = String(owner['_id'] ?? '');
  const drink = /coffee/.test(id) ? '#a47148' : /lagoon/.test(id) ? '#3a86ff' : /mojito|lime/.test(id) ? '#b7e4c7' : p.accent;
  return (
    `<path d="M-50 -80 L 50 -80 L 38 90 L -38 90 Z" fill="#ffffff" opacity="0.5" stroke="#ffffff" stroke-width="3"/>` +
    `<path d="M-46 -40 L 46 -40 L 38 86 L -38 86 Z" fill="${drink}"/>` +
    `<line x1="15" y1="-110" x2="0" y2="60" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="-45" cy="-80" r="22" fill="#a7c957" stroke="#6a994e" stroke-width="4"/>` +
    `<rect x="-25" y="-20" width="18" height="18" fill="#ffffff" opacity="0.7"/><rect x="5" y="0" width="18" height="18" fill="#ffffff" opacity="0.7"/>`
  );
};

const friesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 11; i++) s += `<rect x="${-55 + i * 10}" y="${-70 - r() * 30}" width="9" height="100" rx="2" fill="#ffd166" stroke="#e0a800"/>`;
  return s + `<path d="M-65 -10 L 65 -10 L 50 90 L -50 90 Z" fill="${p.accent}"/><path d="${heartPath(0, 30, 18)}" fill="#fff" opacity="0.85"/>`;
};

const plateIcon: Icon = (_p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<ellipse cx="0" cy="20" rx="98" ry="60" fill="#ffffff"/><ellipse cx="0" cy="20" rx="78" ry="45" fill="#f1f3f5"/>`;
  for (let i = 0; i < 9; i++) {
    const x = (-55 + (i % 5) * 27 + r() * 8).toFixed(1);
    const y = (0 + Math.floor(i / 5) * 28 + r() * 8).toFixed(1);
    s += nonVeg
      ? `<path d="M${x} ${y} q 10 -14 22 -2 q 8 14 -6 20 q -18 4 -16 -18 Z" fill="#b23a1c"/>`
      : `<rect x="${x}" y="${y}" width="22" height="18" rx="3" fill="${i % 2 ? '#f4a261' : '#fff3c4'}" stroke="#e76f51" stroke-width="2"/>`;
  }
  return s + `<ellipse cx="70" cy="-20" rx="14" ry="5" fill="#2d6a4f" transform="rotate(-30 70 -20)"/><circle cx="-72" cy="-10" r="10" fill="#f9c74f"/>`;
};

const burgerIcon: Icon = (p, _r, owner) => {
  const sandwich = /sandwich/.test(String(owner['_id'] ?? ''));
  if (sandwich)
    return (
      `<path d="M-90 60 L 0 -70 L 90 60 Z" fill="#f4d58d"/><path d="M-80 50 L 0 -58 L 80 50 Z" fill="#fffaf0"/>` +
      `<path d="M-82 40 L 82 40" stroke="#6a994e" stroke-width="10"/><path d="M-70 25 L 70 25" stroke="#e63946" stroke-width="8"/><path d="M-90 60 L 90 60" stroke="#d4a373" stroke-width="10"/>`
    );
  return (
    `<path d="M-85 -5 Q -85 -85 0 -85 Q 85 -85 85 -5 Z" fill="#e9a03b"/>` +
    `<ellipse cx="-30" cy="-50" rx="4" ry="2.5" fill="#fff"/><ellipse cx="10" cy="-62" rx="4" ry="2.5" fill="#fff"/><ellipse cx="35" cy="-40" rx="4" ry="2.5" fill="#fff"/>` +
    `<path d="M-92 5 Q -70 -10 -50 5 T -10 5 T 30 5 T 70 5 T 92 5" stroke="#6a994e" stroke-width="12" fill="none"/>` +
    `<rect x="-88" y="12" width="176" height="26" rx="12" fill="${/chicken/.test(String(owner['_id'])) ? '#8d5524' : '#d4a373'}"/>` +
    `<rect x="-84" y="40" width="168" height="10" fill="#ffd166"/>` +
    `<path d="M-85 52 L 85 52 Q 85 85 0 85 Q -85 85 -85 52 Z" fill="#e9a03b"/>` +
    `<circle cx="80" cy="-80" r="8" fill="${p.accent}"/>`
  );
};

const dessertIcon: Icon = (p, _r, owner) => {
  const id = String(owner['_id'] ?? '');
  let s = `<path d="M-90 0 L 90 0 Q 80 85 0 85 Q -80 85 -90 0 Z" fill="${p.accent}"/><ellipse cx="0" cy="0" rx="90" ry="14" fill="${p.accent2}"/>`;
  if (/jamun/.test(id)) s += `<circle cx="-28" cy="-18" r="30" fill="#7f3b08"/><circle cx="28" cy="-18" r="30" fill="#8c4510"/><circle cx="-36" cy="-28" r="7" fill="#fff" opacity="0.4"/>`;
  else if (/brownie/.test(id))
    s += `<rect x="-70" y="-50" width="80" height="50" rx="4" fill="#3b1f0e"/><circle cx="35" cy="-30" r="32" fill="#fff8e7"/><path d="M10 -55 q 25 -15 50 0" stroke="#6b3a1e" stroke-width="6" fill="none"/>`;
  else s += `<path d="M-75 -2 Q -60 -40 -20 -30 Q 0 -60 30 -32 Q 70 -40 75 -2 Z" fill="#f6bd60"/><circle cx="-30" cy="-25" r="5" fill="#2d6a4f"/><circle cx="10" cy="-32" r="5" fill="#c1121f"/><circle cx="40" cy="-20" r="5" fill="#ffffff"/>`;
  return s;
};

const biryaniIcon: Icon = (p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<path d="M-90 -10 Q -100 90 0 90 Q 100 90 90 -10 Z" fill="#7f4f24"/><rect x="-95" y="-22" width="190" height="16" rx="8" fill="#936639"/>`;
  s += `<ellipse cx="0" cy="-22" rx="84" ry="14" fill="#fff3c4"/>`;
  for (let i = 0; i < 40; i++) s += `<ellipse cx="${(-75 + r() * 150).toFixed(1)}" cy="${(-32 + r() * 18).toFixed(1)}" rx="6" ry="2.4" fill="${i % 3 ? '#ffffff' : '#f4a261'}"/>`;
  s += nonVeg ? `<path d="M-20 -45 q 30 -30 50 0 q -10 20 -50 0 Z" fill="#b5651d"/><rect x="22" y="-48" width="30" height="8" rx="4" fill="#f1f3f5" transform="rotate(-25 22 -48)"/>` : `<circle cx="-30" cy="-40" r="9" fill="#6a994e"/><circle cx="25" cy="-42" r="9" fill="#f77f00"/>`;
  return s + `<circle cx="0" cy="40" r="10" fill="${p.accent2}" opacity="0.6"/>`;
};

const screenIcon: Icon = (p) =>
  `<rect x="-95" y="-70" width="190" height="110" rx="6" fill="#111" stroke="${p.accent2}" stroke-width="5"/><rect x="-85" y="-60" width="170" height="90" fill="${p.accent}"/>` +
  `<path d="M-10 -30 L 20 -15 L -10 0 Z" fill="#fff"/>` +
  [-60, -20, 20, 60].map((x) => `<rect x="${x - 16}" y="55" width="32" height="30" rx="6" fill="#c1121f"/><rect x="${x - 16}" y="48" width="32" height="12" rx="5" fill="#9d0208"/>`).join('');

const shieldIcon: Icon = (p) =>
  `<path d="M0 -95 L 80 -65 Q 80 40 0 95 Q -80 40 -80 -65 Z" fill="${p.accent}"/><path d="M-35 0 L -8 28 L 40 -28" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const sparkleIcon: Icon = (p) =>
  `<path d="M0 -95 L 20 -20 L 95 0 L 20 20 L 0 95 L -20 20 L -95 0 L -20 -20 Z" fill="${p.accent2}"/>` +
  `<path d="M60 -80 L 67 -62 L 85 -55 L 67 -48 L 60 -30 L 53 -48 L 35 -55 L 53 -62 Z" fill="${p.accent}"/>` +
  `<path d="M-60 45 L -55 58 L -42 63 L -55 68 L -60 81 L -65 68 L -78 63 L -65 58 Z" fill="#fff"/>`;

const ICONS: [RegExp, Icon][] = [
  // occasions
  [/^birthday$/, balloonsIcon],
  [/anniversary/, heartIcon],
  [/proposal/, ringIcon],
  [/baby-shower/, pramIcon],
  [/farewell/, planeIcon],
  [/bride-to-be/, crownIcon],
  [/groom-to-be/, bowtieIcon],
  [/mom-to-be/, footprintsIcon],
  [/dad-to-be/, mustacheIcon],
  // add-ons
  [/balloon-arch/, archIcon],
  [/led-name-letters/, ledLettersIcon],
  [/rose-petal-heart/, roseHeartIcon],
  [/number-foil/, numberFoilIcon],
  [/photo-shoot/, cameraIcon],
  [/polaroid/, polaroidIcon],
  [/cinematic-reel/, reelIcon],
  [/^fog-entry$/, fogIcon],
  [/cold-pyro/, pyroIcon],
  [/bubble/, bubblesIcon],
  [/red-roses|mixed-flowers/, bouquetIcon],
  [/teddy/, teddyIcon],
  [/sunflower/, sunflowerIcon],
  [/candle-path/, candlesIcon],
  [/rose-heart-table/, tableHeartIcon],
  [/photo-booth-props/, propsIcon],
  [/crown-and-sash/, crownIcon],
  [/party-poppers/, popperIcon],
  [/sparkler/, sparklerIcon],
  // food
  [/pizza/, pizzaIcon],
  [/mojito|coffee|lagoon|soda/, glassIcon],
  [/fries|nuggets/, friesIcon],
  [/tikka|chilli-chicken|chicken-65/, plateIcon],
  [/burger|sandwich/, burgerIcon],
  [/brownie|meetha|jamun/, dessertIcon],
  [/biryani/, biryaniIcon],
  // about features
  [/private-rooms/, screenIcon],
  [/feature-decoration/, balloonsIcon],
  [/cakes-food/, cakeIcon],
  [/surprises/, sparkleIcon],
  [/feature-safe/, shieldIcon],
];

function iconFor(ref: ImageRef): Icon {
  if (ref.folder === 'cakes') return cakeIcon;
  const hit = ICONS.find(([re]) => re.test(ref.file));
  if (!hit) throw new Error(`no drawing for ${ref.path} (${ref.label || 'no label'}): add an icon rule in scripts/make-seed-images.ts`);
  return hit[1];
}

/**
 * The icon for a scene (gallery, slider, highlight...), chosen by words in its file name, else in its
 * label or occasion; never fails.
 */
function sceneIcon(ref: ImageRef): Icon {
  const rules: [RegExp, Icon][] = [
    [/birthday|celebrate|experience/, balloonsIcon],
    [/anniversary|rose/, roseHeartIcon],
    [/proposal|candle/, candlesIcon],
    [/baby/, pramIcon],
    [/farewell|group|movie/, popperIcon],
    [/bride|mom/, crownIcon],
    [/groom/, bowtieIcon],
    [/dad/, mustacheIcon],
    [/fog|surprise/, fogIcon],
    [/cake|combo/, cakeIcon],
    [/canopy|starlight/, heartIcon],
    [/memories/, cameraIcon],
  ];
  const words = `${ref.label} ${typeof ref.owner['occasion'] === 'string' ? ref.owner['occasion'] : ''}`.toLowerCase();
  return (rules.find(([re]) => re.test(ref.file)) ?? rules.find(([re]) => re.test(words)))?.[1] ?? balloonsIcon;
}

const placeIcon = (icon: Icon, p: Palette, r: () => number, owner: SeedObject, cx: number, cy: number, size: number): string =>
  `<g transform="translate(${cx} ${cy}) scale(${(size / 200).toFixed(3)})">${icon(p, r, owner)}</g>`;

// ---------------------------------------------------------------------------------------------
// Whole images

const DEFS = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`;

function svg(w: number, h: number, p: Palette, body: string, diagonal = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${DEFS}<linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="screenGlow" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.9"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

function stars(w: number, h: number, r: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(0.8 + r() * 1.8).toFixed(1)}" fill="#ffffff" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`;
  return s;
}

function fairyLights(w: number, y: number, sag: number, r: () => number): string {
  let s = `<path d="M0 ${y} Q ${w / 4} ${y + sag} ${w / 2} ${y} T ${w} ${y}" stroke="#444" stroke-width="2" fill="none"/>`;
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const x = t * w;
    const local = (t * 2) % 1;
    const yy = y + sag * 2 * local * (1 - local);
    s += `<circle cx="${x.toFixed(1)}" cy="${(yy + 5).toFixed(1)}" r="4" fill="${pick(['#ffd166', '#fff3b0', '#ffb703'], String(r()))}"/><circle cx="${x.toFixed(1)}" cy="${(yy + 5).toFixed(1)}" r="9" fill="#ffd166" opacity="0.25"/>`;
  }
  return s;
}

function seats(x0: number, y: number, width: number, count: number, colour: string, scale: number): string {
  let s = '';
  const gap = width / count;
  for (let i = 0; i < count; i++) {
    const x = x0 + i * gap + gap * 0.08;
    const w = gap * 0.84;
    s += `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${70 * scale}" rx="${14 * scale}" fill="${colour}"/>`;
    s += `<rect x="${x.toFixed(1)}" y="${y + 50 * scale}" width="${w.toFixed(1)}" height="${40 * scale}" rx="${10 * scale}" fill="${colour}" opacity="0.85"/>`;
    s += `<rect x="${(x + w * 0.1).toFixed(1)}" y="${y + 12 * scale}" width="${(w * 0.8).toFixed(1)}" height="${30 * scale}" rx="${8 * scale}" fill="#000" opacity="0.18"/>`;
  }
  return s;
}

function theatreImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const theatreId = ref.file.replace(/-\d+$/, '');
  // One palette per theatre, in seed order, so rooms never share colours.
  const index = seed.theatres.findIndex((t) => t._id === theatreId);
  const p = index >= 0 ? DARK[index % DARK.length]! : pick(DARK, theatreId);
  const variant = Number(/-(\d+)$/.exec(ref.file)?.[1] ?? '1');
  const name = ref.label || theatreId;
  const batch = String(ref.owner['batchType'] ?? '');
  const seatCount = Math.min(6, Math.max(2, Number(ref.owner['maxPeople'] ?? 4)));
  let body = stars(w, h * 0.35, r, 70);
  // floor
  body += `<path d="M0 ${h * 0.72} L ${w} ${h * 0.72} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="0.35"/>`;
  if (variant === 1) {
    const sx = w * 0.17, sy = h * 0.1, sw = w * 0.66, sh = h * 0.44;
    body += `<rect x="${sx - 20}" y="${sy - 20}" width="${sw + 40}" height="${sh + 40}" fill="${p.accent}" opacity="0.35" filter="url(#glow)"/>`;
    body += `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="url(#screenGlow)"/>`;
    body += textBlock([name], w / 2, sy + sh * 0.52, sw * 0.8, h * 0.12, p.from).svg;
    body += `<text x="${w / 2}" y="${sy + sh * 0.78}" font-family="${FONT}" font-size="${h * 0.035}" fill="${p.from}" text-anchor="middle" opacity="0.8">${esc(`${BRAND} · ${batch} theatre`)}</text>`;
    body += balloon(w * 0.07, h * 0.3, 34, p.accent, h * 0.7) + balloon(w * 0.12, h * 0.22, 30, p.accent2, h * 0.7);
    body += balloon(w * 0.93, h * 0.3, 34, p.accent2, h * 0.7) + balloon(w * 0.88, h * 0.22, 30, p.accent, h * 0.7);
    body += seats(w * 0.12, h * 0.68, w * 0.76, seatCount, '#7a1020', 1.6);
  } else if (variant === 2) {
    body += fairyLights(w, h * 0.06, h * 0.12, r);
    body += `<rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.24}" rx="12" fill="#000" opacity="0.4"/>`;
    body += `<text x="${w / 2}" y="${h * 0.37}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.13}" text-anchor="middle" fill="none" stroke="#ffd166" stroke-width="7" stroke-linecap="round" stroke-dasharray="0.1 11">PARTY</text>`;
    for (let i = 0; i < 9; i++) body += balloon(w * (0.06 + i * 0.11), h * (0.55 + (i % 2) * 0.07), 38 + r() * 10, pick(BALLOON_COLOURS, `${ref.path}${i}`), h * 0.95);
    body += placeIcon(cakeIcon, p, r, { _id: 'red-velvet' }, w / 2, h * 0.78, h * 0.3);
    body += textBlock([`${name}: decorated for you`], w / 2, h * 0.96, w * 0.8, h * 0.05, '#ffffff').svg;
  } else {
    // side view: the screen in perspective and rows of seats
    body += `<path d="M${w * 0.55} ${h * 0.12} L ${w * 0.95} ${h * 0.04} L ${w * 0.95} ${h * 0.6} L ${w * 0.55} ${h * 0.5} Z" fill="url(#screenGlow)"/>`;
    body += `<path d="M${w * 0.55} ${h * 0.12} L ${w * 0.95} ${h * 0.04} L ${w * 0.95} ${h * 0.6} L ${w * 0.55} ${h * 0.5} Z" fill="${p.accent}" opacity="0.5" filter="url(#glow)"/>`;
    for (let row = 0; row < 2; row++) body += seats(w * (0.04 + row * 0.05), h * (0.56 + row * 0.17), w * (0.5 - row * 0.05), 3, row ? '#5a0d18' : '#7a1020', 1.4 + row * 0.3);
    for (let i = 0; i < 6; i++) body += `<line x1="${w * (0.05 + i * 0.08)}" y1="0" x2="${w * (0.05 + i * 0.08)}" y2="${h * (0.2 + r() * 0.2)}" stroke="#fff3b0" stroke-width="1.5" opacity="0.7"/><circle cx="${w * (0.05 + i * 0.08)}" cy="${h * (0.2 + r() * 0.2)}" r="6" fill="#ffd166"/>`;
    body += `<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#000" opacity="0.5"/>`;
    body += `<text x="${w * 0.03}" y="${h * 0.965}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.045}" fill="#ffffff">${esc(`${name} · up to ${String(ref.owner['maxSeating'] ?? '')} guests`)}</text>`;
  }
  return svg(w, h, p, body);
}

function locationImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const p = pick(DARK, ref.file);
  const area = String(ref.owner['name'] ?? ref.file).replace(`${BRAND} `, '');
  const soon = !ref.owner['_id'];
  let body = stars(w, h * 0.3, r, 50);
  body += `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.06}" fill="#fff3b0" opacity="0.9"/>`;
  // neighbours and the building
  for (let i = 0; i < 6; i++) {
    const bw = w * (0.1 + r() * 0.06);
    const bh = h * (0.25 + r() * 0.25);
    const bx = i * w * 0.17 - w * 0.02;
    body += `<rect x="${bx.toFixed(1)}" y="${(h * 0.8 - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="#000" opacity="0.35"/>`;
  }
  const bx = w * 0.22, by = h * 0.22, bw = w * 0.56, bh = h * 0.58;
  body += `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="#2b2d42"/>`;
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 7; col++)
      body += `<rect x="${bx + 24 + col * ((bw - 48) / 7)}" y="${by + 110 + row * 60}" width="${(bw - 48) / 7 - 14}" height="38" fill="${r() > 0.35 ? '#ffd166' : '#3d405b'}" opacity="0.9"/>`;
  body += `<rect x="${bx - 10}" y="${by + 16}" width="${bw + 20}" height="74" rx="8" fill="${p.accent}"/>`;
  body += textBlock([BRAND], w / 2, by + 68, bw * 0.9, 48, '#ffffff').svg;
  body += `<rect x="${w / 2 - 50}" y="${by + bh - 90}" width="100" height="90" fill="#111"/><rect x="${w / 2 - 44}" y="${by + bh - 84}" width="88" height="84" fill="#ffd166" opacity="0.5"/>`;
  body += `<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#1b1b1b"/>`;
  body += `<line x1="0" y1="${h * 0.9}" x2="${w}" y2="${h * 0.9}" stroke="#ffffff" stroke-width="4" stroke-dasharray="40 30" opacity="0.6"/>`;
  body += textBlock([area], w / 2, h * 0.875, w * 0.7, h * 0.06, '#ffffff').svg;
  if (soon)
    body += `<g transform="rotate(-12 ${w * 0.2} ${h * 0.2})"><rect x="${w * 0.02}" y="${h * 0.13}" width="${w * 0.36}" height="${h * 0.1}" fill="#e63946"/><text x="${w * 0.2}" y="${h * 0.2}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.055}" fill="#fff" text-anchor="middle">COMING SOON</text></g>`;
  return svg(w, h, p, body);
}

function vegMark(owner: SeedObject, x: number, y: number, s: number): string {
  const type = owner['foodType'] ?? (owner['cakeType'] === 'eggless' ? 'Veg' : owner['cakeType'] === 'egg' ? 'Non-veg' : undefined);
  if (!type) return '';
  const colour = type === 'Veg' ? '#2e9d57' : '#8b3a0f';
  const inner =
    type === 'Veg'
      ? `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.28}" fill="${colour}"/>`
      : `<path d="M${x + s / 2} ${y + s * 0.2} L ${x + s * 0.8} ${y + s * 0.78} L ${x + s * 0.2} ${y + s * 0.78} Z" fill="${colour}"/>`;
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="4" fill="#ffffff" stroke="${colour}" stroke-width="4"/>${inner}`;
}

function cardImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const p = pick(LIGHT, ref.path);
  const icon = iconFor(ref);
  let body = `<circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.34}" fill="#ffffff" opacity="0.55"/>`;
  for (let i = 0; i < 14; i++) body += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h * 0.75).toFixed(1)}" r="${(3 + r() * 6).toFixed(1)}" fill="${i % 2 ? p.accent : p.accent2}" opacity="0.3"/>`;
  body += placeIcon(icon, p, r, ref.owner, w * 0.5, h * 0.4, w * 0.56);
  body += `<rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="${p.ink}" opacity="0.88"/>`;
  const lines = wrap(ref.label || ref.file, 22);
  const block = textBlock(lines, w / 2, lines.length > 1 ? h * 0.855 : h * 0.895, w * 0.88, h * 0.075, '#ffffff');
  body += block.svg;
  body += vegMark(ref.owner, w * 0.05, h * 0.05, w * 0.08);
  if (ref.owner['isPremium'] === true)
    body += `<rect x="${w * 0.62}" y="${h * 0.05}" width="${w * 0.33}" height="${h * 0.08}" rx="${h * 0.04}" fill="#b8860b"/><text x="${w * 0.785}" y="${h * 0.105}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.04}" fill="#fff" text-anchor="middle">PREMIUM</text>`;
  return svg(w, h, p, body, true);
}

function sceneImage(ref: ImageRef, w: number, h: number, title: string, subtitle: string): string {
  const r = rng(ref.path);
  const p = pick(DARK, ref.path);
  // Half the scenes have the screen on the left and the words on the right.
  const flip = hash(`${ref.path}flip`) % 2 === 1;
  const screenX = flip ? w * 0.06 : w * 0.52;
  const textX = flip ? w * 0.75 : w * 0.27;
  const balloonX = flip ? w * 0.8 : w * 0.04;
  let body = stars(w, h * 0.5, r, 60) + fairyLights(w, h * 0.04, h * 0.1, r);
  const sy = h * 0.2, sw = w * 0.42, sh = h * 0.36;
  body += `<rect x="${screenX - 12}" y="${sy - 12}" width="${sw + 24}" height="${sh + 24}" fill="${p.accent}" opacity="0.3" filter="url(#glow)"/>`;
  body += `<rect x="${screenX}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="url(#screenGlow)" opacity="0.9"/>`;
  body += `<path d="M0 ${h * 0.74} L ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="0.35"/>`;
  body += seats(screenX, h * 0.64, sw, 3, '#7a1020', h / 650);
  for (let i = 0; i < 4; i++) body += balloon(balloonX + w * i * 0.045, h * (0.69 + (i % 2) * 0.05), h * 0.05, pick(BALLOON_COLOURS, `${ref.path}b${i}`), h * 0.98);
  body += placeIcon(sceneIcon(ref), p, r, { _id: ref.file }, screenX + sw / 2, sy + sh / 2, sh * 0.8);
  const titleLines = wrap(title, title.length > 40 ? 22 : 26, 3);
  const t = textBlock(titleLines, textX, h * 0.3, w * 0.42, h * 0.075, '#ffffff');
  body += t.svg;
  if (subtitle) body += textBlock(wrap(subtitle, 30, 4), textX, h * 0.3 + t.height + h * 0.02, w * 0.42, h * 0.042, '#ffffffcc', 'normal').svg;
  body += `<text x="${w * 0.03}" y="${h * 0.96}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.03}" fill="${p.accent2}">${BRAND}</text>`;
  return svg(w, h, p, body);
}

function avatarImage(ref: ImageRef, w: number, h: number): string {
  const p = pick(LIGHT, ref.path);
  const name = String(ref.owner['name'] ?? ref.file);
  const initials = name
    .split(/\s+/)
    .map((s) => s[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const body =
    `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.42}" fill="${p.accent}"/>` +
    `<text x="${w / 2}" y="${h * 0.62}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.34}" fill="#ffffff" text-anchor="middle">${esc(initials)}</text>`;
  return svg(w, h, p, body, true);
}

function popupImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const p = DARK[2]!;
  const title = String(ref.owner['title'] ?? '');
  const amount = /₹\s?(\d+)/.exec(title)?.[1] ?? '';
  const code = /\b([A-Z0-9]{6,})\b/.exec(title)?.[1] ?? '';
  let body = stars(w, h, r, 60);
  for (let i = 0; i < 5; i++) body += balloon(w * (0.1 + i * 0.2), h * (0.12 + (i % 2) * 0.05), w * 0.05, pick(BALLOON_COLOURS, `${ref.path}${i}`), h * 0.3);
  body += `<rect x="${w * 0.08}" y="${h * 0.3}" width="${w * 0.84}" height="${h * 0.5}" rx="24" fill="#ffffff" opacity="0.95"/>`;
  body += `<text x="${w / 2}" y="${h * 0.4}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.05}" fill="${p.to}" text-anchor="middle">LAST MINUTE OFFER</text>`;
  body += `<text x="${w / 2}" y="${h * 0.55}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.13}" fill="#c1121f" text-anchor="middle">${esc(amount ? `₹${amount} OFF` : 'OFFER')}</text>`;
  body += `<text x="${w / 2}" y="${h * 0.63}" font-family="${FONT}" font-size="${h * 0.04}" fill="#333" text-anchor="middle">on the Basic Plan today</text>`;
  if (code)
    body += `<rect x="${w * 0.2}" y="${h * 0.67}" width="${w * 0.6}" height="${h * 0.09}" rx="10" fill="none" stroke="#c1121f" stroke-width="4" stroke-dasharray="12 8"/><text x="${w / 2}" y="${h * 0.73}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.05}" fill="#c1121f" text-anchor="middle">${esc(code)}</text>`;
  body += `<text x="${w / 2}" y="${h * 0.9}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.045}" fill="#ffffff" text-anchor="middle">${BRAND}</text>`;
  return svg(w, h, p, body);
}

// ---------------------------------------------------------------------------------------------
// Which drawing and size each folder gets

interface Drawing {
  width: number;
  height: number;
  draw: (ref: ImageRef, w: number, h: number) => string;
}

const ownerText = (ref: ImageRef, key: string): string => {
  const v = ref.owner[key];
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.join(' · ');
  return '';
};

function drawingFor(ref: ImageRef): Drawing {
  const card = { width: 600, height: 600, draw: cardImage };
  switch (ref.folder) {
    case 'theatres':
      return { width: 1200, height: 800, draw: theatreImage };
    case 'locations':
      return { width: 1200, height: 800, draw: locationImage };
    case 'sliders':
      return { width: 1600, height: 900, draw: (f, w, h) => sceneImage(f, w, h, f.label, ownerText(f, 'subtitle')) };
    case 'highlights':
      return { width: 1200, height: 800, draw: (f, w, h) => sceneImage(f, w, h, f.label, ownerText(f, 'features')) };
    case 'gallery':
      return { width: 1200, height: 800, draw: (f, w, h) => sceneImage(f, w, h, f.label, '') };
    case 'about':
      return ref.file === 'about'
        ? { width: 1200, height: 800, draw: (f, w, h) => sceneImage(f, w, h, f.label, 'Private theatres for every celebration in Hyderabad') }
        : card;
    case 'testimonials':
      return ref.file.startsWith('avatar-')
        ? { width: 200, height: 200, draw: avatarImage }
        : {
            width: 800,
            height: 600,
            draw: (f, w, h) => sceneImage(f, w, h, `${ownerText(f, 'occasion')} celebration`, `${ownerText(f, 'name')}, ${ownerText(f, 'location')}`),
          };
    case 'popups':
      return { width: 800, height: 800, draw: popupImage };
    case 'occasions':
    case 'cakes':
    case 'addons':
    case 'food':
      return card;
    default:
      throw new Error(`no image plan for folder '${ref.folder}' (${ref.path}): add one in scripts/make-seed-images.ts`);
  }
}

// ---------------------------------------------------------------------------------------------

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
