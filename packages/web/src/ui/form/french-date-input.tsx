import { parseFrenchDate } from '@espaces/domain/locale/format';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import './french-date-input.css';

const CALENDAR_LABELS = {
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  previousYear: 'Année précédente',
  nextYear: 'Année suivante',
  previousDecade: 'Décennie précédente',
  nextDecade: 'Décennie suivante',
  monthLevelControl: 'Choisir le mois',
  yearLevelControl: 'Choisir l’année',
};

/**
 * The one date field of the product: typed and shown DD/MM/YYYY whatever the browser's language
 * (a native date input shows mm/dd/yyyy in an English browser), value as YYYY-MM-DD. A clearable
 * one's clear button is named (Mantine's has no text: axe « button-name », RGAA 11.9), and so are
 * its calendar's previous and next buttons.
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
      ariaLabels={CALENDAR_LABELS}
      {...props}
    />
  );
}
