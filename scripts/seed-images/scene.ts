import type { ImageRef } from './collect.ts';
import { balloon } from './icons/parts.ts';
import { placeIcon, sceneIcon } from './icons/rules.ts';
import { BALLOON_COLOURS, BRAND, DARK, FONT, hash, pick, rng, textBlock, wrap } from './kit.ts';
import { fairyLights, seats, stars, svg } from './scenery.ts';

/** Scenes (sliders, highlights, gallery, reviews, about): a decorated room with a title and subtitle. */

export function sceneImage(ref: ImageRef, w: number, h: number, title: string, subtitle: string): string {
  const r = rng(ref.path);
  const p = pick(DARK, ref.path);
  // Half the scenes have the screen on the left and the words on the right.
  const flip = hash(`${ref.path}flip`) % 2 === 1;
  const screenX = flip ? w * 0.06 : w * 0.52;
  const textX = flip ? w * 0.75 : w * 0.27;
  const balloonX = flip ? w * 0.8 : w * 0.04;
  let body = stars(w, h * 0.5, r, 60) + fairyLights(w, h * 0.04, h * 0.1, r);
  const sy = h * 0.2,
    sw = w * 0.42,
    sh = h * 0.36;
  body += `<rect x="${screenX - 12}" y="${sy - 12}" width="${sw + 24}" height="${sh + 24}" fill="${p.accent}" opacity="0.3" filter="url(#glow)"/>`;
  body += `<rect x="${screenX}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="url(#screenGlow)" opacity="0.9"/>`;
  body += `<path d="M0 ${h * 0.74} L ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="0.35"/>`;
  body += seats(screenX, h * 0.64, sw, 3, '#7a1020', h / 650);
  for (let i = 0; i < 4; i++)
    body += balloon(balloonX + w * i * 0.045, h * (0.69 + (i % 2) * 0.05), h * 0.05, pick(BALLOON_COLOURS, `${ref.path}b${i}`), h * 0.98);
  body += placeIcon(sceneIcon(ref), p, r, { _id: ref.file }, screenX + sw / 2, sy + sh / 2, sh * 0.8);
  const titleLines = wrap(title, title.length > 40 ? 22 : 26, 3);
  const t = textBlock(titleLines, textX, h * 0.3, w * 0.42, h * 0.075, '#ffffff');
  body += t.svg;
  if (subtitle)
    body += textBlock(wrap(subtitle, 30, 4), textX, h * 0.3 + t.height + h * 0.02, w * 0.42, h * 0.042, '#ffffffcc', 'normal').svg;
  body += `<text x="${w * 0.03}" y="${h * 0.96}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.03}" fill="${p.accent2}">${BRAND}</text>`;
  return svg(w, h, p, body);
}
