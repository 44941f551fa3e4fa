import type { ImageRef } from './collect.ts';
import { balloon } from './icons/parts.ts';
import { BALLOON_COLOURS, BRAND, DARK, FONT, esc, pick, rng } from './kit.ts';
import { stars, svg } from './scenery.ts';

/** The offer popup: the amount off and the coupon code from the popup's title. */

export function popupImage(ref: ImageRef, w: number, h: number): string {
  const r = rng(ref.path);
  const p = DARK[2]!;
  const title = String(ref.owner['title'] ?? '');
  const amount = /₹\s?(\d+)/.exec(title)?.[1] ?? '';
  const code = /\b([A-Z0-9]{6,})\b/.exec(title)?.[1] ?? '';
  let body = stars(w, h, r, 60);
  for (let i = 0; i < 5; i++)
    body += balloon(w * (0.1 + i * 0.2), h * (0.12 + (i % 2) * 0.05), w * 0.05, pick(BALLOON_COLOURS, `${ref.path}${i}`), h * 0.3);
  body += `<rect x="${w * 0.08}" y="${h * 0.3}" width="${w * 0.84}" height="${h * 0.5}" rx="24" fill="#ffffff" opacity="0.95"/>`;
  body += `<text x="${w / 2}" y="${h * 0.4}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.05}" fill="${p.to}" text-anchor="middle">LAST MINUTE OFFER</text>`;
  body += `<text x="${w / 2}" y="${h * 0.55}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.13}" fill="#c1121f" text-anchor="middle">${esc(amount ? `₹${amount} OFF` : 'OFFER')}</text>`;
  body += `<text x="${w / 2}" y="${h * 0.63}" font-family="${FONT}" font-size="${h * 0.04}" fill="#333" text-anchor="middle">on the Basic Plan today</text>`;
  if (code)
    body += `<rect x="${w * 0.2}" y="${h * 0.67}" width="${w * 0.6}" height="${h * 0.09}" rx="10" fill="none" stroke="#c1121f" stroke-width="4" stroke-dasharray="12 8"/><text x="${w / 2}" y="${h * 0.73}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.05}" fill="#c1121f" text-anchor="middle">${esc(code)}</text>`;
  body += `<text x="${w / 2}" y="${h * 0.9}" font-family="${FONT}" font-weight="bold" font-size="${h * 0.045}" fill="#ffffff" text-anchor="middle">${BRAND}</text>`;
  return svg(w, h, p, body);
}
