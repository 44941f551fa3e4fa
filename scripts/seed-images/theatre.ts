import { seed } from '../../server/db/seed/data/index.ts';
import type { ImageRef } from './collect.ts';
import { cakeIcon } from './icons/celebration.ts';
import { balloon } from './icons/parts.ts';
import { placeIcon } from './icons/rules.ts';
import { BALLOON_COLOURS, BRAND, DARK, FONT, esc, pick, rng, textBlock } from './kit.ts';
import { fairyLights, seats, stars, svg } from './scenery.ts';

/** Theatre photos: three views of each room (screen, party decoration, side view). */

export function theatreImage(ref: ImageRef, w: number, h: number): string {
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
    const sx = w * 0.17,
      sy = h * 0.1,
      sw = w * 0.66,
      sh = h * 0.44;
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
    for (let i = 0; i < 9; i++)
      body += balloon(
        w * (0.06 + i * 0.11),
        h * (0.55 + (i % 2) * 0.07),
        38 + r() * 10,
        pick(BALLOON_COLOURS, `${ref.path}${i}`),
        h * 0.95,
      );
    body += placeIcon(cakeIcon, p, r, { _id: 'red-velvet' }, w / 2, h * 0.78, h * 0.3);
    body += textBlock([`${name}: decorated for you`], w / 2, h * 0.96, w * 0.8, h * 0.05, '#ffffff').svg;
  } else {
    // side view: the screen in perspective and rows of seats
    body += `<path d="M${w * 0.55} ${h * 0.12} L ${w * 0.95} ${h * 0.04} L ${w * 0.95} ${h * 0.6} L ${w * 0.55} ${h * 0.5} Z" fill="url(#screenGlow)"/>`;
    body += `<path d="M${w * 0.55} ${h * 0.12} L ${w * 0.95} ${h * 0.04} L ${w * 0.95} ${h * 0.6} L ${w * 0.55} ${h * 0.5} Z" fill="${p.accent}" opacity="0.5" filter="url(#glow)"/>`;
    for (let row = 0; row < 2; row++)
      body += seats(
        w * (0.04 + row * 0.05),
        h * (0.56 + row * 0.17),
        w * (0.5 - row * 0.05),
        3,
        row ? '#5a0d18' : '#7a1020',
        1.4 + row * 0.3,
      );
    for (let i = 0; i < 6; i++)
      body += `<line x1="${w * (0.05 + i * 0.08)}" y1="0" x2="${w * (0.05 + i * 0.08)}" y2="${h * (0.2 + r() * 0.2)}" stroke="#fff3b0" stroke-width="1.5" opacity="0.7"/><circle cx="${w * (0.05 + i * 0.08)}" cy="${h * (0.2 + r() * 0.2)}" r="6" fill="#ffd166"/>`;
    body += `<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#000" opacity="0.5"/>`;
    body += `<text x="${w * 0.03}" y="${h * 0.965}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.045}" fill="#ffffff">${esc(`${name} · up to ${String(ref.owner['maxSeating'] ?? '')} guests`)}</text>`;
  }
  return svg(w, h, p, body);
}
