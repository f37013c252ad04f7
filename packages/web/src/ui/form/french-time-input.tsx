import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState } from 'react';
import { WALL_CLOCK_TIME } from '@espaces/domain/locale/format';
import { completedTime, typedTime } from './time-typing.ts';

export const TIME_FORMAT_HINT = 'Heure au format HH:MM, de 00:00 à 23:59.';

export interface FrenchTimeInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'
> {
  /** HH:mm, or '' while empty or being typed. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * The one time field of the product: typed and shown 24-hour HH:mm whatever the browser's
 * language (a native time input shows 06:00 PM in an English browser).
 */
export function FrenchTimeInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  error,
  ...props
}: FrenchTimeInputProps) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [left, setLeft] = useState(false);
  const malformed = left && text !== '' && !WALL_CLOCK_TIME.test(text);
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      {...props}
      value={text}
      error={error ?? (malformed ? TIME_FORMAT_HINT : undefined)}
      onChange={(event) => {
        setLeft(false);
        setText(typedTime(event.currentTarget.value));
      }}
      onBlur={(event) => {
        const completed = completedTime(text);
        if (completed !== text) setText(completed);
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
