import { toast } from 'react-hot-toast/headless';

/** Long enough to read a two-line message on a phone. */
export const NOTICE_MS = 6000;

/**
 * Tells the visitor something in the page's notices (shared/Toaster.tsx): a form was sent, a call
 * failed. A notice never takes a click; it goes after a few seconds.
 */
export function notify(message: string): void {
  toast(message, { duration: NOTICE_MS });
}
