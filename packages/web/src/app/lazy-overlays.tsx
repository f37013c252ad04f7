import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { modalContainerOnItsWay } from '../ui/modal-container.ts';
import { LOADED_BUILD_ID, useNewVersionAvailable } from './update-check.ts';

// Fetched once the first page is on screen: Mantine's modals and toasts, their
// focus trap, transitions and stylesheet were a third of what the home page loaded before its
// heading. Toasts raised earlier wait in Mantine's store; confirmations wait for the container.
const overlays = () => import('./overlays.tsx');
const LazyModalContainer = lazy(async () => ({ default: (await overlays()).ModalContainer }));
const LazyToastContainer = lazy(async () => ({ default: (await overlays()).ToastContainer }));

/** True once the browser is idle after the first render, i.e. after the first paint. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setPainted(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(id);
  }, []);
  return painted;
}

function Listening({ arrived }: { arrived: RefObject<() => void> }) {
  useEffect(() => arrived.current(), [arrived]);
  return null;
}

/** Modal container, kept off the first paint's JavaScript. */
export function ModalContainer() {
  const arrived = useRef<() => void>(() => undefined);
  useEffect(() => {
    arrived.current = modalContainerOnItsWay();
    return arrived.current;
  }, []);
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalContainer />
      {/* After ModalsProvider's own effects: its listeners are there when confirm() opens. */}
      <Listening arrived={arrived} />
    </Suspense>
  );
}

/** Toast container, kept off the first paint's JavaScript. */
export function ToastContainer() {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}

// Only the notice waits for its code: the hourly check (docs/routes.md#page-flows) starts with the
// page, as the hour is counted from it, and a notice is rarely shown.
const LazyNewVersionNotice = lazy(async () => ({
  default: (await import('./update-notice.tsx')).NewVersionNotice,
}));

/** The « nouvelle version » notice, its code fetched once a newer build is deployed. */
export function UpdateNotice() {
  if (!useNewVersionAvailable(LOADED_BUILD_ID)) return null;
  return (
    <Suspense fallback={null}>
      <LazyNewVersionNotice />
    </Suspense>
  );
}

// An error screen is rare on the first page, and it carries every error page's words: its code
// waits until one is shown (docs/performance.md#mechanisms, the home page's JavaScript budget).
const LazyErrorScreenPage = lazy(async () => ({
  default: (await import('./error-screen.tsx')).ErrorScreen,
}));

/** The error screen of docs/routes.md#error-pages, its code fetched when it is shown. */
export function LazyErrorScreen(props: ComponentProps<typeof LazyErrorScreenPage>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorScreenPage {...props} />
    </Suspense>
  );
}
