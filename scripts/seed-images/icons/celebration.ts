import { type Icon, balloon, candle, heartPath, rose } from './parts.ts';
import { BALLOON_COLOURS, FONT, pick } from '../kit.ts';

/** Icons of occasions, add-ons and features, drawn in a 200 x 200 box centred on 0,0. */

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

export const cakeIcon: Icon = (p, r, owner) => {
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
    for (let i = 0; i < 5; i++)
      s += `<circle cx="${-56 + i * 28}" cy="6" r="7" fill="${/black-forest|red-velvet/.test(id) ? '#c1121f' : p.accent}"/>`;
    s += candle(-20, -4, 34, '#4cc9f0') + candle(20, -4, 34, '#f72585');
  }
  void r;
  return s;
};

export const balloonsIcon: Icon = (p, r) => {
  const colours = [p.accent, p.accent2, pick(BALLOON_COLOURS, String(r()))];
  return balloon(-42, -28, 30, colours[0]!, 95) + balloon(42, -22, 30, colours[1]!, 95) + balloon(0, -52, 34, colours[2]!, 95);
};

export const heartIcon: Icon = (p) =>
  `<path d="${heartPath(0, 0, 78)}" fill="#e0457b"/><path d="${heartPath(46, -52, 24)}" fill="${p.accent2}"/><path d="${heartPath(-58, -48, 16)}" fill="#ffffff" opacity="0.8"/>`;

export const ringIcon: Icon = (p) =>
  `<circle cx="0" cy="28" r="56" fill="none" stroke="#f4c430" stroke-width="14"/>` +
  `<circle cx="0" cy="28" r="56" fill="none" stroke="#fff3b0" stroke-width="3" opacity="0.8"/>` +
  `<path d="M-28 -42 L-16 -62 L16 -62 L28 -42 L0 -16 Z" fill="#bde0fe" stroke="#ffffff" stroke-width="3"/>` +
  `<path d="M-28 -42 L28 -42 M-16 -62 L0 -42 L16 -62 M0 -42 L0 -16" stroke="#ffffff" stroke-width="2" fill="none"/>` +
  `<path d="${heartPath(70, -70, 16)}" fill="${p.accent}"/>`;

export const pramIcon: Icon = (p) =>
  `<path d="M-70 -10 A 70 70 0 0 1 0 -80 L 0 -10 Z" fill="${p.accent}"/>` +
  `<path d="M-80 -10 L 70 -10 Q 70 40 20 45 L -40 45 Q -80 40 -80 -10 Z" fill="${p.accent2}"/>` +
  `<path d="M70 -10 L 90 -50" stroke="#555" stroke-width="6" stroke-linecap="round"/>` +
  `<circle cx="-45" cy="68" r="20" fill="#444"/><circle cx="-45" cy="68" r="8" fill="#ddd"/>` +
  `<circle cx="40" cy="68" r="20" fill="#444"/><circle cx="40" cy="68" r="8" fill="#ddd"/>`;

export const planeIcon: Icon = (p) =>
  `<path d="M-90 10 L 90 -70 L 20 80 L 0 25 Z" fill="#ffffff"/><path d="M0 25 L 90 -70 L 10 45 Z" fill="#dee2e6"/>` +
  `<path d="M-90 60 Q -50 40 -30 70 T 30 60" stroke="${p.accent}" stroke-width="4" stroke-dasharray="8 8" fill="none"/>`;

export const crownIcon: Icon = (p) =>
  `<path d="M-80 40 L -80 -40 L -40 0 L 0 -60 L 40 0 L 80 -40 L 80 40 Z" fill="#f4c430" stroke="#b8860b" stroke-width="4"/>` +
  `<rect x="-80" y="40" width="160" height="22" fill="#daa520"/>` +
  `<circle cx="0" cy="10" r="12" fill="${p.accent}"/><circle cx="-45" cy="20" r="9" fill="#4cc9f0"/><circle cx="45" cy="20" r="9" fill="#06d6a0"/>` +
  `<circle cx="-80" cy="-44" r="8" fill="#fff"/><circle cx="0" cy="-64" r="8" fill="#fff"/><circle cx="80" cy="-44" r="8" fill="#fff"/>`;

export const bowtieIcon: Icon = (p) =>
  `<path d="M-90 -45 L -12 -8 L -12 8 L -90 45 Q -100 0 -90 -45 Z" fill="${p.accent}"/>` +
  `<path d="M90 -45 L 12 -8 L 12 8 L 90 45 Q 100 0 90 -45 Z" fill="${p.accent}"/>` +
  `<rect x="-18" y="-20" width="36" height="40" rx="8" fill="${p.accent2}"/>`;

export const mustacheIcon: Icon = (p) =>
  `<path d="M0 -5 C -20 -35 -60 -30 -75 -5 C -85 10 -100 10 -105 0 C -100 35 -40 40 0 15 C 40 40 100 35 105 0 C 100 10 85 10 75 -5 C 60 -30 20 -35 0 -5 Z" fill="#3b2416"/>` +
  `<path d="M-40 -70 Q 0 -95 40 -70 L 50 -50 L -50 -50 Z" fill="${p.accent}"/><rect x="-70" y="-52" width="140" height="10" rx="4" fill="${p.accent2}"/>`;

export const footprintsIcon: Icon = (p) =>
  `<path d="${heartPath(0, -10, 80)}" fill="#f06595" opacity="0.9"/>` +
  `<ellipse cx="-22" cy="0" rx="14" ry="22" fill="#fff"/><circle cx="-30" cy="-28" r="5" fill="#fff"/><circle cx="-20" cy="-31" r="4.5" fill="#fff"/><circle cx="-11" cy="-28" r="4" fill="#fff"/>` +
  `<ellipse cx="22" cy="20" rx="14" ry="22" fill="#fff"/><circle cx="14" cy="-8" r="5" fill="#fff"/><circle cx="24" cy="-11" r="4.5" fill="#fff"/><circle cx="33" cy="-8" r="4" fill="#fff"/>`;

export const bouquetIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 7; i++) s += `<line x1="0" y1="60" x2="${-50 + i * 16}" y2="-30" stroke="#2d6a4f" stroke-width="4"/>`;
  const colours = ['#d00000', '#ff4d6d', p.accent, '#ffffff', p.accent2];
  for (let i = 0; i < 9; i++) {
    const x = -60 + (i % 5) * 30 + (i >= 5 ? 15 : 0);
    const y = -40 - (i >= 5 ? 30 : 0) + r() * 10;
    s += rose(x, y, 17, colours[i % colours.length]!);
  }
  return (
    s +
    `<path d="M-55 10 L 55 10 L 20 95 L -20 95 Z" fill="${p.accent2}" opacity="0.95"/><path d="M-20 50 L 20 50 L 0 68 Z" fill="#fff" opacity="0.8"/>`
  );
};

export const sunflowerIcon: Icon = () => {
  let s = '<line x1="0" y1="0" x2="0" y2="95" stroke="#2d6a4f" stroke-width="8"/>';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    s += `<ellipse cx="${(Math.cos(a) * 52).toFixed(1)}" cy="${(-20 + Math.sin(a) * 52).toFixed(1)}" rx="22" ry="10" transform="rotate(${(a * 180) / Math.PI} ${(Math.cos(a) * 52).toFixed(1)} ${(-20 + Math.sin(a) * 52).toFixed(1)})" fill="#ffc300"/>`;
  }
  return s + '<circle cx="0" cy="-20" r="36" fill="#6f4518"/><circle cx="0" cy="-20" r="26" fill="#4a2c0f"/>';
};

export const teddyIcon: Icon = (p) =>
  `<circle cx="-45" cy="-60" r="22" fill="#a0522d"/><circle cx="45" cy="-60" r="22" fill="#a0522d"/>` +
  `<circle cx="0" cy="-20" r="60" fill="#c68642"/><ellipse cx="0" cy="5" rx="26" ry="20" fill="#f1d1b5"/>` +
  `<circle cx="-22" cy="-34" r="7" fill="#222"/><circle cx="22" cy="-34" r="7" fill="#222"/><ellipse cx="0" cy="-4" rx="9" ry="6" fill="#222"/>` +
  rose(-60, 60, 20) +
  rose(-20, 72, 20, p.accent) +
  rose(20, 72, 20) +
  rose(60, 60, 20, p.accent);

export const cameraIcon: Icon = (p) =>
  `<rect x="-90" y="-45" width="180" height="115" rx="16" fill="#2b2d42"/><rect x="-45" y="-68" width="70" height="28" rx="6" fill="#2b2d42"/>` +
  `<circle cx="0" cy="12" r="44" fill="#8d99ae"/><circle cx="0" cy="12" r="32" fill="#1d3557"/><circle cx="-10" cy="2" r="10" fill="#fff" opacity="0.6"/>` +
  `<rect x="55" y="-35" width="22" height="12" rx="3" fill="${p.accent2}"/>`;

export const polaroidIcon: Icon = (p) =>
  [-20, 0, 20]
    .map(
      (rot, i) =>
        `<g transform="rotate(${rot} 0 0) translate(${(i - 1) * 30} 0)"><rect x="-55" y="-70" width="110" height="130" fill="#ffffff" stroke="#ddd"/><rect x="-45" y="-60" width="90" height="88" fill="${i === 1 ? p.accent : p.accent2}"/><circle cx="${-10 + i * 10}" cy="-20" r="14" fill="#fff" opacity="0.7"/></g>`,
    )
    .join('');

export const reelIcon: Icon = (p) => {
  let s = `<rect x="-95" y="-50" width="190" height="100" fill="#222"/>`;
  for (let i = 0; i < 10; i++)
    s += `<rect x="${-90 + i * 19}" y="-44" width="10" height="10" fill="#fff"/><rect x="${-90 + i * 19}" y="34" width="10" height="10" fill="#fff"/>`;
  for (let i = 0; i < 3; i++) s += `<rect x="${-85 + i * 58}" y="-28" width="52" height="56" fill="${i === 1 ? p.accent : p.accent2}"/>`;
  return s + `<path d="M-12 -15 L 18 0 L -12 15 Z" fill="#fff"/>`;
};

export const fogIcon: Icon = (p) =>
  `<rect x="-50" y="-90" width="100" height="170" rx="4" fill="#3d2b1f" stroke="${p.accent2}" stroke-width="5"/>` +
  `<g filter="url(#soft)"><ellipse cx="-50" cy="70" rx="70" ry="30" fill="#ffffff" opacity="0.85"/><ellipse cx="40" cy="60" rx="80" ry="35" fill="#f1f3f5" opacity="0.9"/>` +
  `<ellipse cx="0" cy="30" rx="60" ry="28" fill="#ffffff" opacity="0.7"/><ellipse cx="-80" cy="30" rx="30" ry="18" fill="#ffffff" opacity="0.6"/></g>`;

export const pyroIcon: Icon = (p, r) => {
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

export const bubblesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 14; i++) {
    const rad = 8 + r() * 28;
    s += `<circle cx="${(-90 + r() * 180).toFixed(1)}" cy="${(-90 + r() * 180).toFixed(1)}" r="${rad.toFixed(1)}" fill="#ffffff" fill-opacity="0.15" stroke="${i % 2 ? p.accent : '#ffffff'}" stroke-width="3"/>`;
  }
  return s;
};

export const candlesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 5; i++) s += candle(-80 + i * 40, 80 - i * 8, 40 + r() * 20, '#fff8e7');
  for (let i = 0; i < 14; i++)
    s += `<ellipse cx="${(-90 + r() * 180).toFixed(1)}" cy="${(60 + r() * 35).toFixed(1)}" rx="8" ry="5" fill="${i % 3 ? '#d00000' : p.accent}"/>`;
  return s;
};

export const roseHeartIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 40; i++) {
    const t = (i / 40) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3 * 5;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) * 5;
    s += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="6" transform="rotate(${Math.floor(r() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 4 ? '#c9184a' : p.accent}"/>`;
  }
  return s + candle(0, 20, 30, '#fff8e7');
};

export const tableHeartIcon: Icon = (p) =>
  `<rect x="-95" y="20" width="190" height="14" fill="#8b5e3c"/><rect x="-80" y="34" width="10" height="60" fill="#6b4226"/><rect x="70" y="34" width="10" height="60" fill="#6b4226"/>` +
  `<path d="${heartPath(0, -30, 50)}" fill="#c9184a"/>` +
  candle(-70, 20, 24, '#fff8e7') +
  candle(70, 20, 24, '#fff8e7') +
  `<circle cx="0" cy="-30" r="6" fill="${p.accent2}"/>`;

export const archIcon: Icon = (p, r) => {
  let s = '';
  const colours = [p.accent, p.accent2, '#ffffff', pick(BALLOON_COLOURS, String(r()))];
  for (let i = 0; i <= 18; i++) {
    const a = Math.PI + (i / 18) * Math.PI;
    s += `<circle cx="${(Math.cos(a) * 85).toFixed(1)}" cy="${(80 + Math.sin(a) * 150).toFixed(1)}" r="17" fill="${colours[i % colours.length]}"/>`;
  }
  return s;
};

export const ledLettersIcon: Icon = (p) =>
  `<text x="0" y="30" font-family="${FONT}" font-weight="bold" font-size="92" text-anchor="middle" fill="${p.accent}" fill-opacity="0.25" stroke="#ffd166" stroke-width="9" stroke-linecap="round" stroke-dasharray="0.1 13">LOVE</text>`;

export const numberFoilIcon: Icon = (p) =>
  `<defs><linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.5" stop-color="#d4a017"/><stop offset="1" stop-color="#fff3b0"/></linearGradient></defs>` +
  `<text x="0" y="60" font-family="${FONT}" font-weight="bold" font-size="170" text-anchor="middle" fill="url(#foil)" stroke="#b8860b" stroke-width="3">21</text>` +
  `<line x1="-10" y1="70" x2="-10" y2="100" stroke="${p.accent}" stroke-width="2"/>`;

export const propsIcon: Icon = (p) =>
  `<line x1="-40" y1="10" x2="-70" y2="95" stroke="#8b5e3c" stroke-width="5"/>` +
  `<path d="M-40 10 C -55 -15 -85 -10 -95 10 C -80 5 -70 25 -40 15 C -10 25 0 5 15 10 C 5 -10 -25 -15 -40 10 Z" fill="#222"/>` +
  `<line x1="50" y1="-10" x2="80" y2="95" stroke="#8b5e3c" stroke-width="5"/>` +
  `<circle cx="25" cy="-40" r="22" fill="none" stroke="${p.accent}" stroke-width="8"/><circle cx="75" cy="-40" r="22" fill="none" stroke="${p.accent}" stroke-width="8"/><line x1="47" y1="-40" x2="53" y2="-40" stroke="${p.accent}" stroke-width="8"/>`;

export const popperIcon: Icon = (p, r) => {
  let s = `<path d="M-70 90 L -20 -10 L 20 30 Z" fill="${p.accent}"/><path d="M-55 60 L -35 20 L -20 35 Z" fill="${p.accent2}"/>`;
  for (let i = 0; i < 22; i++) {
    const x = (r() * 140 - 20).toFixed(1);
    const y = (r() * -120 + 10).toFixed(1);
    s += `<rect x="${x}" y="${y}" width="8" height="14" transform="rotate(${Math.floor(r() * 180)} ${x} ${y})" fill="${pick(BALLOON_COLOURS, String(i) + String(r()))}"/>`;
  }
  return s;
};

export const sparklerIcon: Icon = (_p, r) => {
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

export const screenIcon: Icon = (p) =>
  `<rect x="-95" y="-70" width="190" height="110" rx="6" fill="#111" stroke="${p.accent2}" stroke-width="5"/><rect x="-85" y="-60" width="170" height="90" fill="${p.accent}"/>` +
  `<path d="M-10 -30 L 20 -15 L -10 0 Z" fill="#fff"/>` +
  [-60, -20, 20, 60]
    .map(
      (x) =>
        `<rect x="${x - 16}" y="55" width="32" height="30" rx="6" fill="#c1121f"/><rect x="${x - 16}" y="48" width="32" height="12" rx="5" fill="#9d0208"/>`,
    )
    .join('');

export const shieldIcon: Icon = (p) =>
  `<path d="M0 -95 L 80 -65 Q 80 40 0 95 Q -80 40 -80 -65 Z" fill="${p.accent}"/><path d="M-35 0 L -8 28 L 40 -28" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

export const sparkleIcon: Icon = (p) =>
  `<path d="M0 -95 L 20 -20 L 95 0 L 20 20 L 0 95 L -20 20 L -95 0 L -20 -20 Z" fill="${p.accent2}"/>` +
  `<path d="M60 -80 L 67 -62 L 85 -55 L 67 -48 L 60 -30 L 53 -48 L 35 -55 L 53 -62 Z" fill="${p.accent}"/>` +
  `<path d="M-60 45 L -55 58 L -42 63 L -55 68 L -60 81 L -65 68 L -78 63 L -65 58 Z" fill="#fff"/>`;
