import type { StartedChange } from '../../lib/manage/changeOutcome.ts';

/**
 * The payment this tab started on /my-booking, kept while the customer is on the provider's pay
 * page, so that the page they come back to can say what became of it (changeOutcome.ts) even when
 * the provider's word arrived first. The tab's own: another tab or device learns it from the
 * booking's open payment instead.
 */
const KEY = 'my-booking-change';

export function rememberChange(change: StartedChange): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(change));
  } catch {
    // storage blocked: the page still shows the booking as it stands
  }
}

export function startedChange(): StartedChange | null {
  try {
    const text = sessionStorage.getItem(KEY);
    const value = text ? (JSON.parse(text) as Partial<StartedChange>) : null;
    return value && typeof value.orderId === 'string' && (value.purpose === 'balance' || value.purpose === 'move')
      ? (value as StartedChange)
      : null;
  } catch {
    return null;
  }
}

export function forgetChange(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
