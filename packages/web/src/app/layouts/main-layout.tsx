import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { decidesOnBookings } from '@espaces/domain/access/roles';
import { useCurrentUser } from '../../session/session.tsx';
import { preloadable } from '../../ui/preloadable.ts';
import { navigationFor } from '../navigation.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { UserArea } from './user-menu.tsx';

const BOOKING_LIST_PATH = '/reservations/liste';

// The count brings the bookings API with it: kept off the home page. main.tsx loads it ahead for a
// stored session, with the account menu, so that the first render draws it: asked for only once
// the header rendered, it was a request that waited for the first render, then a second render.
export const BookingsMenuLink = preloadable(
  async () => (await import('./bookings-menu-link.tsx')).BookingsMenuLink,
);

/** The role's menu under the header. */
function SiteNavigation() {
  const user = useCurrentUser();
  const links = navigationFor(user);
  if (links.length === 0) return null;
  return (
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
                <Suspense fallback={<NavLink to={link.path}>{link.label}</NavLink>}>
                  <BookingsMenuLink link={link} deciding={decidesOnBookings(user)} />
                </Suspense>
              ) : (
                <NavLink to={link.path}>{link.label}</NavLink>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

/** The `main` layout of docs/routes.md#pages: header with logo band and role menu, page, footer. */
export function MainLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <SiteHeader actions={<UserArea />}>
        <SiteNavigation />
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
