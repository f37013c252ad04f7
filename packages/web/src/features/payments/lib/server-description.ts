import { handleApiError } from '../../../api/client.ts';
import { hydraDescriptionOf, statusOf } from '../../../api/errors.ts';
import { TOAST_DURATION, toast } from '../../../ui/toast.tsx';

/** A card creation or deletion failure shows the server's hydra:description for 5 s. */
export function showServerDescription(error: unknown): void {
  const description = hydraDescriptionOf(error);
  if (description === null || statusOf(error) === 401) {
    handleApiError(error);
    return;
  }
  toast({ message: description, type: 'error', autoClose: TOAST_DURATION.default });
}
