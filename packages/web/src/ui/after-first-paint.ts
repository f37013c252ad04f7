import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the browser has painted the frame being prepared (a frame, then a task). */
function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(task);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted the frame that first shows the component, then true: for
 * what the first screen can go without (a count in the menu) and should not delay nor share the
 * network with.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}

/**
 * A module requested only after the page that uses it has painted: code that
 * the first screen can go without (heavy inputs) then neither delays nor shares the link with
 * what the first paint needs. Returns a hook giving the module, or undefined until it arrives;
 * once loaded, later mounts get it at once. A failed load reaches the error boundary, as a lazy
 * page's would.
 */
export function afterFirstPaint<M>(load: () => Promise<M>): () => M | undefined {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function useModuleAfterFirstPaint() {
    const [module, setModule] = useState<{ value: M } | undefined>(() =>
      loaded === undefined ? undefined : { value: loaded },
    );
    useEffect(() => {
      if (module !== undefined) return;
      let mounted = true;
      const cancel = afterNextPaint(() => {
        start().then(
          (value) => {
            // In a transition: its render yields to the browser instead of one long task.
            if (mounted) startTransition(() => setModule({ value }));
          },
          (error: unknown) => {
            if (mounted)
              setModule(() => {
                throw error;
              });
          },
        );
      });
      return () => {
        mounted = false;
        cancel();
      };
    }, [module]);
    return module?.value;
  };
}
