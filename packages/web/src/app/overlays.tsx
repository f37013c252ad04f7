import '../ui/mantine-styles.ts';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The containers of modals and toasts. Pages reach them through `modals` and `notifications`,
 * Mantine's event and store APIs, so they wrap nothing and load after the first paint.
 */

/**
 * Modal container (docs/routes.md#page-flows): modals stack; OK, cancel, the close button, Esc and
 * the backdrop close them.
 */
export function ModalContainer() {
  return (
    <ModalsProvider
      labels={{ confirm: 'Valider', cancel: 'Annuler' }}
      modalProps={{ centered: true, closeButtonProps: { 'aria-label': 'Fermer' } }}
    />
  );
}

/** Toasts shown before this loads wait in Mantine's store and appear once it is there. */
export function ToastContainer() {
  return <Notifications position="bottom-right" autoClose={5000} limit={6} />;
}
