import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * Shown while a page, its data or the signed-in user is loading. The spinner itself is
 * decorative: screen readers hear the status text (an aria-label on the spinner's span is not
 * allowed by ARIA).
 */
export function PageLoader({ label = 'Chargement' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
