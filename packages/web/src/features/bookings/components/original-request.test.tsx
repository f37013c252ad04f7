import type { BookingOriginalData } from '@espaces/domain/api/bookings';
import { addDaysToDate } from '@espaces/domain/availability/paris-time';
import { formatDate } from '@espaces/domain/locale/format';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, createBooking, createSlot, dayAhead } from '../test/booking-factories.ts';
import { OriginalRequest } from './original-request.tsx';

const day = dayAhead(14);
const nextWeek = addDaysToDate(day, 7);

function createOriginal(overrides: Partial<BookingOriginalData> = {}): BookingOriginalData {
  return {
    purposeType: 'casual',
    query: null,
    bookingSlots: [
      { startDate: at(day, '18:00'), endDate: at(day, '20:00') },
      { startDate: at(nextWeek, '18:00'), endDate: at(nextWeek, '20:00') },
    ],
    activity: 'Entraînement de basket',
    expectedAttendance: 20,
    rentPrice: 25,
    cleaningPrice: 15,
    ...overrides,
  };
}

const renderComparison = (original: BookingOriginalData, booking = createBooking()) =>
  render(
    <MantineProvider>
      <OriginalRequest original={original} booking={booking} />
    </MantineProvider>,
  );

const rowOf = (table: HTMLElement, header: string): HTMLElement => {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`No row ${header}`);
  return row;
};

describe('OriginalRequest', () => {
  it('shows the first request beside the current proposal, unchanged terms unmarked', () => {
    renderComparison(createOriginal());

    expect(screen.getByRole('heading', { level: 3, name: 'Demande initiale' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Proposition actuelle' })).toBeVisible();
    const initial = screen.getByRole('table', { name: 'Demande initiale' });
    expect(within(rowOf(initial, 'Type')).getByText('Ponctuelle')).toBeVisible();
    expect(rowOf(initial, 'Tarif horaire')).toHaveTextContent(/25,00\s€/);
    const slots = screen.getByRole('table', { name: 'Créneaux de la demande initiale' });
    expect(within(slots).getByText(formatDate(at(day, '18:00')))).toBeVisible();
    expect(within(slots).getAllByText('18:00 – 20:00')).toHaveLength(2);
    expect(screen.queryByText('Modifié')).not.toBeInTheDocument();
    expect(screen.queryByText('Ajouté')).not.toBeInTheDocument();
    expect(screen.queryByText('Retiré')).not.toBeInTheDocument();
  });

  it('tells in words which terms changed and which slots were moved, added or removed', () => {
    const later = addDaysToDate(day, 21);
    const added = addDaysToDate(day, 1);
    const booking = createBooking({
      rentPrice: 20,
      bookingSlots: [
        createSlot(1, day, '18:00', '20:00'),
        createSlot(2, nextWeek, '10:00', '12:00'),
        { ...createSlot(3, nextWeek, '18:00', '20:00'), cancelled: true },
        createSlot(4, added, '10:00', '12:00'),
      ],
    });
    const original = createOriginal();
    renderComparison(
      {
        ...original,
        bookingSlots: [
          ...original.bookingSlots,
          { startDate: at(later, '18:00'), endDate: at(later, '20:00') },
        ],
      },
      booking,
    );

    const proposal = screen.getByRole('table', { name: 'Proposition actuelle' });
    expect(within(rowOf(proposal, 'Tarif horaire')).getByText('Modifié')).toBeVisible();
    expect(rowOf(proposal, 'Tarif horaire')).toHaveTextContent(/20,00\s€/);
    expect(within(rowOf(proposal, 'Activité prévue')).queryByText('Modifié')).toBeNull();

    const initialSlots = screen.getByRole('table', { name: 'Créneaux de la demande initiale' });
    // Only the day dropped is « Retiré »; the one whose hours changed is « Déplacé ».
    const removed = within(initialSlots).getByText('Retiré').closest('tr');
    expect(removed).toHaveTextContent(formatDate(at(later, '18:00')));
    expect(within(initialSlots).getByText('Déplacé').closest('tr')).toHaveTextContent(
      formatDate(at(nextWeek, '18:00')),
    );
    const proposedSlots = screen.getByRole('table', {
      name: 'Créneaux de la proposition actuelle',
    });
    const moved = within(proposedSlots).getByText('Déplacé').closest('tr');
    expect(moved).toHaveTextContent(
      `${formatDate(at(nextWeek, '10:00'))}18:00 – 20:00 → 10:00 – 12:00`,
    );
    expect(within(proposedSlots).getByText('Ajouté').closest('tr')).toHaveTextContent(
      formatDate(at(added, '10:00')),
    );
    // The cancelled slot is no longer part of the proposal.
    expect(within(proposedSlots).getAllByRole('row')).toHaveLength(4);
  });

  it('shows a changed weekly query and leaves out prices that were not kept', () => {
    const original = createOriginal({
      purposeType: 'yearly',
      query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
      rentPrice: null,
      cleaningPrice: null,
    });
    const booking = createBooking({
      purposeType: 'yearly',
      query: { weekDay: 3, startTime: '18:00', endTime: '20:00' },
    });
    renderComparison(original, booking);

    const initial = screen.getByRole('table', { name: 'Demande initiale' });
    expect(within(initial).getByText('Annuelle · Tous les mardis de 18:00 à 20:00')).toBeVisible();
    expect(within(initial).queryByText('Tarif horaire')).toBeNull();
    const proposal = screen.getByRole('table', { name: 'Proposition actuelle' });
    const type = rowOf(proposal, 'Type');
    expect(within(type).getByText('Annuelle · Tous les mercredis de 18:00 à 20:00')).toBeVisible();
    expect(within(type).getByText('Modifié')).toBeVisible();
    expect(within(rowOf(proposal, 'Tarif horaire')).queryByText('Modifié')).toBeNull();
  });
});
