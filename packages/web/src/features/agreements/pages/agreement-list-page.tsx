import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Agreement } from '@espaces/domain/api/agreements';
import type { BookingListParams } from '@espaces/domain/api/booking-list';
import { formatEuros } from '@espaces/domain/locale/format';
import { Anchor, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { bookingKeys, fetchBookings } from '../../../api/bookings.ts';
import { handleApiError } from '../../../api/client.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import {
  AGREEMENTS_PER_PAGE,
  agreementReference,
  prepareAgreement,
  useAgreements,
} from '../api/agreement-api.ts';
import { AgreementDownloads } from '../components/agreement-documents.tsx';
import { AmendmentDownloads } from '../components/agreement-ledger.tsx';
import { AgreementListFiltersPanel } from '../components/agreement-list-filters.tsx';
import { AgreementStatusBadge } from '../components/agreement-status-badge.tsx';
import { agreementListQuery } from '../lib/agreement-list-filters.ts';
import { useAgreementListFilters } from './use-agreement-list-filters.ts';

const WAITING_BOOKINGS: BookingListParams = { 'status[]': 'approved', pagination: 'false' };

/**
 * Approved bookings wait for their agreement (docs/agreements.md#agreement-lifecycle); the server
 * scopes the list.
 */
function useWaitingBookings(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.list(WAITING_BOOKINGS),
    queryFn: ({ signal }) => fetchBookings(WAITING_BOOKINGS, signal),
    enabled,
  });
}

function WaitingBookings() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const waiting = useWaitingBookings(user !== null && !isOrganizationUser(user));
  const prepare = useMutation({
    mutationFn: prepareAgreement,
    onSuccess: (agreement) => navigate(`/convention/${agreement.id}/previsualiser`),
    onError: handleApiError,
  });
  if (!user || isOrganizationUser(user)) return null;
  const bookings = waiting.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="reservations-en-attente">
      <Title order={2} id="reservations-en-attente">
        Réservations approuvées en attente de convention
      </Title>
      {bookings.length === 0 ? (
        <Text>Aucune réservation approuvée n’attend de convention.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Réservation</Table.Th>
              <Table.Th>Organisation</Table.Th>
              <Table.Th>Espace</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.map((booking) => (
              <Table.Tr key={booking.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/reservation/${booking.id}`}>
                    {booking.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>{booking.createdBy.organization.name}</Table.Td>
                <Table.Td>
                  {booking.place.name} · {booking.place.facility.name}
                </Table.Td>
                <Table.Td>
                  {/* The server's abilities say who prepares (docs/bookings.md#next-steps). */}
                  {booking._abilities.prepareAgreement && (
                    <Button
                      size="xs"
                      loading={prepare.isPending && prepare.variables === booking.id}
                      onClick={() => prepare.mutate(booking.id)}
                    >
                      Préparer la convention de {booking.reference}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function AgreementActions({ agreement }: { agreement: Agreement }) {
  return (
    <Group gap="xs">
      {agreement.status === 'draft' && (
        <Anchor component={Link} to={`/convention/${agreement.id}/previsualiser`}>
          Prévisualiser
        </Anchor>
      )}
      {agreement._abilities.sign && (
        <Anchor component={Link} to={`/convention/signer/${agreement.id}`}>
          Signer
        </Anchor>
      )}
      <Anchor component={Link} to={`/convention/documents-annexes/${agreement.id}`}>
        Annexes
      </Anchor>
      <AgreementDownloads agreement={agreement} />
      <AmendmentDownloads agreement={agreement} />
    </Group>
  );
}

/** The amount owed now (the ledger's), and the issued one when amendments changed it. */
function AgreementAmount({ agreement }: { agreement: Agreement }) {
  const { signedTotal, currentTotal } = agreement.ledger;
  return (
    <Stack gap={0}>
      <Text span style={{ whiteSpace: 'nowrap' }}>
        {formatEuros(currentTotal)}
      </Text>
      {signedTotal !== null && signedTotal !== currentTotal && (
        <Text span size="xs" c="dimmed">
          {`signée\u00a0: ${formatEuros(signedTotal)}`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /convention/liste-reservations: staff see the approved bookings
 * waiting for an agreement and the agreements of their facilities; an organisation its own;
 * central all (the server scopes both lists).
 */
export function AgreementBookingsPage() {
  const user = useCurrentUser();
  const { filters, setFilter } = useAgreementListFilters();
  const query = agreementListQuery(filters, AGREEMENTS_PER_PAGE);
  const agreements = useAgreements(query);
  const members = agreements.data?.['hydra:member'] ?? [];
  const total = agreements.data?.['hydra:totalItems'] ?? 0;
  return (
    <Page
      title="Conventions"
      lead="Les réservations regroupées par convention, et leurs documents."
    >
      <WaitingBookings />
      <Stack gap="xs" component="section" aria-labelledby="liste-des-conventions">
        <Title order={2} id="liste-des-conventions">
          Conventions
        </Title>
        <AgreementListFiltersPanel
          filters={filters}
          setFilter={setFilter}
          staff={user !== null && !isOrganizationUser(user)}
        />
        {members.length === 0 ? (
          <Text>
            {agreements.isPending
              ? 'Chargement…'
              : filters.reference
                ? `Aucune convention ne porte la référence «\u00a0${filters.reference}\u00a0».`
                : 'Aucune convention.'}
          </Text>
        ) : (
          // Narrow screens scroll the table, not the page.
          <Table.ScrollContainer minWidth={880}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Convention</Table.Th>
                  <Table.Th>Organisation</Table.Th>
                  <Table.Th>Établissement</Table.Th>
                  <Table.Th>Statut</Table.Th>
                  <Table.Th>Montant actuel</Table.Th>
                  <Table.Th>Documents</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((agreement) => (
                  <Table.Tr key={agreement.id}>
                    <Table.Td>{agreementReference(agreement)}</Table.Td>
                    <Table.Td>{agreement.organization.name}</Table.Td>
                    <Table.Td>{agreement.facility.name}</Table.Td>
                    <Table.Td>
                      <AgreementStatusBadge status={agreement.status} />
                    </Table.Td>
                    <Table.Td>
                      <AgreementAmount agreement={agreement} />
                    </Table.Td>
                    <Table.Td>
                      <AgreementActions agreement={agreement} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > AGREEMENTS_PER_PAGE && (
          <Pagination
            total={Math.ceil(total / AGREEMENTS_PER_PAGE)}
            value={filters.page}
            onChange={(page) => setFilter('page', String(page))}
            aria-label="Pages des conventions"
          />
        )}
      </Stack>
    </Page>
  );
}
