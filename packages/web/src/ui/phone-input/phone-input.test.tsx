import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatStoredPhone, isValidFrenchPhone, phoneValueOf } from './french-phone.ts';
import { PhoneInput } from './phone-input.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <PhoneInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

describe('French phone numbers', () => {
  it('accepts French numbers written in any usual way and refuses others', () => {
    expect(isValidFrenchPhone('06 12 34 56 78')).toBe(true);
    expect(isValidFrenchPhone('+33 4 72 00 00 00')).toBe(true);
    expect(isValidFrenchPhone('06 12 34')).toBe(false);
    expect(isValidFrenchPhone('01 23 45 67 8')).toBe(false);
  });

  it('stores E.164 and shows the national layout', () => {
    expect(phoneValueOf('06 12 34 56 78')).toBe('+33612345678');
    expect(phoneValueOf('0612')).toBe('0612');
    expect(phoneValueOf('  ')).toBe('');
    expect(formatStoredPhone('+33612345678')).toBe('06 12 34 56 78');
  });
});

describe('PhoneInput', () => {
  it('formats while typing and hands E.164 to the form', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Téléphone');
    await userEvent.type(input, '0612345678');
    expect(input).toHaveValue('06 12 34 56 78');
    expect(input).toHaveAttribute('type', 'tel');
    expect(screen.getByTestId('value')).toHaveTextContent('+33612345678');
  });

  it('keeps an incomplete number as typed, so validation can name it', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Téléphone'), '06123');
    expect(screen.getByTestId('value')).toHaveTextContent('06 123');
  });

  it('shows a stored number in the national layout', () => {
    render(<Harness initial="+33472000000" />);
    expect(screen.getByLabelText('Téléphone')).toHaveValue('04 72 00 00 00');
  });
});
