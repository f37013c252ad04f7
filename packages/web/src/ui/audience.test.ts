import { afterEach, describe, expect, it } from 'vitest';
import { notePageView, resetAudienceMeasurement, startAudienceMeasurement } from './audience.ts';

const views = () => (window._paq ?? []).filter(([command]) => command === 'trackPageView').length;

afterEach(() => {
  resetAudienceMeasurement();
  window.history.replaceState(null, '', '/');
});

describe('audience measurement', () => {
  it('loads nothing and tracks nothing until it is started', () => {
    notePageView('Accueil – Espaces Partagés');
    expect(window._paq).toBeUndefined();
    expect(document.getElementById('audience-script')).toBeNull();
  });

  it('starts without cookies, with link tracking, and counts the first page once', () => {
    notePageView('Accueil – Espaces Partagés');
    startAudienceMeasurement('https://stats.example.net', '12');
    notePageView('Accueil – Espaces Partagés');
    expect(window._paq?.slice(0, 4)).toEqual([
      ['disableCookies'],
      ['enableLinkTracking'],
      ['setTrackerUrl', 'https://stats.example.net/matomo.php'],
      ['setSiteId', '12'],
    ]);
    expect(window._paq).toContainEqual(['setDocumentTitle', 'Accueil – Espaces Partagés']);
    expect(views()).toBe(1);
    const script = document.getElementById('audience-script') as HTMLScriptElement;
    expect(script.src).toBe('https://stats.example.net/matomo.js');
  });

  it('counts each route change with its title and the previous address as referrer', () => {
    startAudienceMeasurement('https://stats.example.net/', '12');
    notePageView('Accueil – Espaces Partagés');
    window.history.pushState(null, '', '/recherche');
    notePageView('Rechercher un espace – Espaces Partagés');
    expect(views()).toBe(2);
    expect(window._paq?.slice(-4)).toEqual([
      ['setReferrerUrl', 'http://localhost:3000/'],
      ['setCustomUrl', 'http://localhost:3000/recherche'],
      ['setDocumentTitle', 'Rechercher un espace – Espaces Partagés'],
      ['trackPageView'],
    ]);
  });
});
