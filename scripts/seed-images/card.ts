import type { ImageRef, SeedObject } from './collect.ts';
import { iconFor, placeIcon } from './icons/rules.ts';
import { FONT, LIGHT, pick, rng, textBlock, wrap } from './kit.ts';
import { svg } from './scenery.ts';

/** Square cards (occasions, cakes, add-ons, food, about features): the icon, the name and marks. */

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

export function cardImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const p = pick(LIGHT, ref.path);
  const icon = iconFor(ref);
  let body = `<circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.34}" fill="#ffffff" opacity="0.55"/>`;
  for (let i = 0; i < 14; i++)
    body += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h * 0.75).toFixed(1)}" r="${(3 + r() * 6).toFixed(1)}" fill="${i % 2 ? p.accent : p.accent2}" opacity="0.3"/>`;
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
