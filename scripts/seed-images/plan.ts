import { avatarImage } from './avatar.ts';
import { cardImage } from './card.ts';
import type { ImageRef } from './collect.ts';
import { locationImage } from './location.ts';
import { popupImage } from './popup.ts';
import { sceneImage } from './scene.ts';
import { theatreImage } from './theatre.ts';

/** Which drawing and size each folder gets. */

interface Drawing {
  width: number;
  height: number;
  draw: (ref: ImageRef, w: number, h: number) => string;
}

const ownerText = (ref: ImageRef, key: string): string => {
  const v = ref.owner[key];
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.join(' · ');
  return '';
};

export function drawingFor(ref: ImageRef): Drawing {
  const card = { width: 600, height: 600, draw: cardImage };
  switch (ref.folder) {
    case 'theatres':
      return { width: 1200, height: 800, draw: theatreImage };
    case 'locations':
      return { width: 1200, height: 800, draw: locationImage };
    case 'sliders':
      return { width: 1600, height: 900, draw: (f, w, h) => sceneImage(f, w, h, f.label, ownerText(f, 'subtitle')) };
    case 'highlights':
      return { width: 1200, height: 800, draw: (f, w, h) => sceneImage(f, w, h, f.label, ownerText(f, 'features')) };
    case 'gallery':
      return { width: 1200, height: 800, draw: (f, w, h) => sceneImage(f, w, h, f.label, '') };
    case 'about':
      return ref.file === 'about'
        ? {
            width: 1200,
            height: 800,
            draw: (f, w, h) => sceneImage(f, w, h, f.label, 'Private theatres for every celebration in Hyderabad'),
          }
        : card;
    case 'testimonials':
      return ref.file.startsWith('avatar-')
        ? { width: 200, height: 200, draw: avatarImage }
        : {
            width: 800,
            height: 600,
            draw: (f, w, h) =>
              sceneImage(f, w, h, `${ownerText(f, 'occasion')} celebration`, `${ownerText(f, 'name')}, ${ownerText(f, 'location')}`),
          };
    case 'popups':
      return { width: 800, height: 800, draw: popupImage };
    case 'occasions':
    case 'cakes':
    case 'addons':
    case 'food':
      return card;
    default:
      throw new Error(`no image plan for folder '${ref.folder}' (${ref.path}): add one in scripts/seed-images/plan.ts`);
  }
}
