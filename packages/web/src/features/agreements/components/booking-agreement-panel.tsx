import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { agreementReference, useAgreementOfBooking } from '../api/agreement-api.ts';
import { AgreementDoors, AgreementDownloads } from './agreement-documents.tsx';
import { AgreementLedgerTables } from './agreement-ledger.tsx';
import { AgreementStatusBadge } from './agreement-status-badge.tsx';

/**
 * On /reservation/{id}: from to_review on, the agreement (and once signed, the signed
 * agreement) as PDF downloads, its ledger (amounts and payments), and the doors of each place
 * once validated.
 */
export function BookingAgreementPanel({ bookingId }: { bookingId: string }) {
  const agreement = useAgreementOfBooking(bookingId).data;
  if (!agreement || agreement.status === 'draft') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="convention-de-la-reservation">
      <Title order={2} size="h3" id="convention-de-la-reservation">
        Convention {agreementReference(agreement)}{' '}
        <AgreementStatusBadge status={agreement.status} />
      </Title>
      <AgreementDownloads agreement={agreement} />
      <AgreementLedgerTables agreement={agreement} />
      {agreement._abilities.sign && (
        <Text>
          <Anchor component={Link} to={`/convention/signer/${agreement.id}`}>
            Lire et signer la convention
          </Anchor>
        </Text>
      )}
      <AgreementDoors agreement={agreement} />
    </Stack>
  );
}
