// The filters' heavy inputs — Mantine's select (combobox, floating UI, scroll area), number input
// and date picker, ≈ 45 kB gzip and the longest part of the page's first render — in their own
// chunk, requested once the page has painted. See search-filters-panel.tsx.
export { NumberInput, Select } from '@mantine/core';
export { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
