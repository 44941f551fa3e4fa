import { type Icon, heartPath } from './parts.ts';

/** Icons of food and drinks, drawn in a 200 x 200 box centred on 0,0. */

export const pizzaIcon: Icon = (_p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<circle cx="0" cy="0" r="92" fill="#d98e32"/><circle cx="0" cy="0" r="80" fill="#e63946"/><circle cx="0" cy="0" r="76" fill="#ffd166"/>`;
  for (let i = 0; i < 4; i++)
    s += `<line x1="${-Math.cos((i * Math.PI) / 4) * 80}" y1="${-Math.sin((i * Math.PI) / 4) * 80}" x2="${Math.cos((i * Math.PI) / 4) * 80}" y2="${Math.sin((i * Math.PI) / 4) * 80}" stroke="#d98e32" stroke-width="3"/>`;
  for (let i = 0; i < 12; i++) {
    const a = r() * Math.PI * 2;
    const d = 15 + r() * 50;
    const [x, y] = [(Math.cos(a) * d).toFixed(1), (Math.sin(a) * d).toFixed(1)];
    s += nonVeg
      ? `<circle cx="${x}" cy="${y}" r="9" fill="#8d2b0b"/>`
      : `<rect x="${x}" y="${y}" width="12" height="8" rx="2" fill="${i % 2 ? '#2d6a4f' : '#fff3e0'}"/>`;
  }
  return s;
};

export const glassIcon: Icon = (p, _r, owner) => {
  const id = String(owner['_id'] ?? '');
  const drink = /coffee/.test(id) ? '#a47148' : /lagoon/.test(id) ? '#3a86ff' : /mojito|lime/.test(id) ? '#b7e4c7' : p.accent;
  return (
    `<path d="M-50 -80 L 50 -80 L 38 90 L -38 90 Z" fill="#ffffff" opacity="0.5" stroke="#ffffff" stroke-width="3"/>` +
    `<path d="M-46 -40 L 46 -40 L 38 86 L -38 86 Z" fill="${drink}"/>` +
    `<line x1="15" y1="-110" x2="0" y2="60" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="-45" cy="-80" r="22" fill="#a7c957" stroke="#6a994e" stroke-width="4"/>` +
    `<rect x="-25" y="-20" width="18" height="18" fill="#ffffff" opacity="0.7"/><rect x="5" y="0" width="18" height="18" fill="#ffffff" opacity="0.7"/>`
  );
};

export const friesIcon: Icon = (p, r) => {
  let s = '';
  for (let i = 0; i < 11; i++)
    s += `<rect x="${-55 + i * 10}" y="${-70 - r() * 30}" width="9" height="100" rx="2" fill="#ffd166" stroke="#e0a800"/>`;
  return (
    s + `<path d="M-65 -10 L 65 -10 L 50 90 L -50 90 Z" fill="${p.accent}"/><path d="${heartPath(0, 30, 18)}" fill="#fff" opacity="0.85"/>`
  );
};

export const plateIcon: Icon = (_p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<ellipse cx="0" cy="20" rx="98" ry="60" fill="#ffffff"/><ellipse cx="0" cy="20" rx="78" ry="45" fill="#f1f3f5"/>`;
  for (let i = 0; i < 9; i++) {
    const x = (-55 + (i % 5) * 27 + r() * 8).toFixed(1);
    const y = (0 + Math.floor(i / 5) * 28 + r() * 8).toFixed(1);
    s += nonVeg
      ? `<path d="M${x} ${y} q 10 -14 22 -2 q 8 14 -6 20 q -18 4 -16 -18 Z" fill="#b23a1c"/>`
      : `<rect x="${x}" y="${y}" width="22" height="18" rx="3" fill="${i % 2 ? '#f4a261' : '#fff3c4'}" stroke="#e76f51" stroke-width="2"/>`;
  }
  return (
    s +
    `<ellipse cx="70" cy="-20" rx="14" ry="5" fill="#2d6a4f" transform="rotate(-30 70 -20)"/><circle cx="-72" cy="-10" r="10" fill="#f9c74f"/>`
  );
};

export const burgerIcon: Icon = (p, _r, owner) => {
  const sandwich = /sandwich/.test(String(owner['_id'] ?? ''));
  if (sandwich)
    return (
      `<path d="M-90 60 L 0 -70 L 90 60 Z" fill="#f4d58d"/><path d="M-80 50 L 0 -58 L 80 50 Z" fill="#fffaf0"/>` +
      `<path d="M-82 40 L 82 40" stroke="#6a994e" stroke-width="10"/><path d="M-70 25 L 70 25" stroke="#e63946" stroke-width="8"/><path d="M-90 60 L 90 60" stroke="#d4a373" stroke-width="10"/>`
    );
  return (
    `<path d="M-85 -5 Q -85 -85 0 -85 Q 85 -85 85 -5 Z" fill="#e9a03b"/>` +
    `<ellipse cx="-30" cy="-50" rx="4" ry="2.5" fill="#fff"/><ellipse cx="10" cy="-62" rx="4" ry="2.5" fill="#fff"/><ellipse cx="35" cy="-40" rx="4" ry="2.5" fill="#fff"/>` +
    `<path d="M-92 5 Q -70 -10 -50 5 T -10 5 T 30 5 T 70 5 T 92 5" stroke="#6a994e" stroke-width="12" fill="none"/>` +
    `<rect x="-88" y="12" width="176" height="26" rx="12" fill="${/chicken/.test(String(owner['_id'])) ? '#8d5524' : '#d4a373'}"/>` +
    `<rect x="-84" y="40" width="168" height="10" fill="#ffd166"/>` +
    `<path d="M-85 52 L 85 52 Q 85 85 0 85 Q -85 85 -85 52 Z" fill="#e9a03b"/>` +
    `<circle cx="80" cy="-80" r="8" fill="${p.accent}"/>`
  );
};

export const dessertIcon: Icon = (p, _r, owner) => {
  const id = String(owner['_id'] ?? '');
  let s = `<path d="M-90 0 L 90 0 Q 80 85 0 85 Q -80 85 -90 0 Z" fill="${p.accent}"/><ellipse cx="0" cy="0" rx="90" ry="14" fill="${p.accent2}"/>`;
  if (/jamun/.test(id))
    s += `<circle cx="-28" cy="-18" r="30" fill="#7f3b08"/><circle cx="28" cy="-18" r="30" fill="#8c4510"/><circle cx="-36" cy="-28" r="7" fill="#fff" opacity="0.4"/>`;
  else if (/brownie/.test(id))
    s += `<rect x="-70" y="-50" width="80" height="50" rx="4" fill="#3b1f0e"/><circle cx="35" cy="-30" r="32" fill="#fff8e7"/><path d="M10 -55 q 25 -15 50 0" stroke="#6b3a1e" stroke-width="6" fill="none"/>`;
  else
    s += `<path d="M-75 -2 Q -60 -40 -20 -30 Q 0 -60 30 -32 Q 70 -40 75 -2 Z" fill="#f6bd60"/><circle cx="-30" cy="-25" r="5" fill="#2d6a4f"/><circle cx="10" cy="-32" r="5" fill="#c1121f"/><circle cx="40" cy="-20" r="5" fill="#ffffff"/>`;
  return s;
};

export const biryaniIcon: Icon = (p, r, owner) => {
  const nonVeg = owner['foodType'] === 'Non-veg';
  let s = `<path d="M-90 -10 Q -100 90 0 90 Q 100 90 90 -10 Z" fill="#7f4f24"/><rect x="-95" y="-22" width="190" height="16" rx="8" fill="#936639"/>`;
  s += `<ellipse cx="0" cy="-22" rx="84" ry="14" fill="#fff3c4"/>`;
  for (let i = 0; i < 40; i++)
    s += `<ellipse cx="${(-75 + r() * 150).toFixed(1)}" cy="${(-32 + r() * 18).toFixed(1)}" rx="6" ry="2.4" fill="${i % 3 ? '#ffffff' : '#f4a261'}"/>`;
  s += nonVeg
    ? `<path d="M-20 -45 q 30 -30 50 0 q -10 20 -50 0 Z" fill="#b5651d"/><rect x="22" y="-48" width="30" height="8" rx="4" fill="#f1f3f5" transform="rotate(-25 22 -48)"/>`
    : `<circle cx="-30" cy="-40" r="9" fill="#6a994e"/><circle cx="25" cy="-42" r="9" fill="#f77f00"/>`;
  return s + `<circle cx="0" cy="40" r="10" fill="${p.accent2}" opacity="0.6"/>`;
};
