import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff-to-sfnt.ts';

// The standard Helvetica prints U+202F (the thousands separator of « 1 234,50 € »)
// as a slash; DejaVu Sans, shipped inside an npm package, has it. Never fetched at run time.
const require = createRequire(import.meta.url);
function fontSource(weight: 400 | 700, style: 'normal' | 'italic'): string {
  const file = `@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-${style}.woff`;
  const sfnt = woffToSfnt(readFileSync(require.resolve(file)));
  return `data:font/ttf;base64,${sfnt.toString('base64')}`;
}

export const PDF_FONT_FAMILY = 'DejaVu Sans';

let registered = false;

/** Registers the embedded font once per process. */
export function registerPdfFonts(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: fontSource(400, 'normal') },
      { src: fontSource(700, 'normal'), fontWeight: 700 },
      { src: fontSource(400, 'italic'), fontStyle: 'italic' },
    ],
  });
  // French text is not hyphenated by the renderer (it would cut words the English way).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
