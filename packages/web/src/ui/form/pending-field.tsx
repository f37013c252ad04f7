import { Input } from '@mantine/core';

export interface PendingFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  /** The text the control will show (a select's chosen option), else its placeholder. */
  value?: string | null;
}

/**
 * Where a heavy input will be, until its code arrives or its render is done:
 * its label, description and text in a field of the same size, so nothing moves when it comes
 * (CLS). Not a control: nothing to type into that would be lost.
 */
export function PendingField({ label, description, placeholder, value }: PendingFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} labelElement="div">
      <Input component="div" aria-hidden>
        {value ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
