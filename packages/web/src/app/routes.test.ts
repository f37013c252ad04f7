import { describe, expect, it } from 'vitest';
import {
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
  createTerritoryAdmin,
} from '../test/factories.ts';
import { navigationFor } from './navigation.ts';
import { ROUTES } from './routes.ts';

/** The route table of docs/routes.md#pages, copied as written (`{id}` placeholders). */
const SPEC_PATHS =
  `/ /aide /conditions-generales-d-utilisation /connexion /connexion/proconnect-inconnu /credits /donnees-personnelles
/licence /inscription /modifier-mot-de-passe /mon-compte /mon-profil /recherche /convention/{id}/generer
/convention/{id}/previsualiser /convention/documents-annexes/{id} /convention/liste-reservations
/convention/signer/{id} /espace/{id} /espace/{id}/reservation /espace/creer /espace/editer/{id}
/espace/editer/{id}/portes /espaces/indicateurs /espaces/liste /etablissement/{id} /etablissement/creer
/etablissements/liste /identifiants-de-connexion /moyens-de-paiement /moyens-de-paiement/mise-a-jour
/organisation/{id} /organisation/activer-nouvel-email/{id} /organisation/activer/{id}
/organisation/editer /organisations/liste /paiements/{id}/paiement-en-ligne /paiements/{id}/ticket
/paiements/liste /reservation/{id}
/reservation/{id}/avenant /reservation/{id}/avenant/previsualiser /reservation/{id}/avenant/valider
/reservation/{id}/contre-proposition /reservations/liste /utilisateur/{id} /utilisateur/creer
/utilisateur/mot-de-passe/changement /utilisateur/mot-de-passe/demande-changement /utilisateurs/liste`
    .split(/\s+/)
    .filter(Boolean);

describe('route table', () => {
  it('declares every route of the table, in order, and nothing else', () => {
    expect(ROUTES.map((route) => route.path.replace(':id', '{id}'))).toEqual(SPEC_PATHS);
  });

  it('keeps the scroll position on the booking list only', () => {
    expect(
      ROUTES.filter((route) => route.scrollToTop === false).map((route) => route.path),
    ).toEqual(['/reservations/liste']);
  });

  it('uses the layouts of the table', () => {
    const layoutOf = (path: string) => ROUTES.find((route) => route.path === path)?.layout;
    expect(layoutOf('/')).toBe('home');
    expect(layoutOf('/connexion')).toBe('login');
    expect(layoutOf('/convention/signer/:id')).toBe('default');
    expect(layoutOf('/organisations/liste')).toBe('main');
  });
});

describe('main menu', () => {
  const labels = (links: { label: string }[]) => links.map((link) => link.label);

  it('offers only the search to a signed-out visitor', () => {
    expect(labels(navigationFor(null))).toEqual(['Rechercher un espace']);
  });

  it("matches a central user's rights", () => {
    const menu = labels(navigationFor(createCentralUser()));
    expect(menu).toContain('Organisations');
    expect(menu).toContain('Vacances scolaires');
    expect(menu).toContain('Réservations');
    expect(menu).not.toContain('Espaces');
    expect(menu).not.toContain('Moyens de paiement');
  });

  it("names an organisation's bookings « Mes réservations »", () => {
    const menu = labels(navigationFor(createOrganizationUser()));
    expect(menu).toContain('Mes réservations');
    expect(menu).toContain('Moyens de paiement');
    expect(menu).not.toContain('Organisations');
    expect(menu).not.toContain('Vacances scolaires');
  });

  it('offers the indicators to central staff, territory admins and facility staff, not organisations', () => {
    for (const user of [createCentralUser(), createTerritoryAdmin(), createFacilityAdmin()]) {
      expect(labels(navigationFor(user))).toContain('Indicateurs');
    }
    expect(labels(navigationFor(createOrganizationUser()))).not.toContain('Indicateurs');
  });

  it('offers the campaigns to whoever may see one: staff, central and organisations', () => {
    const users = [
      createCentralUser(),
      createTerritoryAdmin(),
      createFacilityAdmin(),
      createOrganizationUser(),
    ];
    for (const user of users) expect(labels(navigationFor(user))).toContain('Campagnes');
    expect(labels(navigationFor(null))).not.toContain('Campagnes');
  });

  it('gives a facility admin the places, facilities and users', () => {
    const menu = labels(navigationFor(createFacilityAdmin()));
    expect(menu).toEqual(expect.arrayContaining(['Espaces', 'Établissements', 'Utilisateurs']));
  });
});
