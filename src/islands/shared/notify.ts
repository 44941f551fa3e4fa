import { toast } from 'react-hot-toast/headless';

/** Long enough to read a two-line message on a phone. */
export const NOTICE_MS = 6000;

/**
 * Tells the visitor something in the page's notices (shared/Toaster.tsx): a form was sent, a call
 * failed. A notice never takes a click; it goes after a few seconds. A notice with an `id` replaces
 * the last one with that id, and can be withdrawn.
 */
export function notify(message: string, id?: string): void {
  toast(message, { duration: NOTICE_MS, id });
}

/** Takes a notice away at once: one that asked for a choice, once the choice is made. */
export function withdraw(id: string): void {
  toast.dismiss(id);
}
