import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
  type AgreementStatus,
} from '@espaces/domain/agreement/agreement-lifecycle';
import { Group, Select } from '@mantine/core';
import { useCurrentUser } from '../../../session/session.tsx';
import { useAvailableOrganizations } from '../api/agreement-api.ts';

export interface AgreementListFilters {
  status: AgreementStatus | null;
  facility: string | null;
  organization: string | null;
}

const STATUS_OPTIONS = AGREEMENT_STATUSES.map((status) => ({
  value: status,
  label: AGREEMENT_STATUS_LABELS[status],
}));

/**
 * Issue 11 item 1: status, and for staff the facility then one of the organisations holding
 * bookings there (GET /api/facility/{id}/available-organization, SPEC §7).
 */
export function AgreementListFiltersPanel({
  filters,
  onChange,
}: {
  filters: AgreementListFilters;
  onChange: (filters: AgreementListFilters) => void;
}) {
  const user = useCurrentUser();
  const facilities = [
    ...new Map(
      (user?.facilityMemberships ?? []).map(({ facility }) => [
        facility.id,
        { value: facility.id, label: facility.name },
      ]),
    ).values(),
  ];
  const organizations = useAvailableOrganizations(filters.facility);
  const organizationOptions = (organizations.data?.['hydra:member'] ?? []).map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));
  return (
    <Group align="flex-end">
      <Select
        label="Statut"
        placeholder="Tous les statuts"
        clearable
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: value as AgreementStatus | null })}
      />
      {facilities.length > 0 && (
        <Select
          label="Établissement"
          placeholder="Tous les établissements"
          clearable
          data={facilities}
          value={filters.facility}
          onChange={(value) => onChange({ ...filters, facility: value, organization: null })}
        />
      )}
      {filters.facility && (
        <Select
          label="Organisation"
          placeholder="Toutes les organisations"
          clearable
          searchable
          data={organizationOptions}
          value={filters.organization}
          onChange={(value) => onChange({ ...filters, organization: value })}
        />
      )}
    </Group>
  );
}
