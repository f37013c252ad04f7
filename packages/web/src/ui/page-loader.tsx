import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or the signed-in user is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-live="polite">
      <Loader aria-label="Chargement" />
    </Center>
  );
}
