/**
 * Inviting a friend (DECISIONS.md 9): the device's share sheet when the browser has one, else the
 * link copied to the clipboard, else an alert that neither is possible. Closing the share sheet is
 * the person's choice, not a failure: nothing is said.
 */

export const INVITE_SENT = 'Invitation sent successfully!';
export const LINK_COPIED = 'Referral link copied to clipboard!';
export const SHARE_UNSUPPORTED = 'Sharing is not supported on this browser.';
export const SHARE_FAILED = 'Something went wrong while sharing.';
/** How long a share message stays (spec section 9). */
export const SHARE_MESSAGE_MS = 3000;

/** The parts of `navigator` sharing uses, so that the rules can be tried without a browser. */
export interface ShareDevice {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

export type ShareWay = 'share' | 'clipboard' | 'none';

export function shareWayOf(device: ShareDevice): ShareWay {
  if (typeof device.share === 'function') return 'share';
  if (typeof device.clipboard?.writeText === 'function') return 'clipboard';
  return 'none';
}

export type ShareOutcome =
  /** Shown for SHARE_MESSAGE_MS in the page's status line. */
  | { kind: 'message'; message: string }
  /** The browser's alert. */
  | { kind: 'alert'; message: string }
  | { kind: 'cancelled' };

/** Closing the share sheet rejects with an AbortError. */
const cancelled = (error: unknown): boolean =>
  error instanceof Error ? error.name === 'AbortError' : (error as { name?: unknown })?.name === 'AbortError';

export async function shareInvite(device: ShareDevice, invite: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  try {
    switch (shareWayOf(device)) {
      case 'share':
        await device.share!(invite);
        return { kind: 'message', message: INVITE_SENT };
      case 'clipboard':
        await device.clipboard!.writeText!(invite.url);
        return { kind: 'message', message: LINK_COPIED };
      default:
        return { kind: 'alert', message: SHARE_UNSUPPORTED };
    }
  } catch (error) {
    return cancelled(error) ? { kind: 'cancelled' } : { kind: 'message', message: SHARE_FAILED };
  }
}
