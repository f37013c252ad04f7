// Pages load after the French dayjs setup in the app (routes.ts lazyPage); so do they here.
import '@espaces/domain/locale/dayjs-fr';
import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { dismissUnauthorized } from '../api/unauthorized.ts';

// A page re-rendered after a fake answer can take over a second on a busy 2-core machine (their
// code is loaded before the first render: renderApp).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine measures and listens to (Textarea autosize waits for fonts).
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener: vi.fn(), removeEventListener: vi.fn() },
});
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// jsdom does not implement pseudo-elements; Mantine only needs the element's own style.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  cleanNotifications();
  dismissUnauthorized();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
