import type { Facility } from '@espaces/domain/api/facilities';
import { formatUai } from '@espaces/domain/locale/format';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../../ui/phone-input/phone-link.tsx';

const coordinate = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 });

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" fw={700}>
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

const NOT_GIVEN = 'Non renseigné';

/** What the detail page tells about the facility itself. */
export function FacilityDetails({ facility }: { facility: Facility }) {
  const signatory = [facility.signatoryName, facility.signatoryTitle]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" m={0}>
      <Detail term="Adresse">
        {facility.address}
        <br />
        {facility.postalCode} {facility.city}
      </Detail>
      <Detail term="Coordonnées">
        Latitude {coordinate.format(facility.latitude)}, longitude{' '}
        {coordinate.format(facility.longitude)}
      </Detail>
      <Detail term="Code UAI">{formatUai(facility.uai)}</Detail>
      <Detail term="Téléphone">
        {facility.phone !== null && facility.phone !== '' ? (
          <PhoneLink phone={facility.phone} />
        ) : (
          NOT_GIVEN
        )}
      </Detail>
      <Detail term="Adresse e-mail">
        {facility.email !== null && facility.email !== '' ? (
          <Anchor href={`mailto:${facility.email}`}>{facility.email}</Anchor>
        ) : (
          NOT_GIVEN
        )}
      </Detail>
      <Detail term="Signataire des conventions">{signatory === '' ? NOT_GIVEN : signatory}</Detail>
    </SimpleGrid>
  );
}
