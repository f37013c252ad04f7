import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { theme } from './theme.ts';

/**
 * The stylesheet MantineProvider would compute from `theme` at every start (≈ 100 ms of the
 * first render), written once by the build instead (vite.config.ts): the
 * variables that differ from Mantine's default-css-variables.css, as Mantine writes them.
 */
export function themeCssVariables(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scope: keyof ConvertCSSVariablesInput) => {
    const standard: Record<string, string> = defaults[scope];
    return Object.fromEntries(
      Object.entries(ours[scope]).filter(([name, value]) => standard[name] !== value),
    );
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}
