import type { Organization } from '@espaces/domain/api/organizations';
import { formatDate } from '@espaces/domain/locale/format';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { organizationIdentifier } from './organization-identifier.ts';
import { OrganizationStatusBadge } from './organization-status-badge.tsx';

/** The organisations of /organisations/liste, each linking to its page. */
export function OrganizationTable({ organizations }: { organizations: Organization[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>Organisations inscrites, par ordre alphabétique</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Organisation</Table.Th>
            <Table.Th scope="col">Identifiant</Table.Th>
            <Table.Th scope="col">Forme juridique</Table.Th>
            <Table.Th scope="col">Commune</Table.Th>
            <Table.Th scope="col">Inscrite le</Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>
                <Anchor component={Link} to={`/organisation/${organization.id}`} fw={500}>
                  {organization.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {organizationIdentifier(organization)}
              </Table.Td>
              <Table.Td>{organization.legalForm}</Table.Td>
              <Table.Td>{`${organization.city} (${organization.postalCode})`}</Table.Td>
              <Table.Td>{formatDate(organization.createdAt)}</Table.Td>
              <Table.Td>
                <OrganizationStatusBadge status={organization.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
