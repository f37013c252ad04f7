import { parseFrenchDate } from '@espaces/domain/locale/format';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

/**
 * The one date field of the product: typed and shown DD/MM/YYYY whatever the browser's language
 * (a native date input shows mm/dd/yyyy in an English browser), value as YYYY-MM-DD. A clearable
 * one's clear button is named (Mantine's has no text: axe « button-name », RGAA 11.9).
 */
export function FrenchDateInput({
  clearButtonProps,
  ...props
}: Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'placeholder'>) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="JJ/MM/AAAA"
      dateParser={parseFrenchDate}
      clearButtonProps={{ 'aria-label': 'Effacer la date', ...clearButtonProps }}
      {...props}
    />
  );
}
