import type { Booking, BookingOriginalData } from '@espaces/domain/api/bookings';
import { describeWeeklyQuery, PURPOSE_TYPE_LABELS } from '@espaces/domain/booking/booking-labels';
import type { PurposeType } from '@espaces/domain/booking/booking-statuses';
import {
  formatCount,
  formatDate,
  formatEuros,
  formatTimeRange,
} from '@espaces/domain/locale/format';
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { diffSlots } from '@espaces/domain/booking/slot-diff';
import type { ReactNode } from 'react';
import { byStartDate, type IsoRange } from '../lib/slot-selection.ts';

interface WeeklyQuery {
  weekDay: number;
  startTime: string;
  endTime: string;
}

/** What a request asks, as first sent (originalData) or as proposed now. Money in euros. */
export interface RequestTerms {
  purposeType: PurposeType;
  query: WeeklyQuery | null;
  slots: readonly IsoRange[];
  activity: string;
  expectedAttendance: number | null;
  /** Null when unknown (requests stored before originalData kept prices). */
  rentPrice: number | null;
  cleaningPrice: number | null;
}

export function termsOfOriginal(original: BookingOriginalData): RequestTerms {
  const { bookingSlots, ...rest } = original;
  return { ...rest, slots: bookingSlots };
}

/** The booking as it stands: its slots that are not cancelled, its own prices. */
export function termsOfBooking(booking: Booking): RequestTerms {
  return {
    purposeType: booking.purposeType,
    query: booking.query,
    slots: booking.bookingSlots.filter((slot) => !slot.cancelled),
    activity: booking.activity,
    expectedAttendance: booking.expectedAttendance,
    rentPrice: booking.rentPrice,
    cleaningPrice: booking.cleaningPrice,
  };
}

// The server and the browser may write one instant differently (offset, milliseconds).
const instantsOf = (slot: IsoRange): string =>
  `${Date.parse(slot.startDate)}/${Date.parse(slot.endDate)}`;

const typeText = (terms: RequestTerms): string =>
  terms.query
    ? `${PURPOSE_TYPE_LABELS[terms.purposeType]} · ${describeWeeklyQuery(terms.query)}`
    : PURPOSE_TYPE_LABELS[terms.purposeType];

const attendanceText = (attendance: number | null): string =>
  attendance === null ? 'Non renseigné' : formatCount(attendance);

/** [label, text shown] of each known term; a price that was not kept is left out. */
function termRows(terms: RequestTerms): [string, string][] {
  const rows: [string, string][] = [
    ['Type', typeText(terms)],
    ['Activité prévue', terms.activity],
    ['Nombre de participants', attendanceText(terms.expectedAttendance)],
  ];
  if (terms.rentPrice !== null) rows.push(['Tarif horaire', formatEuros(terms.rentPrice)]);
  if (terms.cleaningPrice !== null) {
    rows.push(['Forfait ménage par créneau', formatEuros(terms.cleaningPrice)]);
  }
  return rows;
}

interface RequestTermsPanelProps {
  terms: RequestTerms;
  /** The other side of the comparison; its differences are told in words, not by colour. */
  compareTo: RequestTerms | null;
  /** The first request marks the slots the other side dropped (« Retiré ») or moved
   * (« Déplacé »); the proposal marks its changed terms (« Modifié »), its moved slots (old
   * hours → new hours, « Déplacé ») and its new slots (« Ajouté »). */
  side: 'initial' | 'proposed';
  /** Accessible names of the two tables, e.g. « Demande initiale ». */
  detailsLabel: string;
  slotsLabel: string;
}

/** One side of a request comparison: its terms, then its slots (date and hours). */
export function RequestTermsPanel({
  terms,
  compareTo,
  side,
  detailsLabel,
  slotsLabel,
}: RequestTermsPanelProps) {
  const otherRows = new Map(compareTo ? termRows(compareTo) : []);
  const changed = (label: string, text: string): boolean =>
    side === 'proposed' && otherRows.has(label) && otherRows.get(label) !== text;
  const slots = [...terms.slots].sort(byStartDate);
  // A slot dropped and one added the same day (the same week under another weekly query) is
  // one slot moved (domain/booking/slot-diff.ts): only the others are added or removed.
  const [before, after] =
    side === 'initial' ? [terms.slots, compareTo?.slots] : [compareTo?.slots, terms.slots];
  const diff =
    before && after
      ? diffSlots(before, after, {
          sameWeek: compareTo !== null && typeText(compareTo) !== typeText(terms),
        })
      : null;
  const movedFrom = new Map(diff?.moved.map(({ from, to }) => [instantsOf(to), from]));
  const movedAway = new Set(diff?.moved.map(({ from }) => instantsOf(from)));
  const alone = new Set((side === 'initial' ? diff?.removed : diff?.added)?.map(instantsOf));
  const markerOf = (slot: IsoRange): string | null => {
    if (alone.has(instantsOf(slot))) return side === 'initial' ? 'Retiré' : 'Ajouté';
    if (movedAway.has(instantsOf(slot)) || movedFrom.has(instantsOf(slot))) return 'Déplacé';
    return null;
  };

  return (
    <Stack gap="sm">
      <Table variant="vertical" withTableBorder aria-label={detailsLabel}>
        <Table.Tbody>
          {termRows(terms).map(([label, text]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={180}>
                {label}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>
                <ValueWithMarker marker={changed(label, text) ? 'Modifié' : null}>
                  {text}
                </ValueWithMarker>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {slots.length === 0 ? (
        <Text c="dimmed">Aucun créneau.</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={slotsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Horaires</Table.Th>
                <Table.Th scope="col">Changement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slots.map((slot) => {
                const marker = markerOf(slot);
                const struck = marker === 'Retiré' ? 'line-through' : undefined;
                const from = movedFrom.get(instantsOf(slot));
                const sameDay = from && formatDate(from.startDate) === formatDate(slot.startDate);
                return (
                  <Table.Tr key={instantsOf(slot)}>
                    <Table.Td td={struck}>{formatDate(slot.startDate)}</Table.Td>
                    <Table.Td td={struck}>
                      {from &&
                        `${sameDay ? '' : `${formatDate(from.startDate)} `}${formatTimeRange(from.startDate, from.endDate)} → `}
                      {formatTimeRange(slot.startDate, slot.endDate)}
                    </Table.Td>
                    <Table.Td>{marker && <MarkerBadge>{marker}</MarkerBadge>}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function MarkerBadge({ children }: { children: ReactNode }) {
  return (
    <Badge color="orange" variant="light">
      {children}
    </Badge>
  );
}

function ValueWithMarker({ marker, children }: { marker: string | null; children: ReactNode }) {
  if (marker === null) return children;
  return (
    <Group gap="xs" wrap="wrap">
      <span>{children}</span>
      <MarkerBadge>{marker}</MarkerBadge>
    </Group>
  );
}

/**
 * originalData (docs/bookings.md#references-and-history): the request as the organisation first
 * sent it beside the booking as it stands (after a counter-proposal or an edit). Headings are h3:
 * place it in a section titled h2.
 */
export function OriginalRequest({
  original,
  booking,
}: {
  original: BookingOriginalData;
  booking: Booking;
}) {
  const initial = termsOfOriginal(original);
  const current = termsOfBooking(booking);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Demande initiale
        </Title>
        <RequestTermsPanel
          terms={initial}
          compareTo={current}
          side="initial"
          detailsLabel="Demande initiale"
          slotsLabel="Créneaux de la demande initiale"
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Proposition actuelle
        </Title>
        <RequestTermsPanel
          terms={current}
          compareTo={initial}
          side="proposed"
          detailsLabel="Proposition actuelle"
          slotsLabel="Créneaux de la proposition actuelle"
        />
      </Stack>
    </SimpleGrid>
  );
}
