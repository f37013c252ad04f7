import type { FacilityDetail } from '@espaces/domain/api/facilities';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FACILITY_PROFILE_LABELS } from '@espaces/domain/access/profile-labels';

interface FacilityStaffProps {
  staff: FacilityDetail['staff'];
  /** auth-user-edit on this facility: the names link to the user pages. */
  canOpenUsers: boolean;
}

/** Who runs the facility, with their profile (docs/access.md#roles-and-profiles). */
export function FacilityStaff({ staff, canOpenUsers }: FacilityStaffProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="facility-staff-title">
      <Title order={2} id="facility-staff-title">
        Personnel
      </Title>
      {staff.length === 0 ? (
        <Text c="dimmed">Personne n’est encore rattaché à cet établissement.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nom</Table.Th>
                <Table.Th scope="col">Adresse e-mail</Table.Th>
                <Table.Th scope="col">Profil</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((member) => {
                const name = `${member.firstName} ${member.lastName}`;
                return (
                  <Table.Tr key={`${member.id}-${member.profile}`}>
                    <Table.Td>
                      {canOpenUsers ? (
                        <Anchor component={Link} to={`/utilisateur/${member.id}`}>
                          {name}
                        </Anchor>
                      ) : (
                        name
                      )}
                      {!member.isActive && (
                        <Badge ml="xs" color="gray" variant="light" c="dark.8">
                          Désactivé
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{FACILITY_PROFILE_LABELS[member.profile]}</Table.Td>
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
