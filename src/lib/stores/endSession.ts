/**
 * Ends the booking in progress: everything the tab keeps in sessionStorage goes (DECISIONS.md 11;
 * the spec clears session storage on arriving home and after a payment). The stores in memory are
 * left alone: the page that calls this is about to leave, or shows nothing from them.
 */
export function endSession(): void {
  try {
    sessionStorage.clear();
  } catch {
    // storage blocked: there is nothing to clear
  }
}
