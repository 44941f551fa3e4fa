/**
 * The home page's script, loaded after its first paint: the custom elements its sections use. The
 * end of a booking in progress (DECISIONS.md 11) is inline in index.astro, as it must come first.
 */
import './auto-carousel.ts';
import './video-selector.ts';
import './once-popup.ts';
import '../components/gallery/galleryViewerElement.ts';
