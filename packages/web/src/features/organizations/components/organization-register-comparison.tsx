import type { CompanyRegisterEntry } from '@espaces/domain/api/company-register';
import type { Organization } from '@espaces/domain/api/organizations';
import { countOf } from '@espaces/domain/locale/french';
import { formatDate } from '@espaces/domain/locale/format';
import { COMPANY_REGISTER_MESSAGES } from '@espaces/domain/organizations/organization-messages';
import {
  registerDifferences,
  type ComparedField,
} from '@espaces/domain/organizations/register-comparison';
import { Alert, Badge, Loader, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useOrganizationRegisterEntry } from '../api/company-register-queries.ts';

const FIELD_LABELS: Record<ComparedField, string> = {
  name: 'Nom',
  legalForm: 'Forme juridique',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Commune',
};

function registerLegalForm(entry: CompanyRegisterEntry): string {
  if (entry.legalFormLabel === null) return '—';
  return entry.legalFormCode === null
    ? entry.legalFormLabel
    : `${entry.legalFormLabel} (${entry.legalFormCode})`;
}

/**
 * Each row says « Différent » or « Identique » in words: the dot and the row's shade only repeat
 * it, and the label keeps the body text colour (RGAA contrast).
 */
function Comparison({
  organization,
  entry,
}: {
  organization: Organization;
  entry: CompanyRegisterEntry;
}) {
  const differences = registerDifferences(organization, entry);
  const shown: Record<ComparedField, [string, string]> = {
    name: [organization.name, entry.name],
    legalForm: [organization.legalForm, registerLegalForm(entry)],
    address: [organization.address, entry.address],
    postalCode: [organization.postalCode, entry.postalCode],
    city: [organization.city, entry.city],
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Caption>
          {differences.length === 0
            ? 'Aucune différence avec le répertoire.'
            : `${countOf(differences.length, 'différence')} avec le répertoire.`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Information</Table.Th>
            <Table.Th scope="col">Déclarée</Table.Th>
            <Table.Th scope="col">Au répertoire</Table.Th>
            <Table.Th scope="col">Comparaison</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(Object.keys(FIELD_LABELS) as ComparedField[]).map((field) => {
            const differs = differences.includes(field);
            return (
              <Table.Tr key={field} bg={differs ? 'orange.0' : undefined}>
                <Table.Th scope="row">{FIELD_LABELS[field]}</Table.Th>
                <Table.Td>{shown[field][0]}</Table.Td>
                <Table.Td>{shown[field][1] || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={differs ? 'orange' : 'green'} variant="dot" size="lg" tt="none">
                    {differs ? 'Différent' : 'Identique'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RegisterAnswer({ organization }: { organization: Organization }) {
  const query = useOrganizationRegisterEntry(organization.id, true);
  if (query.isPending)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Consultation du répertoire des entreprises…</Text>
      </Group>
    );
  if (query.isError || query.data.outcome === 'unavailable')
    return <Text>{COMPANY_REGISTER_MESSAGES.reviewUnavailable}</Text>;
  const { entry } = query.data;
  if (entry === null)
    return (
      <Alert color="orange" variant="light" title={COMPANY_REGISTER_MESSAGES.reviewNotFound} />
    );
  return (
    <Stack gap="sm">
      {entry.closed && (
        <Alert
          color="red"
          variant="light"
          title={COMPANY_REGISTER_MESSAGES.closed(entry.closedOn && formatDate(entry.closedOn))}
        />
      )}
      <Comparison organization={organization} entry={entry} />
    </Stack>
  );
}

/**
 * Central's check of /organisation/{id} (docs/organisations.md#company-register): what the
 * register holds beside what the organisation declared, each difference said in words.
 */
export function OrganizationRegisterComparison({ organization }: { organization: Organization }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-register-title">
      <Title order={2} id="organization-register-title">
        Répertoire des entreprises
      </Title>
      <RegisterAnswer organization={organization} />
    </Stack>
  );
}
