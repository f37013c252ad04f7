import type { Booking } from '@espaces/domain/api/bookings';
import { centsToEuros } from '@espaces/domain/locale/format';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useBooking } from '../../../api/bookings.ts';
import { ProposalSlots } from '../components/proposal-slots.tsx';
import {
  BackToBooking,
  CounterProposalHeading,
  NotCounterProposable,
} from '../components/counter-proposal-notices.tsx';
import { CounterProposalPrices } from '../components/counter-proposal-prices.tsx';
import {
  RequestTermsPanel,
  termsOfBooking,
  termsOfOriginal,
  type RequestTerms,
} from '../components/original-request.tsx';
import { PriceTotal } from '../components/price-total.tsx';
import { counterProposalUpdate, useSendCounterProposal } from './use-counter-proposal.ts';
import { useProposalEditor } from './use-proposal-editor.ts';
import { BOOKING_LOAD_FAILURE } from '@espaces/domain/messages';

/** /reservation/{id}/contre-proposition. */
export function CounterProposalPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader />;
  if (booking.isError) {
    return (
      <Page title="Contre-proposition">
        <Text role="alert">{BOOKING_LOAD_FAILURE}</Text>
        <BackToBooking id={id} />
      </Page>
    );
  }
  if (!booking.data._abilities.counterPropose)
    return <NotCounterProposable booking={booking.data} />;
  return <CounterProposalForm booking={booking.data} />;
}

function CounterProposalForm({ booking }: { booking: Booking }) {
  const editor = useProposalEditor(booking);
  const { form, query, weekly, proposal, prices, queryReady } = editor;
  const send = useSendCounterProposal(booking);

  const submit = form.onSubmit((values) => {
    if (!queryReady()) return;
    const result = counterProposalUpdate({
      slots: proposal.slots,
      rentPrice: values.rentPrice,
      cleaningPrice: values.cleaningPrice,
      ...(query ? { query } : {}),
    });
    if ('update' in result) {
      send.mutate(result.update);
      return;
    }
    for (const problem of result.problems) {
      if (problem.field) form.setFieldError(problem.field, problem.message);
      else toast({ message: problem.message, type: 'warning' });
    }
  });

  const original = booking.originalData;
  const proposalTerms: RequestTerms = {
    ...termsOfBooking(booking),
    query: query ?? booking.query,
    slots: proposal.slots,
    rentPrice: centsToEuros(prices.rentPriceCents),
    cleaningPrice: centsToEuros(prices.cleaningPriceCents),
  };

  return (
    <Page title={`Contre-proposition ${booking.reference}`}>
      <CounterProposalHeading booking={booking} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm" component="section" aria-labelledby="demande-initiale-titre">
          <Title order={2} size="h3" id="demande-initiale-titre">
            Demande initiale
          </Title>
          {original ? (
            <RequestTermsPanel
              terms={termsOfOriginal(original)}
              compareTo={weekly.computing ? null : proposalTerms}
              side="initial"
              detailsLabel="Demande initiale"
              slotsLabel="Créneaux de la demande initiale"
            />
          ) : (
            <Text c="dimmed">La demande initiale n’a pas été conservée.</Text>
          )}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="proposition-titre">
          <Title order={2} size="h3" id="proposition-titre">
            Votre proposition
          </Title>
          <ProposalSlots booking={booking} editor={editor} />
          <form onSubmit={submit} noValidate aria-label="Contre-proposition">
            <Stack gap="md">
              <CounterProposalPrices
                rentPrice={form.getInputProps('rentPrice')}
                cleaningPrice={form.getInputProps('cleaningPrice')}
                current={booking}
              />
              <PriceTotal slots={proposal.slots} prices={prices} />
              <Group justify="flex-end">
                <Button component={Link} to={`/reservation/${booking.id}`} variant="default">
                  Annuler
                </Button>
                <Button type="submit" loading={send.isPending} disabled={weekly.computing}>
                  Envoyer la contre-proposition
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </SimpleGrid>
    </Page>
  );
}
