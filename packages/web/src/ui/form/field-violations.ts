import type { UseFormReturnType } from '@mantine/form';
import { handleApiError } from '../../api/client.ts';
import { violationsOf } from '../../api/errors.ts';

/** `facilityMemberships[0].facility` (server) → `facilityMemberships.0.facility` (form). */
const formPathOf = (propertyPath: string): string => propertyPath.replace(/\[(\d+)\]/g, '.$1');

/**
 * What a shared form needs of its page's mutation: the page owns the call and what follows
 * a success, the form submits, shows the wait and puts a refusal on its own fields. So the
 * page's mutation has no onError of its own: the refusal would be toasted twice.
 */
export interface FormMutation<Input> {
  mutate: (
    input: Input,
    handlers: { onSuccess?: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/** The form field showing a violation of `path` (form notation), or null for the toast alone. */
export type FieldOf = (path: string) => string | null;

/**
 * The one reaction of a form to a failed mutation. Violations are toasts
 * (docs/messages.md#violations); each is also written next to the field it names, so the user sees
 * where to correct. A field named twice shows both messages, since a password can break several
 * rules at once. `fieldOf` maps a server path onto the form's own field when they differ (a nested
 * value, a field named otherwise).
 */
export function showFailure<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  fieldOf: FieldOf = (path) => path,
): void {
  const messagesByField = new Map<string, string[]>();
  for (const violation of violationsOf(error) ?? []) {
    const field =
      violation.propertyPath === '' ? null : fieldOf(formPathOf(violation.propertyPath));
    if (field !== null)
      messagesByField.set(field, [...(messagesByField.get(field) ?? []), violation.message]);
  }
  for (const [field, messages] of messagesByField) form.setFieldError(field, messages.join(' '));
  handleApiError(error);
}
