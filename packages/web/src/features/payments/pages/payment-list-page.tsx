import { isOrganizationUser } from '@espaces/domain/access/roles';
import { formatDate } from '@espaces/domain/locale/format';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@espaces/domain/payment/payment-statuses';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { Alert, Anchor, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFacilityOptions } from '../../../api/facilities.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { ListPagination } from '../../../ui/list/list-pagination.tsx';
import { ReferenceFilterInput } from '../../../ui/list/reference-filter-input.tsx';
import {
  FacilityFilterSelect,
  FacilityTypeFilterSelect,
  TerritoryFilterSelect,
} from '../../../ui/list/shared-filter-selects.tsx';
import { useQueryFilters } from '../../../ui/list/use-query-filters.ts';
import { Page } from '../../../ui/page.tsx';
import { PAYMENTS_PER_PAGE, usePayments } from '../api/payment-api.ts';
import { PaymentAmount } from '../components/payment-amount.tsx';
import { PaymentExportButton } from '../components/payment-export-button.tsx';
import { PayOnlineButton } from '../components/pay-online-button.tsx';
import { PaymentStatusBadge } from '../components/payment-status-badge.tsx';
import { RecordPaymentButton } from '../components/record-payment-button.tsx';
import { paymentFiltersFromParams, paymentListQuery } from '../lib/payment-list-filters.ts';
import { countOf } from '@espaces/domain/locale/french';

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_STATUS_LABELS[status],
}));

/**
 * /paiements/liste: an organisation sees its payments, facility
 * admins those of their facilities, central all (the server scopes); filters in the query
 * string like the booking list; their accounting export by period.
 */
export function PaymentListPage() {
  const user = useCurrentUser();
  const staff = user !== null && !isOrganizationUser(user);
  const { filters, setFilter } = useQueryFilters(paymentFiltersFromParams);
  const payments = usePayments(paymentListQuery(filters, PAYMENTS_PER_PAGE));
  const facilities = useFacilityOptions(staff);
  const members = payments.data?.['hydra:member'] ?? [];
  const total = payments.data?.['hydra:totalItems'] ?? 0;
  return (
    <Page
      title="Paiements"
      lead="Les échéances mensuelles des conventions, les paiements reçus et leurs reçus."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="search" aria-label="Filtrer les paiements">
        <Select
          label="Statut"
          placeholder="Tous les statuts"
          clearable
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
        />
        {staff && (
          <FacilityFilterSelect
            facilities={facilities.data}
            value={filters.facility}
            onChange={(value) => setFilter('facility', value)}
          />
        )}
        {staff && (
          <TerritoryFilterSelect
            value={filters.territory}
            onChange={(value) => setFilter('territory', value)}
          />
        )}
        <FacilityTypeFilterSelect
          value={filters.facilityType}
          onChange={(value) => setFilter('facilityType', value)}
        />
        <ReferenceFilterInput
          label="Référence de la convention"
          placeholder="CONV-2026-0042"
          value={filters.reference}
          onChange={(value) => setFilter('reference', value)}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <PaymentExportButton filters={filters} />
      </Group>
      {payments.isError ? (
        <Alert color="red" title="Les paiements n’ont pas pu être chargés">
          Réessayez dans un instant.
        </Alert>
      ) : members.length === 0 ? (
        <Text>
          {payments.isPending
            ? 'Chargement…'
            : filters.reference
              ? `Aucun paiement pour la convention «\u00a0${filters.reference}\u00a0».`
              : 'Aucun paiement.'}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{countOf(total, 'paiement')}</Text>
          {/* On a phone the table scrolls inside itself, its badges whole (app.css). */}
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Période</Table.Th>
                  <Table.Th>Convention</Table.Th>
                  {staff && <Table.Th>Organisation</Table.Th>}
                  <Table.Th>Établissement</Table.Th>
                  <Table.Th>Montant</Table.Th>
                  <Table.Th>Échéance</Table.Th>
                  <Table.Th>Statut</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{paymentMonthLabel(payment.month)}</Table.Td>
                    <Table.Td>{payment.agreement.reference}</Table.Td>
                    {staff && <Table.Td>{payment.organization.name}</Table.Td>}
                    <Table.Td>{payment.facility.name}</Table.Td>
                    <Table.Td>
                      <PaymentAmount payment={payment} />
                    </Table.Td>
                    <Table.Td>{formatDate(`${payment.dueDate}T12:00:00Z`)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <PaymentStatusBadge status={payment.status} />
                        {payment.lastFailureReason && payment.status !== 'paid' && (
                          <Text size="xs">{payment.lastFailureReason}</Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {payment._abilities.ticket && (
                          <Anchor component={Link} to={`/paiements/${payment.id}/ticket`}>
                            Reçu {payment.receiptNumber}
                          </Anchor>
                        )}
                        {payment._abilities.record && <RecordPaymentButton payment={payment} />}
                        <PayOnlineButton payment={payment} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ListPagination
        total={Math.ceil(total / PAYMENTS_PER_PAGE)}
        value={filters.page}
        onChange={(page) => setFilter('page', String(page))}
      />
    </Page>
  );
}
