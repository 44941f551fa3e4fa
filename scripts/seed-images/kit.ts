/** Small drawing helpers: seeded randomness, palettes, SVG text that fits. */

export const BRAND = 'CineCelebrations';
export const FONT = "'DejaVu Sans', Arial, sans-serif";

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A seeded random number generator (mulberry32), so images are the same on every run. */
export function rng(seedText: string): () => number {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface Palette {
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
export const DARK: Palette[] = [
  { from: '#1b0f3b', to: '#5b1f6e', accent: '#ff6fb5', accent2: '#ffd166', ink: '#ffffff' },
  { from: '#0b1d3a', to: '#1f5f8b', accent: '#5ee7df', accent2: '#ffc371', ink: '#ffffff' },
  { from: '#2b0a16', to: '#8a1538', accent: '#ffb3c6', accent2: '#ffd700', ink: '#ffffff' },
  { from: '#0f2027', to: '#2c5364', accent: '#a8e063', accent2: '#f9d423', ink: '#ffffff' },
  { from: '#1a1a2e', to: '#533483', accent: '#e94560', accent2: '#f6c90e', ink: '#ffffff' },
  { from: '#231123', to: '#82204a', accent: '#f7b267', accent2: '#f4845f', ink: '#ffffff' },
  { from: '#10002b', to: '#3c096c', accent: '#c77dff', accent2: '#ffd60a', ink: '#ffffff' },
  { from: '#1d2b24', to: '#3f6e53', accent: '#ffcf56', accent2: '#ff8c61', ink: '#ffffff' },
];
export const LIGHT: Palette[] = [
  { from: '#fff1f6', to: '#ffc2d8', accent: '#e0457b', accent2: '#7b2cbf', ink: '#3d0a24' },
  { from: '#f0f7ff', to: '#b9dcff', accent: '#1f6fd1', accent2: '#ff8c42', ink: '#0d2b52' },
  { from: '#fffbea', to: '#ffe08a', accent: '#e07a00', accent2: '#c2185b', ink: '#4a2a00' },
  { from: '#f2fff5', to: '#b8f0c8', accent: '#2e9d57', accent2: '#ff6f61', ink: '#0d3b1f' },
  { from: '#f7f0ff', to: '#d9c2ff', accent: '#7b2cbf', accent2: '#ff5d8f', ink: '#2b0a4a' },
  { from: '#fff4ec', to: '#ffc9a8', accent: '#d9480f', accent2: '#5c2d91', ink: '#4a1a00' },
];
export const pick = <T>(list: T[], key: string): T => list[hash(key) % list.length]!;

export const BALLOON_COLOURS = ['#ff4d6d', '#ffd166', '#06d6a0', '#4cc9f0', '#f72585', '#b5179e', '#ff9f1c', '#ffffff', '#c0c0c0'];

/** Font size that fits `text` into `width` (DejaVu Sans Bold is about 0.62 em per character). */
const fit = (text: string, width: number, max: number): number => Math.max(10, Math.min(max, width / (text.length * 0.62)));

/** Splits a label into at most `lines` lines of about `per` characters. */
export function wrap(text: string, per: number, lines = 2): string[] {
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

export function textBlock(
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
