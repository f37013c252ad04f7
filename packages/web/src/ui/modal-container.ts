// The app mounts its modal container after the first paint (app/lazy-overlays.tsx): a modal opened
// while it loads would be lost, so it waits. Counted from the lazy container's mount, so nothing
// waits where no such container is on its way (component tests render ModalsProvider themselves).
let containersOnTheirWay = 0;
let waiting: (() => void)[] = [];

/** Runs `open` now, or once the modal container on its way listens to Mantine's modal events. */
export function whenModalContainerListens(open: () => void): void {
  if (containersOnTheirWay === 0) open();
  else waiting.push(open);
}

/** A lazy modal container is mounting; call the result once it listens (or is unmounted). */
export function modalContainerOnItsWay(): () => void {
  containersOnTheirWay++;
  let arrived = false;
  return () => {
    if (arrived) return;
    arrived = true;
    containersOnTheirWay--;
    if (containersOnTheirWay > 0) return;
    const ready = waiting;
    waiting = [];
    for (const open of ready) open();
  };
}
