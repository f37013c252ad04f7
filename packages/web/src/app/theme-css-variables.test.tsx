import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { theme } from './theme.ts';
import { themeCssVariables } from './theme-css-variables.ts';

it('writes at build time the very variables MantineProvider would inject at run time', () => {
  const { container } = render(<MantineProvider theme={theme}>{null}</MantineProvider>);
  const injected = container.ownerDocument.querySelector('style[data-mantine-styles]');
  expect(injected?.innerHTML).toBe(themeCssVariables());
  expect(themeCssVariables()).toContain('--mantine-color-regionBlue-7: #1d4f9e');
});
