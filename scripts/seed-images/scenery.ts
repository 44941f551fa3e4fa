import { type Palette, pick } from './kit.ts';

/** The SVG frame of every image and the scenery pieces rooms and scenes share: stars, fairy lights, seats. */

const DEFS = `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`;

export function svg(w: number, h: number, p: Palette, body: string, diagonal = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${DEFS}<linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="screenGlow" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.9"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

export function stars(w: number, h: number, r: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++)
    s += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h).toFixed(1)}" r="${(0.8 + r() * 1.8).toFixed(1)}" fill="#ffffff" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`;
  return s;
}

export function fairyLights(w: number, y: number, sag: number, r: () => number): string {
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

export function seats(x0: number, y: number, width: number, count: number, colour: string, scale: number): string {
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
