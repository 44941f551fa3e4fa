/**
 * The home page's whole script, one small file: the custom elements its sections use, and the
 * end of any booking in progress (DECISIONS.md 11: arriving home clears the sessionStorage the
 * booking steps keep their choices in; the profile's sign-in and a referral code stay).
 */
import './auto-carousel.ts';
import './video-selector.ts';
import './once-popup.ts';
import '../components/gallery/galleryViewerElement.ts';
import { endSession } from '../lib/stores/endSession.ts';

endSession();
