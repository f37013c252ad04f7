import {
  List,
  PasswordInput as MantinePasswordInput,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { PasswordInputProps as MantinePasswordInputProps } from '@mantine/core';
import { useId, useState } from 'react';

/** One rule of the password policy, as the user reads it (docs/security.md#passwords-and-links). */
export interface PasswordRule {
  label: string;
  isMet: (password: string) => boolean;
}

export interface PasswordInputProps extends Omit<
  MantinePasswordInputProps,
  'visible' | 'onVisibilityChange' | 'value'
> {
  value: string;
  /** Shown live under the field (a new password); absent for the current password. */
  rules?: readonly PasswordRule[];
}

/**
 * A password field with a show/hide button: the button says what it
 * will do and `aria-pressed` says whether the password is shown. For a new password, the rules of
 * docs/security.md#passwords-and-links are ticked under the field as the user types. Mantine links
 * only its own description and error to the input, so the caller states the rule in `description`
 * (read with the field) and the checklist gives the live detail.
 */
export function PasswordInput({ value, rules, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const rulesId = useId();

  return (
    <Stack gap={6}>
      <MantinePasswordInput
        {...inputProps}
        value={value}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{
          'aria-label': visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe',
          'aria-pressed': visible,
          title: visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe',
          tabIndex: 0,
        }}
      />
      {rules !== undefined && (
        <List
          id={rulesId}
          size="sm"
          spacing={2}
          listStyleType="none"
          p={0}
          aria-label="Règles du mot de passe"
        >
          {rules.map((rule) => {
            const met = rule.isMet(value);
            return (
              <List.Item key={rule.label} data-met={met}>
                <Text size="sm" c={met ? 'green.9' : 'gray.7'} component="span">
                  <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
                  <VisuallyHidden>
                    {met ? '\u00a0: respectée' : '\u00a0: non respectée'}
                  </VisuallyHidden>
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
