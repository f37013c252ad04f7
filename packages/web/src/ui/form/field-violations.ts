import type { UseFormReturnType } from '@mantine/form';
import { handleApiError } from '../../api/client.ts';
import { violationsOf } from '../../api/errors.ts';

/** `facilityMemberships[0].facility` (server) → `facilityMemberships.0.facility` (form). */
const formPathOf = (propertyPath: string): string => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/**
 * SPEC §5: violations are toasts; they are also written next to the field they name, so the
 * user sees where to correct. `prefix` maps a server path onto a nested form value.
 */
export function showFailure<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  prefix = '',
): void {
  for (const violation of violationsOf(error) ?? []) {
    if (violation.propertyPath !== '') {
      form.setFieldError(`${prefix}${formPathOf(violation.propertyPath)}`, violation.message);
    }
  }
  handleApiError(error);
}
