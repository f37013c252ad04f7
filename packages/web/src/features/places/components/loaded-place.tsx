import type { Place } from '@espaces/domain/api/places';
import { PLACE_FETCH_FAILURE } from '@espaces/domain/messages';
import { Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { statusOf } from '../../../api/errors.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { usePlace } from '../../../api/places.ts';
import { PLACE_LOAD_FAILURE } from '@espaces/domain/messages';

/** Renders `children` with the place once loaded; a failed fetch says so in a toast. */
export function LoadedPlace({
  placeId,
  children,
}: {
  placeId: string;
  children: (place: Place) => ReactNode;
}) {
  const place = usePlace(placeId);
  const failed = place.isError;
  useEffect(() => {
    if (failed) toast({ message: PLACE_FETCH_FAILURE, type: 'error' });
  }, [failed]);

  if (place.isPending) return <PageLoader />;
  if (place.isError) {
    return (
      <Text role="alert">
        {statusOf(place.error) === 404
          ? 'Cet espace n’existe pas ou vous n’y avez pas accès.'
          : PLACE_LOAD_FAILURE}
      </Text>
    );
  }
  return children(place.data);
}
