import type { ReactNode } from 'react';
import type { PictureSources } from '../../lib/site/pictureSources.ts';
import { Picture } from '../shared/Picture.tsx';
import { useHydrated } from '../shared/useHydrated.ts';

interface Props {
  name: string;
  image: string;
  picture: PictureSources | null;
  pressed: boolean;
  onPress: () => void;
  /** Under the name: a price. */
  detail?: ReactNode;
  disabled?: boolean;
  /** One of the first screen's cards: its image is fetched at once (the page's LCP). */
  priority?: boolean;
  /** A card of a list where several can be chosen: pressed again, it is let go, and says so. */
  removable?: boolean;
}

/** Two columns on a phone, three or four wider. */
export const CARD_SIZES = '(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw';
export const CARD_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4';

/** A picture card that is a real toggle button: its state is announced as pressed or not. */
export function ChoiceCard({ name, image, picture, pressed, onPress, detail, disabled, priority = false, removable = false }: Props) {
  // A tap before the island runs would be lost: the card waits for it.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled || !hydrated}
      onClick={onPress}
      className={`flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-white text-left shadow-sm transition-colors ${
        pressed ? 'border-brand-600 ring-2 ring-brand-600' : 'border-neutral-200 hover:border-brand-300'
      }`}
    >
      <Picture
        sources={picture}
        path={image}
        alt=""
        sizes={CARD_SIZES}
        width={400}
        height={400}
        priority={priority}
        className="aspect-square w-full object-cover"
      />
      <span className="flex flex-1 flex-col gap-0.5 p-3">
        <span className="font-semibold text-neutral-900">{name}</span>
        {detail && <span className="text-sm text-neutral-700">{detail}</span>}
        <span aria-hidden="true" className={`mt-1 text-xs font-bold ${pressed ? 'text-brand-700' : 'text-neutral-600'}`}>
          {pressed ? (removable ? '✓ Selected · tap to remove' : '✓ Selected') : 'Tap to select'}
        </span>
      </span>
    </button>
  );
}
