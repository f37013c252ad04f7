import type { CalendarFeedInput } from '@espaces/domain/api/calendar-feeds';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useFacilityOptions } from '../../../api/facilities.ts';
import { optionsOf } from '../../../ui/list/shared-filter-selects.tsx';
import { useFacilityPlaceOptions } from '../api/calendar-feeds-api.ts';

/** Staff choose a facility they follow, and one of its places or all of them. */
export function CalendarFeedPicker({
  busy,
  onSubscribe,
}: {
  busy: boolean;
  onSubscribe: (input: CalendarFeedInput) => void;
}) {
  const facilities = useFacilityOptions(true);
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const [placeId, setPlaceId] = useState<string | null>(null);
  const places = useFacilityPlaceOptions(facilityId);
  const submit = () => {
    if (facilityId === null) return;
    onSubscribe(
      placeId === null
        ? { scope: 'facility', target: `/api/facilities/${facilityId}` }
        : { scope: 'place', target: `/api/places/${placeId}` },
    );
  };
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Établissement"
        placeholder="Choisir un établissement"
        searchable
        nothingFoundMessage="Aucun établissement"
        data={optionsOf(facilities.data)}
        value={facilityId}
        onChange={(value) => {
          setFacilityId(value);
          setPlaceId(null);
        }}
      />
      <Select
        label="Espace"
        placeholder="Tous les espaces"
        clearable
        disabled={facilityId === null}
        data={optionsOf(places.data)}
        value={placeId}
        onChange={setPlaceId}
      />
      <Button onClick={submit} disabled={facilityId === null} loading={busy}>
        Créer l’adresse
      </Button>
    </Group>
  );
}
