import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import type { PictureMap } from './types.ts';
import { Picture } from '../shared/Picture.tsx';
import { youtubeEmbedUrl, youtubeId } from '../../lib/site/youtube.ts';
import { autoplay, type Autoplay } from '../../scripts/sliderAutoplay.ts';
import { headingFor, moveToAbs } from '../../scripts/sliderMove.ts';
import { followReveals } from '../../scripts/sliderReveal.ts';
import { swipeSteps } from '../../scripts/sliderSwipe.ts';

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
 * The card's photos and its video on keen-slider (the home page's carousels use the same plugins):
 * swiped by 40 px or more, moved with the arrow keys, wrapping round, and moved every 3 s while
 * there is more than one item. It holds still while the pointer or keyboard focus is on it, after
 * its pause button, while the video plays, and for people who ask for reduced motion. The video is
 * a poster until clicked: no third-party frame loads before the person asks for it.
 */
export function MediaCarousel({ theatreName, images, video, pictures, overlay }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const player = useRef<Autoplay | null>(null);
  const videoId = youtubeId(video);
  const count = images.length + (videoId ? 1 : 0);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [playing, setPlaying] = useState(false);
  // Read by the autoplay plugin whenever it would start its countdown.
  const holds = useRef({ userPaused, playing, reducedMotion });
  holds.current = { userPaused, playing, reducedMotion };

  useEffect(() => {
    const el = track.current;
    if (!el || !area.current || count < 2) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    setReducedMotion(reduce);
    const held = () => holds.current.userPaused || holds.current.playing || reduce;
    const plays = autoplay({ interval: THEATRE_CAROUSEL_MS, held, area: area.current });
    const shown = (s: KeenSliderInstance) => setIndex(s.track.absToRel(headingFor(s)));
    const s = new KeenSlider(
      el,
      {
        selector: ':scope > *',
        loop: true,
        // 1 ms, not 0, for no motion: keen-slider reckons a move's target slide from its duration.
        defaultAnimation: { duration: reduce ? 1 : 500 },
        animationStarted: shown,
        animationEnded: shown,
        animationStopped: shown,
        slideChanged: (s) => s.animator.active || shown(s),
      },
      [swipeSteps(), plays.plugin, followReveals],
    );
    slider.current = s;
    player.current = plays;
    return () => {
      s.destroy();
      slider.current = null;
      player.current = null;
    };
  }, [count]);

  useEffect(() => player.current?.refresh(), [userPaused, playing]);

  const goTo = (i: number) => slider.current?.moveToIdx(i);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const s = slider.current;
    if (!s || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    moveToAbs(s, headingFor(s) + (event.key === 'ArrowRight' ? 1 : -1));
  };

  return (
    <div ref={area} className="relative">
      <div
        ref={track}
        role="group"
        aria-label={`Photos${videoId ? ' and video' : ''} of ${theatreName}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex aspect-[3/2] touch-pan-y overflow-hidden bg-neutral-900 select-none"
      >
        {images.map((path, i) => (
          <div key={path + i} className="w-full shrink-0">
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
          <div className="relative w-full shrink-0">
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
                  <Picture
                    sources={pictures[images[0]]}
                    path={images[0]}
                    alt=""
                    sizes={SIZES}
                    width={600}
                    height={400}
                    className="size-full object-cover opacity-60"
                  />
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
