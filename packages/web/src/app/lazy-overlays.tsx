import { lazy, Suspense } from 'react';

// Fetched as soon as the app starts, alongside the session, not when first rendered: a confirm
// modal opened before its container exists would be lost.
const overlays = import('./overlays.tsx');
const LazyModalContainer = lazy(async () => ({ default: (await overlays).ModalContainer }));
const LazyToastContainer = lazy(async () => ({ default: (await overlays).ToastContainer }));

/** Modal container, kept off the home page's critical JavaScript (issue 16 item 5). */
export function ModalContainer() {
  return (
    <Suspense fallback={null}>
      <LazyModalContainer />
    </Suspense>
  );
}

/** Toast container, kept off the home page's critical JavaScript (issue 16 item 5). */
export function ToastContainer() {
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}

// Its first check runs an hour after start (SPEC §9): nothing on the first paint needs it.
const LazyUpdateNotice = lazy(async () => ({
  default: (await import('./update-notice.tsx')).UpdateNotice,
}));

/** The « nouvelle version » notice, kept off the home page's critical JavaScript. */
export function UpdateNotice() {
  return (
    <Suspense fallback={null}>
      <LazyUpdateNotice />
    </Suspense>
  );
}
