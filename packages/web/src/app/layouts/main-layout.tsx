import { Badge, Container } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { useBookingsToDecideCount } from '../../features/bookings/api/booking-list-api.ts';
import { decidesOnBookings } from '@espaces/domain/access/roles';
import { useCurrentUser } from '../../session/session.tsx';
import { navigationFor, type NavigationLink } from '../navigation.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserArea } from './user-menu.tsx';

const BOOKING_LIST_PATH = '/reservations/liste';

const toDecideText = (count: number): string =>
  count === 1 ? '1 demande à traiter' : `${count.toLocaleString('fr-FR')} demandes à traiter`;

/** Issue 6 item 6: deciding staff see, on the bookings entry, how many requests wait. */
function BookingsMenuLink({ link, deciding }: { link: NavigationLink; deciding: boolean }) {
  const { data: count = 0 } = useBookingsToDecideCount(deciding);
  if (count === 0) return <NavLink to={link.path}>{link.label}</NavLink>;
  return (
    // The badge's bare number means nothing read aloud: the name says it in words.
    <NavLink to={link.path} aria-label={`${link.label}, ${toDecideText(count)}`}>
      {link.label}
      <Badge component="span" variant="white" color="regionBlue.9" size="sm" circle={count < 10}>
        {count.toLocaleString('fr-FR')}
      </Badge>
    </NavLink>
  );
}

/** The `main` layout of SPEC §2: header with logo band and role menu, page, footer. */
export function MainLayout() {
  const user = useCurrentUser();
  const links = navigationFor(user);
  return (
    <div className="layout">
      <SkipLink />
      <SiteHeader actions={<UserArea />}>
        {links.length > 0 && (
          <nav className="site-nav" aria-label="Navigation principale">
            <Container size="xl">
              <ul
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {links.map((link) => (
                  <li key={link.path}>
                    {link.path === BOOKING_LIST_PATH ? (
                      <BookingsMenuLink link={link} deciding={decidesOnBookings(user)} />
                    ) : (
                      <NavLink to={link.path}>{link.label}</NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </Container>
          </nav>
        )}
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="xl" py="xl">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
