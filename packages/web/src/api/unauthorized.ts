import { useSyncExternalStore } from 'react';

/**
 * A 401 response outside the login page raises the 401 error screen. The API client
 * raises it here; the root layout renders it in place of the page until the user navigates.
 */
let raised = false;
const listeners = new Set<() => void>();

function setRaised(value: boolean): void {
  if (raised === value) return;
  raised = value;
  for (const listener of listeners) listener();
}

export function raiseUnauthorized(): void {
  setRaised(true);
}

export function dismissUnauthorized(): void {
  setRaised(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnauthorizedRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
