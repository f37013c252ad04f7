import type { Organization } from '@espaces/domain/api/organizations';
import { formatDate } from '@espaces/domain/locale/format';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../../ui/phone-input/phone-link.tsx';
import { organizationIdentifier } from './organization-identifier.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

const PAYMENT_TYPE_LABELS: Record<Organization['paymentType'], string> = {
  card: 'Carte bancaire',
  other: 'Mandat administratif ou virement',
};

/** What central staff check before deciding. */
export function OrganizationDetails({ organization }: { organization: Organization }) {
  const { representative } = organization;
  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-details-title">
      <Title order={2} id="organization-details-title">
        Informations
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} m={0}>
        <Detail term="Forme juridique">{organization.legalForm}</Detail>
        <Detail term="Identifiant">{organizationIdentifier(organization)}</Detail>
        <Detail term="Inscrite le">{formatDate(organization.createdAt)}</Detail>
        <Detail term="Adresse">
          {organization.address}
          <br />
          {`${organization.postalCode} ${organization.city}`}
        </Detail>
        <Detail term="Téléphone">
          <PhoneLink phone={organization.phone} />
        </Detail>
        <Detail term="Moyen de paiement">{PAYMENT_TYPE_LABELS[organization.paymentType]}</Detail>
        <Detail term="Représentant">
          {representative === null ? (
            'Non renseigné'
          ) : (
            <>
              {`${representative.firstName} ${representative.lastName}`}
              <br />
              <Anchor href={`mailto:${representative.email}`}>{representative.email}</Anchor>
            </>
          )}
        </Detail>
      </SimpleGrid>
    </Stack>
  );
}
