import type { ImageRef } from './collect.ts';
import { FONT, LIGHT, esc, pick } from './kit.ts';
import { svg } from './scenery.ts';

/** Review avatars: the reviewer's initials on a circle. */

export function avatarImage(ref: ImageRef, w: number, h: number): string {
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
