import type { ImageRef } from './collect.ts';
import { BRAND, DARK, FONT, pick, rng, textBlock } from './kit.ts';
import { stars, svg } from './scenery.ts';

/** Branch photos: the building at night with the branch's area, 'Coming Soon' when it has no id. */

export function locationImage(ref: ImageRef, w: number, h: number): string {
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
  const bx = w * 0.22,
    by = h * 0.22,
    bw = w * 0.56,
    bh = h * 0.58;
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
