/**
 * Hands the tab to another address (the payment provider and back). One seam because jsdom
 * cannot leave its document and its `location` cannot be replaced: tests mock this module.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
