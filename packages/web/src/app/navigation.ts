import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { routeFor } from './routes.ts';

export interface NavigationLink {
  path: string;
  label: string;
}

/** The main menu, in reading order; each entry shows only when its route's check passes. */
const MENU: readonly { path: string; label: string | ((user: Actor | null) => string) }[] = [
  { path: '/recherche', label: 'Rechercher un espace' },
  {
    path: '/reservations/liste',
    label: (user) =>
      user !== null && isOrganizationUser(user) ? 'Mes réservations' : 'Réservations',
  },
  { path: '/convention/liste-reservations', label: 'Conventions' },
  { path: '/campagnes', label: 'Campagnes' },
  { path: '/espaces/liste', label: 'Espaces' },
  { path: '/espaces/indicateurs', label: 'Indicateurs' },
  { path: '/etablissements/liste', label: 'Établissements' },
  { path: '/organisations/liste', label: 'Organisations' },
  { path: '/vacances-scolaires', label: 'Vacances scolaires' },
  { path: '/utilisateurs/liste', label: 'Utilisateurs' },
  { path: '/paiements/liste', label: 'Paiements' },
  { path: '/organisation/editer', label: 'Mon organisation' },
  { path: '/moyens-de-paiement', label: 'Moyens de paiement' },
];

/** Links to the routes this user may open (role level, as the route guard decides). */
export function navigationFor(user: Actor | null): NavigationLink[] {
  return MENU.filter((entry) => {
    const access = routeFor(entry.path)?.access;
    return access === null || (access !== undefined && checkAccess(access, user).allowed);
  }).map((entry) => ({
    path: entry.path,
    label: typeof entry.label === 'string' ? entry.label : entry.label(user),
  }));
}
