import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useFacilityPlaces } from '../api/facility-queries.ts';
import { countOf } from '@espaces/domain/locale/french';

interface FacilityPlacesProps {
  facilityId: string;
  canCreatePlace: boolean;
}

const capacityLabel = (capacity: number | null): string =>
  capacity === null ? '—' : countOf(capacity, 'personne');

/** The spaces of the facility, each linking to its edition page. */
export function FacilityPlaces({ facilityId, canCreatePlace }: FacilityPlacesProps) {
  const places = useFacilityPlaces(facilityId);
  const members = places.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="facility-places-title">
      <Group justify="space-between">
        <Title order={2} id="facility-places-title">
          Espaces
        </Title>
        {canCreatePlace && (
          <Button variant="light" component={Link} to="/espace/creer">
            Créer un espace
          </Button>
        )}
      </Group>
      {places.isPending ? (
        <PageLoader />
      ) : places.isError ? (
        <Text role="alert">Les espaces n’ont pas pu être chargés.</Text>
      ) : members.length === 0 ? (
        <Text c="dimmed">Aucun espace pour le moment.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nom</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Capacité</Table.Th>
                <Table.Th scope="col">Publication</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((place) => (
                <Table.Tr key={place.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/espace/editer/${place.id}`}>
                      {place.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{place.placeType.name}</Table.Td>
                  <Table.Td>{capacityLabel(place.capacity)}</Table.Td>
                  <Table.Td>
                    {place.published ? (
                      <Badge color="green" variant="light" c="dark.8">
                        Publié
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" c="dark.8">
                        Non publié
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
