import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput, type PasswordRule } from './password-input.tsx';

const RULES: PasswordRule[] = [
  { label: 'Au moins 12 caractères', isMet: (password) => password.length >= 12 },
  { label: 'Au moins un chiffre', isMet: (password) => /\d/.test(password) },
];

function Harness({ rules }: { rules?: PasswordRule[] }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <PasswordInput
        label="Mot de passe"
        value={value}
        rules={rules}
        description="12 caractères au minimum, dont un chiffre."
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </MantineProvider>
  );
}

describe('PasswordInput', () => {
  it('shows and hides the password with a pressed-state button', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Mot de passe', { selector: 'input' });
    await userEvent.type(input, 'secret');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Masquer le mot de passe' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
  });

  it('ticks the rules as they are met and states the rule with the field', async () => {
    render(<Harness rules={RULES} />);
    const input = screen.getByLabelText('Mot de passe', { selector: 'input' });
    const list = screen.getByRole('list', { name: 'Règles du mot de passe' });
    expect(input).toHaveAccessibleDescription('12 caractères au minimum, dont un chiffre.');
    const [length, digit] = within(list).getAllByRole('listitem');
    expect(length).toHaveTextContent(/Au moins 12 caractères\s?: non respectée$/);
    await userEvent.type(input, 'abc1');
    expect(digit).toHaveTextContent(/Au moins un chiffre\s?: respectée$/);
    expect(length).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, 'defghijkl');
    expect(length).toHaveAttribute('data-met', 'true');
  });
});
