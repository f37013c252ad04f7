import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep institutional blue; shade 8 on white is above 9:1, shade 7 above 7:1 (WCAG AA). */
const regionBlue: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f3',
  '#a6c0e6',
  '#769ed9',
  '#4f81cd',
  '#376fc6',
  '#2a63c0',
  '#1d4f9e',
  '#173f7e',
  '#0f2f5e',
];

/**
 * Mantine's red is too light for text and for white on filled buttons: from shade 5 on, this
 * one keeps 4.5:1 (error texts use shade 6, filled buttons shade 7).
 */
const accessibleRed: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#d03030',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];

export const theme = createTheme({
  primaryColor: 'regionBlue',
  primaryShade: { light: 7, dark: 4 },
  colors: { regionBlue, red: accessibleRed },
  fontFamily:
    'Marianne, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'sm',
  // Keyboard users always see where they are (RGAA 10.7).
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine keeps every closed select's options in the page (display: none) and positions them
    // at mount: each select of a filter bar rendered its whole list and forced a style
    // recalculation (Floating UI's isRTL) before the page could answer. The
    // options now mount when opened; aria-controls only names them while open anyway.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
