import {
  bookingInputSchema,
  bookingQuerySchema,
  type Booking,
  type BookingQuery,
  type BookingInput,
  type BookingInputDraft,
} from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import type { Place } from '@espaces/domain/api/places';
import type {
  SlotAlternativeJson,
  WeeklyAlternativeJson,
} from '@espaces/domain/api/slot-alternatives';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import type { PurposeType } from '@espaces/domain/booking/booking-statuses';
import { eurosToCents } from '@espaces/domain/locale/format';
import {
  ORGANIZATION_NOT_VALIDATED,
  PLACE_FETCH_FAILURE,
  PLACE_LOAD_FAILURE,
} from '@espaces/domain/messages';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { violationsOf } from '../../../api/errors.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { placeKeys, usePlace } from '../../../api/places.ts';
import { bookingKeys } from '../../../api/bookings.ts';
import { requestBooking, useGeneratedSlots } from '../api/booking-api.ts';
import { CasualSlotChooser } from '../components/casual-slot-chooser.tsx';
import { PlaceSummary } from '../components/place-summary.tsx';
import { PriceTotal } from '../components/price-total.tsx';
import { SlotAlternatives, WeeklyAlternatives } from '../components/slot-alternatives.tsx';
import { YearlyQueryFields, type YearlyQueryValues } from '../components/yearly-query-fields.tsx';
import { useChosenSlots } from './use-chosen-slots.ts';
import { ActivityFields } from '../components/activity-fields.tsx';

/** /espace/{id}/reservation. */
export function BookingRequestPage() {
  const { id = '' } = useParams();
  const place = usePlace(id);

  // The place fetch failure has its own message.
  useEffect(() => {
    if (place.isError) toast({ message: PLACE_FETCH_FAILURE, type: 'error' });
  }, [place.isError]);

  if (place.isPending) return <PageLoader />;
  if (place.isError) {
    return (
      <Page title="Demande de réservation">
        <Text>{PLACE_LOAD_FAILURE}</Text>
        <Anchor component={Link} to="/recherche">
          Revenir à la recherche
        </Anchor>
      </Page>
    );
  }
  return <BookingRequest place={place.data} />;
}

function BookingRequest({ place }: { place: Place }) {
  const user = useCurrentUser();
  if (!place._abilities.book) {
    const organization = user !== null && isOrganizationUser(user);
    return (
      <Page title="Demande de réservation">
        <PlaceSummary place={place} />
        <Text role="alert">
          {organization ? ORGANIZATION_NOT_VALIDATED : BOOKING_MESSAGES.onlyOrganizationsRequest}
        </Text>
      </Page>
    );
  }
  return <BookingRequestForm place={place} />;
}

interface RequestValues extends YearlyQueryValues {
  activity: string;
  expectedAttendance: number | string;
}

/** Server and schema paths → form fields, to write each message next to its field. */
const FIELD_OF_PATH: Record<string, string> = {
  activity: 'activity',
  expectedAttendance: 'expectedAttendance',
  query: 'weekDay',
  'query.weekDay': 'weekDay',
  'query.startTime': 'startTime',
  'query.endTime': 'endTime',
};

const fieldOf = (path: string): string | null => FIELD_OF_PATH[path] ?? null;

/**
 * A request refused for a taken slot: a casual one with which of its slots (its position), a
 * yearly one with its weekly query (its alternatives replace the query and every slot).
 */
type TakenSlotRefusal =
  | { purposeType: 'casual'; input: BookingInput; index: number }
  | { purposeType: 'yearly'; input: BookingInput; query: BookingQuery };

/**
 * The slot a refusal says is taken: the violation names its position, or, raised by the
 * exclusion constraint, only `bookingSlots`, which is then the request's one slot
 * (docs/bookings.md#alternatives). Null for any other refusal.
 */
function takenSlotRefusal(input: BookingInput, error: unknown): TakenSlotRefusal | null {
  const taken = (violationsOf(error) ?? []).find((violation) => violation.code === 'SLOT_TAKEN');
  if (!taken) return null;
  if (input.purposeType === 'yearly') {
    return input.query ? { purposeType: 'yearly', input, query: input.query } : null;
  }
  const position = /^bookingSlots\.(\d+)$/.exec(taken.propertyPath)?.[1];
  const index =
    position !== undefined ? Number(position) : input.bookingSlots.length === 1 ? 0 : -1;
  return index >= 0 && index < input.bookingSlots.length
    ? { purposeType: 'casual', input, index }
    : null;
}

function BookingRequestForm({ place }: { place: Place }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [purposeType, setPurposeType] = useState<PurposeType>('casual');
  const chosen = useChosenSlots();
  const form = useForm<RequestValues>({
    initialValues: {
      activity: '',
      expectedAttendance: '',
      weekDay: null,
      startTime: '',
      endTime: '',
    },
  });
  const prices = useMemo(
    () => ({
      rentPriceCents: eurosToCents(place.rentPrice),
      cleaningPriceCents: eurosToCents(place.cleaningPrice),
    }),
    [place.rentPrice, place.cleaningPrice],
  );

  const { weekDay, startTime, endTime } = form.values;
  const weeklyQuery = useMemo(() => {
    const parsed = bookingQuerySchema.safeParse({ weekDay: Number(weekDay), startTime, endTime });
    return parsed.success ? parsed.data : null;
  }, [weekDay, startTime, endTime]);
  const generated = useGeneratedSlots(place.id, purposeType === 'yearly' ? weeklyQuery : null);
  const requestedSlots =
    purposeType === 'casual'
      ? chosen.slots
      : (generated.data ?? []).filter((occurrence) => occurrence.available);
  // Dates already taken would be left out of the request: hours free on every date are
  // proposed before it is sent (docs/bookings.md#alternatives).
  const someDatesTaken = (generated.data ?? []).some(
    (occurrence) => !occurrence.available && occurrence.closedReason === undefined,
  );

  const [refusal, setRefusal] = useState<TakenSlotRefusal | null>(null);
  const mutation = useMutation({
    mutationFn: (input: BookingInput) => requestBooking(input),
    onMutate: () => setRefusal(null),
    onSuccess: async (booking: Booking) => {
      toast({ message: `Votre demande a été envoyée (${booking.reference})` });
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await queryClient.invalidateQueries({ queryKey: placeKeys.detail(place.id) });
      await navigate(`/reservation/${booking.id}`);
    },
    onError: (error, input) => {
      showFailure(form, error, fieldOf);
      setRefusal(takenSlotRefusal(input, error));
      // « Ce créneau n'est plus disponible. »: show the week as it now is.
      void queryClient.invalidateQueries({ queryKey: placeKeys.detail(place.id) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.generatedFor(place.id) });
    },
  });

  /** One click: the same request, the taken slot replaced by the alternative (and its place). */
  const requestAlternative = (alternative: SlotAlternativeJson) => {
    if (refusal?.purposeType !== 'casual') return;
    const { input, index } = refusal;
    const slot = { startDate: alternative.startDate, endDate: alternative.endDate };
    const taken = input.bookingSlots[index];
    const chosenSlot = chosen.slots.find(
      (candidate) =>
        candidate.startDate === taken?.startDate && candidate.endDate === taken?.endDate,
    );
    // The chooser shows what is requested, so that a new refusal starts from it.
    if (alternative.place === place['@id'] && chosenSlot) chosen.change(chosenSlot.key, slot);
    mutation.mutate({
      ...input,
      place: alternative.place,
      bookingSlots: input.bookingSlots.map((other, position) =>
        position === index ? slot : other,
      ),
    });
  };

  /** One click: the yearly request again with the alternative's place, query and slots. */
  const requestWeeklyAlternative = (alternative: WeeklyAlternativeJson) => {
    if (refusal?.purposeType !== 'yearly') return;
    const { weekDay: day, startTime: start, endTime: end } = alternative.query;
    // The fields show what is requested, so that a new refusal starts from it.
    if (alternative.place === place['@id']) {
      form.setValues({ weekDay: String(day), startTime: start, endTime: end });
    }
    mutation.mutate({
      ...refusal.input,
      place: alternative.place,
      query: alternative.query,
      bookingSlots: alternative.bookingSlots,
    });
  };

  const submit = form.onSubmit((values) => {
    const draft: BookingInputDraft = {
      place: place['@id'],
      purposeType,
      ...(purposeType === 'yearly'
        ? {
            query: {
              weekDay: Number(values.weekDay),
              startTime: values.startTime,
              endTime: values.endTime,
            },
          }
        : {}),
      bookingSlots: requestedSlots.map(({ startDate, endDate }) => ({ startDate, endDate })),
      activity: values.activity,
      expectedAttendance:
        typeof values.expectedAttendance === 'number' ? values.expectedAttendance : Number.NaN,
    };
    const parsed = bookingInputSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field) form.setFieldError(field, issue.message);
        else toast({ message: issue.message, type: 'warning' });
      }
      return;
    }
    mutation.mutate(parsed.data);
  });

  return (
    <Page title="Demande de réservation" lead="Choisissez vos créneaux et décrivez votre activité.">
      <PlaceSummary place={place} />
      <Stack gap="sm" component="section" aria-labelledby="creneaux-titre">
        <Title order={2} size="h3" id="creneaux-titre">
          Créneaux
        </Title>
        <SegmentedControl
          aria-label="Type de réservation"
          data={[
            { label: 'Ponctuelle', value: 'casual' },
            { label: 'À l’année', value: 'yearly' },
          ]}
          value={purposeType}
          onChange={(value) => setPurposeType(value as PurposeType)}
          w="fit-content"
        />
        {purposeType === 'casual' ? (
          <CasualSlotChooser
            placeId={place.id}
            slots={chosen.slots}
            prices={prices}
            onAdd={chosen.add}
            onChange={chosen.change}
            onRemove={chosen.remove}
          />
        ) : (
          <YearlyQueryFields
            fields={{
              weekDay: form.getInputProps('weekDay'),
              startTime: form.getInputProps('startTime'),
              endTime: form.getInputProps('endTime'),
            }}
            query={weeklyQuery}
            occurrences={generated}
            prices={prices}
            afterCount={
              weeklyQuery &&
              someDatesTaken &&
              !refusal && (
                <WeeklyAlternatives
                  placeId={place.id}
                  query={weeklyQuery}
                  samePlaceOnly={{ placeIri: place['@id'] }}
                  title={BOOKING_MESSAGES.weeklyAlternativesForTakenDates}
                  onChoose={({ query }) =>
                    form.setValues({
                      weekDay: String(query.weekDay),
                      startTime: query.startTime,
                      endTime: query.endTime,
                    })
                  }
                  disabled={mutation.isPending}
                />
              )
            }
          />
        )}
        {refusal?.purposeType === 'yearly' && (
          <WeeklyAlternatives
            placeId={idFromIri(refusal.input.place) ?? place.id}
            query={refusal.query}
            onChoose={requestWeeklyAlternative}
            disabled={mutation.isPending}
          />
        )}
        {refusal?.purposeType === 'casual' && (
          <SlotAlternatives
            // A request sent to another place's alternative may be refused there in turn.
            placeId={idFromIri(refusal.input.place) ?? place.id}
            placeIri={refusal.input.place}
            slot={refusal.input.bookingSlots[refusal.index]!}
            samePlaceOnly={refusal.input.bookingSlots.length > 1}
            onChoose={requestAlternative}
            disabled={mutation.isPending}
          />
        )}
      </Stack>
      {/* The slot form above is a form of its own: forms never nest. */}
      <form onSubmit={submit} noValidate aria-labelledby="activite-titre">
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h3" id="activite-titre">
              Activité
            </Title>
            <ActivityFields
              activity={form.getInputProps('activity')}
              expectedAttendance={form.getInputProps('expectedAttendance')}
            />
          </Stack>
          <PriceTotal slots={requestedSlots} prices={prices} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending}>
              Envoyer la demande
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
