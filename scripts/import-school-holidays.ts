// npm run school-holidays:import -- <fr-en-calendrier-scolaire.csv>
// Rewrites the school holidays shipped with the product from the ministry's open-data CSV
// (packages/domain/src/closure/data/README.md).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import * as prettier from 'prettier';
import {
  parseSchoolHolidaysCsv,
  SchoolHolidayCsvError,
  schoolHolidaysModule,
  type SchoolHolidayPeriod,
} from '../packages/domain/src/closure/school-holidays.ts';

const CLOSURE_DIR = resolve(import.meta.dirname, '../packages/domain/src/closure');
const SOURCE_COPY = resolve(CLOSURE_DIR, 'data/fr-en-calendrier-scolaire.csv');

const file = process.argv[2];
if (!file) {
  console.error('Usage : npm run school-holidays:import -- <fichier CSV>');
  process.exit(1);
}
let periods: SchoolHolidayPeriod[] = [];
try {
  periods = parseSchoolHolidaysCsv(readFileSync(file, 'utf8'));
} catch (error) {
  // The same refusal, in French, as the import page shows.
  if (!(error instanceof SchoolHolidayCsvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (periods.length === 0) {
  console.error('Aucune période de vacances reconnue dans ce fichier.');
  process.exit(1);
}
if (resolve(file) !== SOURCE_COPY) copyFileSync(file, SOURCE_COPY);
const source = `data/${basename(SOURCE_COPY)}, data.education.gouv.fr « fr-en-calendrier-scolaire »`;
const target = resolve(CLOSURE_DIR, 'school-holidays-data.ts');
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
writeFileSync(target, await prettier.format(schoolHolidaysModule(periods, source), options));
console.log(`${periods.length} périodes de vacances écrites dans school-holidays-data.ts.`);
