/**
 * Leaves the app for another site's page (a provider's logout): a whole page load, which jsdom
 * cannot follow. A `let` binding, so that tests can put a watcher in its place.
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
