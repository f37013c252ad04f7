import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, type AppRoute } from '../../app/routes.ts';
import { installFakeApi, TEST_CONFIG } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CreditsPage } from './credits-page.tsx';

const PUBLIC_PAGES = [
  // path, title, whether the page is long enough for a table of contents
  ['/aide', 'Aide', true],
  ['/conditions-generales-d-utilisation', 'Conditions générales d’utilisation', true],
  ['/donnees-personnelles', 'Données personnelles', true],
  ['/credits', 'Crédits', false],
  ['/licence', 'Licence', false],
] as const;

/** Opens a page and waits until the operator's settings have replaced the fallback ones. */
async function openPage(path: string, title: string, routes: readonly AppRoute[] = ROUTES) {
  installFakeApi();
  await renderApp(path, routes);
  const main = screen.getByRole('main');
  await screen.findByRole('heading', { level: 1, name: title });
  await within(main).findAllByText(new RegExp(TEST_CONFIG.regionName), { exact: false });
  return main;
}

describe.each(PUBLIC_PAGES)('public page %s', (path, title, hasTableOfContents) => {
  it('has one h1 and headings that never skip a level', async () => {
    const main = await openPage(path, title);
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels
      .slice(1)
      .forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
  });

  it('has a table of contents when long, each entry linked to a heading of the page', async () => {
    const main = await openPage(path, title);
    const toc = within(main).queryByRole('navigation', { name: 'Sommaire' });
    expect(toc !== null).toBe(hasTableOfContents);
    const links = toc ? within(toc).getAllByRole('link') : [];
    if (hasTableOfContents) expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '');
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
  });

  it('writes French apostrophes, never straight ones', async () => {
    const main = await openPage(path, title);
    expect(main.textContent).not.toContain("'");
  });
});

describe('operator settings', () => {
  it('names the contact address on the help and personal data pages', async () => {
    for (const [path, title] of [PUBLIC_PAGES[0], PUBLIC_PAGES[2]]) {
      const main = await openPage(path, title);
      const contact = within(main).getAllByRole('link', { name: TEST_CONFIG.contactEmail })[0];
      expect(contact).toHaveAttribute('href', `mailto:${TEST_CONFIG.contactEmail}`);
      cleanup();
    }
  });
});

describe('credits', () => {
  it('lists each shipped component with its version and licence, and the map data', async () => {
    const Page = () => (
      <CreditsPage
        components={[
          { name: 'leaflet', version: '1.9.4', license: 'BSD-2-Clause' },
          { name: 'react', version: '19.2.0', license: 'MIT' },
        ]}
      />
    );
    const routes = ROUTES.map((route) =>
      route.path === '/credits' ? { ...route, page: Page } : route,
    );
    const main = await openPage('/credits', 'Crédits', routes);
    const rows = within(main).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'leaflet1.9.4BSD-2-Clause',
      'react19.2.0MIT',
    ]);
    expect(main).toHaveTextContent('contributeurs d’OpenStreetMap');
    expect(main).toHaveTextContent('ODbL');
  });
});
