import type { PictureSources } from '../../lib/site/pictureSources.ts';
import { apiMediaUrl } from '../../client/apiOrigin.ts';

interface Props {
  /** The build's re-encoded picture, when the build knew the image. */
  sources: PictureSources | null | undefined;
  /** The API's image path, shown as it is otherwise. */
  path: string;
  alt: string;
  sizes: string;
  /** Width and height used when there are no sources, for the aspect ratio. */
  width: number;
  height: number;
  /** The page's LCP image. */
  priority?: boolean;
  className?: string;
}

/** An API image in AVIF or WebP from the build, or straight from the API for one the build never saw. */
export function Picture({ sources, path, alt, sizes, width, height, priority = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!sources) {
    return (
      <img
        src={apiMediaUrl(path)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
