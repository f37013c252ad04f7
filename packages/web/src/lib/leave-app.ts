/**
 * Leaves the app for another page (the payment provider and back, a provider's logout): a whole
 * page load, which jsdom cannot follow. A `let` binding, so that tests put a watcher in its place
 * (replacing the module with `vi.mock` was not applied reliably once another test had loaded it).
 */
export let leaveApp = (url: string): void => {
  window.location.assign(url);
};

/** For tests only: replaces the page load, and gives back the previous one. */
export function replaceLeaveApp(next: (url: string) => void): (url: string) => void {
  const previous = leaveApp;
  leaveApp = next;
  return previous;
}
