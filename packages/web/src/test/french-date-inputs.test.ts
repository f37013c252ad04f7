import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date and time fields', () => {
  // A native date input shows mm/dd/yyyy in an English browser.
  it('are never the browser’s native date input: FrenchDateInput is the one date field', () => {
    const native = sourceFiles(SOURCES).filter((file) =>
      /type=["{]\s*["']?(date|datetime-local)["']?|DatePickerInput|<DateInput\b/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(native.map((file) => relative(SOURCES, file))).toEqual([
      'ui/form/french-date-input.tsx',
    ]);
  });

  // A native time input (Mantine TimeInput renders one) shows 06:00 PM in an English browser.
  it('are never the browser’s native time input: FrenchTimeInput is the one time field', () => {
    const native = sourceFiles(SOURCES).filter((file) =>
      /type=["{]\s*["']?time["']?|\bTimeInput\b|<TimePicker\b/.test(readFileSync(file, 'utf8')),
    );
    expect(native.map((file) => relative(SOURCES, file))).toEqual([]);
  });
});
