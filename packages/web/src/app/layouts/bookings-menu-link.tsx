import '../../ui/mantine-styles.ts';
import { formatCount } from '@espaces/domain/locale/format';
import { Badge } from '@mantine/core';
import { NavLink } from 'react-router';
import { useBookingsToDecideCount } from '../../features/bookings/api/booking-list-api.ts';
import { usePaintedOnce } from '../../ui/after-first-paint.ts';
import type { NavigationLink } from '../navigation.ts';
import { countOf } from '@espaces/domain/locale/french';

const toDecideText = (count: number): string => `${countOf(count, 'demande')} à traiter`;

/** Deciding staff see, on the bookings entry, how many requests wait. */
export function BookingsMenuLink({ link, deciding }: { link: NavigationLink; deciding: boolean }) {
  // Asked for once the page has painted: drawn with the first render now (main.tsx preloads this
  // component), the count's request would go out with the page's own and before its first paint.
  const painted = usePaintedOnce();
  const { data: count = 0 } = useBookingsToDecideCount(deciding && painted);
  if (count === 0) return <NavLink to={link.path}>{link.label}</NavLink>;
  return (
    // The badge's bare number means nothing read aloud: the name says it in words.
    <NavLink to={link.path} aria-label={`${link.label}, ${toDecideText(count)}`}>
      {link.label}
      <Badge component="span" variant="white" color="regionBlue.9" size="sm" circle={count < 10}>
        {formatCount(count)}
      </Badge>
    </NavLink>
  );
}
