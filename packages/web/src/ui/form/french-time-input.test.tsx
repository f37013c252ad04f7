import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FrenchTimeInput, TIME_FORMAT_HINT } from './french-time-input.tsx';
import { completedTime, typedTime } from './time-typing.ts';

function ControlledField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FrenchTimeInput label="Heure de début" value={value} onChange={setValue} />
      <output aria-label="Valeur">{value}</output>
    </>
  );
}

function renderField(initial?: string) {
  render(
    <MantineProvider>
      <ControlledField initial={initial} />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Heure de début' });
}

describe('FrenchTimeInput', () => {
  it('is a text field, never the browser’s time input, showing HH:MM', () => {
    const field = renderField('18:30');
    expect(field).toHaveProperty('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'HH:MM');
    expect(field).toHaveValue('18:30');
  });

  it('reads « 1830 » typed on as 18:30, in 24 hours', async () => {
    const field = renderField();
    await userEvent.type(field, '1830');
    expect(field).toHaveValue('18:30');
    expect(screen.getByRole('status', { name: 'Valeur' })).toHaveTextContent('18:30');
  });

  it('completes « 9 » to 09:00 on leaving the field', async () => {
    const field = renderField();
    await userEvent.type(field, '9');
    await userEvent.tab();
    expect(field).toHaveValue('09:00');
  });

  it('says the format when the time does not exist, once the field is left', async () => {
    const field = renderField();
    await userEvent.type(field, '25:70');
    expect(screen.queryByText(TIME_FORMAT_HINT)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(TIME_FORMAT_HINT)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('works uncontrolled from a default value', async () => {
    render(
      <MantineProvider>
        <FrenchTimeInput label="Heure de fin" defaultValue="07:45" />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Heure de fin' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ab2215');
    expect(field).toHaveValue('22:15');
  });
});

describe('time typing', () => {
  it.each([
    ['1', '1'],
    ['18', '18'],
    ['183', '18:3'],
    ['18:30', '18:30'],
    ['18h30', '18:30'],
    ['183045', '18:30'],
    ['8:5', '8:5'],
    ['', ''],
  ])('keeps %j as %j', (raw, kept) => {
    expect(typedTime(raw)).toBe(kept);
  });

  it.each([
    ['9', '09:00'],
    ['18', '18:00'],
    ['9:30', '09:30'],
    ['18:3', '18:3'],
    ['', ''],
  ])('completes %j as %j', (text, completed) => {
    expect(completedTime(text)).toBe(completed);
  });
});
