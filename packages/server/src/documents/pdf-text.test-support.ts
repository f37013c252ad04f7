import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The PDF written to a file of its own, for the poppler tools to read. */
export function pdfFileOf(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'document-')), 'document.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** The text pdftotext reads, its no-break spaces (which it prints as spaces) made plain. */
export function textOf(pdf: Buffer): string {
  const file = pdfFileOf(pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
