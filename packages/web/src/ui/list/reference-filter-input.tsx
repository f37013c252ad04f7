import { TextInput } from '@mantine/core';
import { useTypedFilter } from './use-typed-filter.ts';

/**
 * A list's reference filter, as quoted on the phone (« CONV-2026-0042 », « RES-2026-000042 »):
 * what is typed reaches the address (and the list) once the user pauses; an empty field is no
 * filter. The server caps it at 40 characters (docs/api.md#collections-and-filters).
 */
export function ReferenceFilterInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const [text, setText] = useTypedFilter(value ?? '', (reference) =>
    onChange(reference === '' ? null : reference),
  );
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={40}
    />
  );
}
