import type { Violation } from '@espaces/domain/api/hydra';
import { bookingUpdateViolationMessage, TOAST_CLOSE_ACTION } from '@espaces/domain/messages';
import { showDefaultError } from '../../../api/client.ts';
import { hydraDescriptionOf, statusOf, violationsOf } from '../../../api/errors.ts';
import { toast, TOAST_DURATION } from '../../../ui/toast.tsx';

function showViolation(violation: Violation, severe: boolean): void {
  const message = bookingUpdateViolationMessage(violation.message);
  toast(
    severe
      ? { message, type: 'error', autoClose: false, action: { label: TOAST_CLOSE_ACTION } }
      : {
          message,
          type: violation.payload?.severity === 'warning' ? 'warning' : 'error',
          autoClose: TOAST_DURATION.default,
        },
  );
}

/**
 * Booking errors on PUT /api/bookings/{id} (docs/messages.md#error-catalogue): a 500 gives the
 * default error; each violation is shown (toasts, the past-slot text replaced by its long form);
 * without violations, the server's hydra description.
 */
export function showBookingUpdateError(error: unknown): void {
  const status = statusOf(error);
  console.error(`Modification de la réservation en échec (${status ?? 'réseau'})`, error);
  if (status === 401) return;
  if (status === undefined || status >= 500) {
    showDefaultError();
    return;
  }
  const violations = violationsOf(error) ?? [];
  if (violations.length > 0) {
    const severe = violations.some((violation) => violation.payload?.severity?.includes('error'));
    for (const violation of violations) showViolation(violation, severe);
    return;
  }
  const description = hydraDescriptionOf(error);
  if (description === null) showDefaultError();
  else toast({ message: description, type: 'error' });
}
