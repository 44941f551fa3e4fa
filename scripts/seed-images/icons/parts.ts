import type { SeedObject } from '../collect.ts';
import type { Palette } from '../kit.ts';

/** Pieces the icons and scenes share: balloons, hearts, roses, candles. */

export type Icon = (p: Palette, r: () => number, owner: SeedObject) => string;

export const balloon = (x: number, y: number, rx: number, colour: string, tailY: number): string =>
  `<path d="M${x} ${y + rx * 1.2} Q ${x - 8} ${(y + tailY) / 2 + 10} ${x + 2} ${tailY}" stroke="#ffffffaa" stroke-width="1.5" fill="none"/>` +
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 1.2}" fill="${colour}"/>` +
  `<ellipse cx="${x - rx * 0.35}" cy="${y - rx * 0.45}" rx="${rx * 0.22}" ry="${rx * 0.35}" fill="#ffffff" opacity="0.45"/>` +
  `<path d="M${x - 4} ${y + rx * 1.2 + 5} L${x} ${y + rx * 1.2 - 1} L${x + 4} ${y + rx * 1.2 + 5} Z" fill="${colour}"/>`;

export const heartPath = (x: number, y: number, s: number): string =>
  `M${x} ${y + s * 0.9} C ${x - s * 1.4} ${y} ${x - s * 0.8} ${y - s * 0.9} ${x} ${y - s * 0.35} C ${x + s * 0.8} ${y - s * 0.9} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9} Z`;

export const rose = (x: number, y: number, r: number, colour = '#d00000'): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
  `<path d="M${x - r * 0.6} ${y} A ${r * 0.6} ${r * 0.6} 0 1 1 ${x + r * 0.3} ${y + r * 0.4}" stroke="#7a0010" stroke-width="${r * 0.18}" fill="none"/>` +
  `<path d="M${x - r * 0.2} ${y - r * 0.1} A ${r * 0.25} ${r * 0.25} 0 1 1 ${x + r * 0.1} ${y + r * 0.15}" stroke="#7a0010" stroke-width="${r * 0.15}" fill="none"/>`;

export const candle = (x: number, y: number, h: number, colour: string): string =>
  `<rect x="${x - 5}" y="${y - h}" width="10" height="${h}" rx="2" fill="${colour}"/>` +
  `<line x1="${x}" y1="${y - h}" x2="${x}" y2="${y - h - 6}" stroke="#333" stroke-width="1.5"/>` +
  `<path d="M${x} ${y - h - 22} Q ${x + 7} ${y - h - 10} ${x} ${y - h - 5} Q ${x - 7} ${y - h - 10} ${x} ${y - h - 22} Z" fill="#ffb703"/>` +
  `<circle cx="${x}" cy="${y - h - 12}" r="10" fill="#ffd166" opacity="0.35"/>`;
