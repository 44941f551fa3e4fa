import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PictureMap } from './types.ts';
import { Picture } from '../shared/Picture.tsx';
import { youtubeEmbedUrl, youtubeId } from '../../lib/site/youtube.ts';
import { wrapIndex } from '../../scripts/carouselMath.ts';

/** The spec's theatre media carousel interval. */
export const THEATRE_CAROUSEL_MS = 3000;

interface Props {
  theatreName: string;
  images: string[];
  video: string;
  pictures: PictureMap;
  /** Badge shown over the media (the slots-available count). */
  overlay?: ReactNode;
}

const SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

/**
 * The card's photos and its video: a CSS scroll-snap row a finger swipes, moved every 3 s while
 * there is more than one item. It holds still while the pointer or focus is on it, after its pause
 * button, while the video plays, and for people who ask for reduced motion. The video is a poster
 * until clicked: no third-party frame loads before the person asks for it.
 */
export function MediaCarousel({ theatreName, images, video, pictures, overlay }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const videoId = youtubeId(video);
  const count = images.length + (videoId ? 1 : 0);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => setReducedMotion(matchMedia('(prefers-reduced-motion: reduce)').matches), []);

  const goTo = (i: number) => {
    const el = track.current;
    if (!el || count === 0) return;
    el.scrollTo({ left: wrapIndex(i, count) * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const running = count > 1 && !reducedMotion && !userPaused && !playing && !held.hover && !held.focus;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => goTo(index + 1), THEATRE_CAROUSEL_MS);
    return () => clearTimeout(timer);
  });

  return (
    <div
      className="relative"
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <div
        ref={track}
        role="group"
        aria-label={`Photos${videoId ? ' and video' : ''} of ${theatreName}`}
        tabIndex={0}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-neutral-900 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((path, i) => (
          <div key={path + i} className="w-full shrink-0 snap-start">
            <Picture
              sources={pictures[path]}
              path={path}
              alt={`${theatreName}, photo ${i + 1} of ${images.length}`}
              sizes={SIZES}
              width={600}
              height={400}
              className="size-full object-cover"
            />
          </div>
        ))}
        {videoId && (
          <div className="relative w-full shrink-0 snap-start">
            {playing ? (
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={`Video of ${theatreName}`}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
                className="size-full border-0"
              />
            ) : (
              <button type="button" onClick={() => setPlaying(true)} className="group relative block size-full">
                {images[0] && (
                  <Picture sources={pictures[images[0]]} path={images[0]} alt="" sizes={SIZES} width={600} height={400} className="size-full object-cover opacity-60" />
                )}
                <span className="absolute inset-0 flex items-center justify-center">
                  <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg group-hover:bg-white">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
                      <path d="M8 5v14l11-7z" />
                    </svg>
                  </span>
                </span>
                <span className="sr-only">Play the video of {theatreName}</span>
              </button>
            )}
          </div>
        )}
      </div>
      {overlay}
      {count > 1 && (
        <div className="absolute right-2 bottom-2 left-2 flex items-center justify-center gap-1">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => {
                setUserPaused(true);
                goTo(i);
              }}
              aria-label={`Show ${videoId && i === count - 1 ? 'video' : `photo ${i + 1}`} of ${theatreName}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span className={`block size-2.5 rounded-full ring-1 ring-neutral-900/40 ${i === index ? 'bg-white' : 'bg-white/50'}`} />
            </button>
          ))}
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setUserPaused((p) => !p)}
              aria-label={userPaused ? `Play the slideshow of ${theatreName}` : `Pause the slideshow of ${theatreName}`}
              className="absolute right-0 flex size-7 items-center justify-center rounded-full bg-neutral-950/60 text-white hover:bg-neutral-950/80"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
