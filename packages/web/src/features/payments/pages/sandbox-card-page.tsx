import { cardBrandOf } from '@espaces/domain/payment/card-brand';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { submitSandboxCard, useSandboxRegistration } from '../api/payment-api.ts';
import { CardWidget } from '../components/card-widget.tsx';
import { deName } from '@espaces/domain/locale/french';

const RETURN_PATH = '/moyens-de-paiement/mise-a-jour';

/**
 * The hosted page of the built-in `sandbox` provider (PAYMENT_PROVIDER=sandbox): a test page,
 * plainly marked, where the card widget is typed. Its test cards: 4242 4242 4242 4242 accepted,
 * 4000 0000 0000 0002 declined, 4000 0000 0000 0341 accepted but its charges declined.
 * What is typed goes to the provider alone; the product keeps brand, last digits and expiry.
 */
export function SandboxCardPage() {
  const { id = '' } = useParams();
  const registration = useSandboxRegistration(id);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [month, setMonth] = useState<string | number>('');
  const [year, setYear] = useState<string | number>('');
  const [cvv, setCvv] = useState('');
  const brand = cardBrandOf(number);
  const submit = useMutation({
    mutationFn: () =>
      submitSandboxCard(id, { number, name, month: Number(month), year: Number(year), cvv }),
    onSuccess: ({ returnUrl }) => leaveApp(returnUrl),
    onError: handleApiError,
  });
  if (registration.isPending) return <PageLoader />;
  const banner = (
    <Alert color="yellow" title="Page de test du prestataire de paiement « sandbox »">
      Aucune carte réelle n’est débitée. Cartes de test : 4242 4242 4242 4242 (acceptée), 4000 0000
      0000 0002 (refusée), 4000 0000 0000 0341 (acceptée, paiements refusés).
    </Alert>
  );
  if (registration.isError) {
    return (
      <Page title="Enregistrer une carte (test)">
        {banner}
        <Alert color="red" title="Cette page de paiement a expiré">
          Recommencez depuis « Moyens de paiement ».
        </Alert>
        <Anchor href={`${RETURN_PATH}?status=expired`}>Revenir au site</Anchor>
      </Page>
    );
  }
  return (
    <Page
      title="Enregistrer une carte (test)"
      lead={`Carte de paiement des échéances ${deName(registration.data.organizationName)}.`}
    >
      {banner}
      <CardWidget
        face={{
          digits: number,
          brand: null,
          holder: name,
          month: String(month),
          year: String(year),
        }}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit.mutate();
        }}
      >
        <Stack maw={420}>
          <TextInput
            label="Numéro de carte"
            required
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={brand ? brand.length + brand.gaps.length : 23}
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
          />
          <TextInput
            label="Nom du titulaire"
            required
            autoComplete="cc-name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <SimpleGrid cols={3}>
            <NumberInput
              label="Mois"
              required
              min={1}
              max={12}
              autoComplete="cc-exp-month"
              value={month}
              onChange={setMonth}
            />
            <NumberInput
              label="Année"
              required
              min={2000}
              max={2100}
              autoComplete="cc-exp-year"
              value={year}
              onChange={setYear}
            />
            <PasswordInput
              label="Cryptogramme"
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={brand?.cvvLength ?? 4}
              value={cvv}
              onChange={(event) => setCvv(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={submit.isPending}>
              Enregistrer la carte
            </Button>
            <Anchor href={`${RETURN_PATH}?status=cancelled`}>Annuler et revenir au site</Anchor>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
