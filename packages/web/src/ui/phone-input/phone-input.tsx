import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { formatPhoneAsYouType, formatStoredPhone, phoneValueOf } from './french-phone.ts';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** E.164 (« +33612345678 »), '' when empty, or the raw text of an invalid number. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A French phone number field (docs/messages.md#french): it formats as the user types
 * (« 06 12 34 56 78 ») and hands E.164 to the form. Validation stays with the form
 * (`isValidFrenchPhone`), so the error shows next to the field like any other.
 */
export function PhoneInput({
  value,
  onChange,
  label = 'Téléphone',
  description = 'Par exemple 06\u00a012\u00a034\u00a056\u00a078',
  ...inputProps
}: PhoneInputProps) {
  const [text, setText] = useState(() => formatStoredPhone(value));
  const [emitted, setEmitted] = useState(value);

  // A value set from outside (form reset, loaded data) replaces what is shown.
  if (value !== emitted) {
    setEmitted(value);
    setText(formatStoredPhone(value));
  }

  function change(event: ChangeEvent<HTMLInputElement>): void {
    const typed = event.currentTarget.value;
    // Formatting while deleting would put back the space the user just removed.
    const deleting = typed.length < text.length;
    const shown = deleting ? typed : formatPhoneAsYouType(typed);
    const next = phoneValueOf(typed);
    setText(shown);
    setEmitted(next);
    onChange(next);
  }

  return (
    <TextInput
      {...inputProps}
      label={label}
      description={description}
      type="tel"
      inputMode="tel"
      autoComplete={inputProps.autoComplete ?? 'tel'}
      value={text}
      onChange={change}
    />
  );
}
