import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlacesMap } from './lazy-places-map.tsx';
import type { PlacesMapProps } from './places-map.tsx';

vi.mock('./places-map.tsx', () => ({
  PlacesMap: ({ label }: PlacesMapProps) => <div role="region" aria-label={label} />,
}));

/** An IntersectionObserver the test moves: `approach()` brings the observed element near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  approach() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.report(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const renderMap = () =>
  render(
    <MantineProvider>
      <PlacesMap label="Carte des espaces trouvés" tileUrl="" places={[]} height={520} />
    </MantineProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lazy places map', () => {
  it('keeps its placeholder until its place nears the screen, then loads the map', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderMap();
    // Time for the map's module to load, had it been asked for.
    await act(() => import('./places-map.tsx'));
    expect(screen.getByRole('status', { name: 'Chargement de la carte' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => FakeObserver.last?.approach());

    expect(
      await screen.findByRole('region', { name: 'Carte des espaces trouvés' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the map at once where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderMap();
    expect(
      await screen.findByRole('region', { name: 'Carte des espaces trouvés' }),
    ).toBeInTheDocument();
  });
});
