import type { Organization } from '@espaces/domain/api/organizations';
import { CHANGES_SAVED, PAYMENT_MEANS_DELETED } from '@espaces/domain/messages';
import {
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
} from '@espaces/domain/payment/payment-statuses';
import {
  ONLINE_PAYMENT_MESSAGES,
  PAYFIP_PAYMENT_TYPE_LABELS,
} from '@espaces/domain/payment/online-payment';
import { Alert, Button, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Agreement } from '@espaces/domain/api/agreements';
import { agreementReference, useAgreements } from '../../agreements/public.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { leaveApp } from '../../../lib/leave-app.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useAppConfig } from '../../../api/config.ts';
import { organizationKeys, useOrganization } from '../../../api/organizations.ts';
import { changePaymentType, createCreditCard, deleteCreditCard } from '../api/payment-api.ts';
import { CardWidget } from '../components/card-widget.tsx';
import { showServerDescription } from '../lib/server-description.ts';

const agreementLabel = (agreement: Agreement) =>
  `${agreementReference(agreement)} · ${agreement.facility.name}`;

function CardSection({ organization }: { organization: Organization }) {
  const agreements = useAgreements({ 'status[]': 'signed', pagination: 'false' });
  const signed = agreements.data?.['hydra:member'] ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const agreementId = chosen ?? signed[0]?.id ?? null;
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: () => createCreditCard(organization.id, agreementId!),
    // The browser goes to the provider's page.
    onSuccess: ({ payment_url }) => leaveApp(payment_url),
    onError: showServerDescription,
  });
  const remove = useMutation({
    mutationFn: () => deleteCreditCard(organization.id, agreementId!),
    onSuccess: async () => {
      toast({ message: PAYMENT_MEANS_DELETED, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
    onError: showServerDescription,
  });
  const askToRemove = async () => {
    const confirmed = await confirm({
      title: 'Supprimer la carte',
      message:
        'Les prochaines échéances ne seront plus prélevées tant qu’aucune carte n’est enregistrée.',
      confirmLabel: 'Supprimer la carte',
      danger: true,
    });
    if (confirmed) remove.mutate();
  };
  const card = organization.creditCard;
  if (agreements.isPending) return <Text>Chargement des conventions…</Text>;
  if (signed.length === 0) {
    return (
      <Alert color="blue" title="Aucune convention signée">
        Une carte s’enregistre pour une convention signée : ses échéances y seront prélevées.
      </Alert>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="carte-enregistree">
      <Title order={2} id="carte-enregistree">
        Carte bancaire
      </Title>
      {card ? (
        <CardWidget
          face={{
            digits: null,
            last4: card.last4,
            brand: card.brand,
            holder: card.holder ?? '',
            month: String(card.expiryMonth),
            year: String(card.expiryYear),
          }}
        />
      ) : (
        <Text>Aucune carte n’est enregistrée.</Text>
      )}
      <Select
        label="Convention"
        description="Les échéances de vos conventions sont prélevées sur cette carte."
        data={signed.map((agreement) => ({
          value: agreement.id,
          label: agreementLabel(agreement),
        }))}
        value={agreementId}
        onChange={setChosen}
        allowDeselect={false}
      />
      <Group>
        <Button onClick={() => register.mutate()} loading={register.isPending}>
          {card ? 'Remplacer la carte' : 'Enregistrer une carte'}
        </Button>
        {card && (
          <Button color="red" variant="light" onClick={askToRemove} loading={remove.isPending}>
            Supprimer la carte
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /moyens-de-paiement: the organisation chooses card (charged
 * automatically) or another means (mandate, transfer: the facility records the payment), then
 * registers its card on the provider's page or deletes it.
 */
/** Set by the return page when the provider confirms the card later, by its webhook. */
export interface PaymentMeansState {
  cardSubmittedAt: number;
}

const CARD_AWAIT_MS = 60_000;
const CARD_POLL_MS = 2_000;

export function PaymentMeansPage() {
  const user = useCurrentUser();
  const organizationId = user?.organization?.id ?? null;
  const submittedAt = (useLocation().state as PaymentMeansState | null)?.cardSubmittedAt;
  // A card sent to Stripe is recorded from its webhook (docs/payments.md#stripe): the page asks
  // again for a minute so that it shows without a reload.
  const organization = useOrganization(organizationId, {
    refetchInterval: () =>
      submittedAt !== undefined && Date.now() - submittedAt < CARD_AWAIT_MS ? CARD_POLL_MS : false,
  });
  const queryClient = useQueryClient();
  // The choice shows at once: the mutation's own pending state reaches React one tick later,
  // so a controlled radio would first snap back to the saved value.
  const [choosing, setChoosing] = useState<PaymentType | null>(null);
  const change = useMutation({
    mutationFn: (paymentType: PaymentType) => changePaymentType(organizationId!, { paymentType }),
    onSettled: () => setChoosing(null),
    onSuccess: (updated) => {
      queryClient.setQueryData(organizationKeys.detail(updated.id), updated);
      toast({ message: CHANGES_SAVED, type: 'success' });
    },
    onError: showServerDescription,
  });
  // Under PayFiP each instalment is paid online: no card on file
  // (docs/payments.md#online-payment-payfip).
  const payfip = useAppConfig().paymentProvider === 'payfip';
  const labels = payfip ? PAYFIP_PAYMENT_TYPE_LABELS : PAYMENT_TYPE_LABELS;
  const lead = 'Comment votre organisation paie les échéances mensuelles de ses conventions.';
  if (organization.isPending) return <PageLoader />;
  if (organization.isError || !organization.data) {
    return (
      <Page title="Moyens de paiement" lead={lead}>
        <Alert color="red" title="Votre organisation n’a pas pu être chargée">
          Réessayez dans un instant.
        </Alert>
      </Page>
    );
  }
  const current = organization.data;
  return (
    <Page title="Moyens de paiement" lead={lead}>
      <Radio.Group
        label="Mode de paiement"
        value={choosing ?? current.paymentType}
        onChange={(value) => {
          setChoosing(value as PaymentType);
          change.mutate(value as PaymentType);
        }}
      >
        <Stack gap="xs" mt="xs">
          {PAYMENT_TYPES.map((type) => (
            <Radio key={type} value={type} label={labels[type]} />
          ))}
        </Stack>
      </Radio.Group>
      {payfip && current.paymentType === 'card' ? (
        <Text>{ONLINE_PAYMENT_MESSAGES.meansIntro}</Text>
      ) : current.paymentType === 'card' ? (
        <CardSection organization={current} />
      ) : (
        <Text>
          L’établissement enregistre chaque paiement reçu par mandat administratif ou par virement ;
          son reçu apparaît alors dans « Paiements ».
        </Text>
      )}
    </Page>
  );
}
