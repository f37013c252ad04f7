import type { UseFormReturnType } from '@mantine/form';
import { handleApiError } from '../../api/client.ts';
import { violationsOf } from '../../api/errors.ts';

/** `facilityMemberships[0].facility` (server) → `facilityMemberships.0.facility` (form). */
const formPathOf = (propertyPath: string): string => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/** The form field showing a violation of `path` (form notation), or null for the toast alone. */
export type FieldOf = (path: string) => string | null;

/**
 * SPEC §5: violations are toasts; they are also written next to the field they name, so the
 * user sees where to correct. `fieldOf` maps a server path onto the form's own field when
 * they differ (a nested value, a field named otherwise).
 */
export function showFailure<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fieldOf: FieldOf = (path) => path,
): void {
  for (const violation of violationsOf(error) ?? []) {
    const field =
      violation.propertyPath === '' ? null : fieldOf(formPathOf(violation.propertyPath));
    if (field !== null) form.setFieldError(field, violation.message);
  }
  handleApiError(error);
}
