import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlacesMap, type MapPlace } from './places-map.tsx';

// Issue 10, item 7: names typed by users are text on the map, never HTML (the public search
// shows them to anyone).

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const PLACE: MapPlace = {
  id: 'p1',
  name: HOSTILE_NAME,
  description: '<b>Gymnase</b> — Lyon',
  latitude: 45.76,
  longitude: 4.83,
  href: '/espace/p1',
};

function renderMap() {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <PlacesMap
          label="Carte des espaces"
          tileUrl="https://tiles.example/{z}/{x}/{y}.png"
          places={[PLACE]}
          highlightedId={PLACE.id}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('PlacesMap', () => {
  // jsdom lays nothing out: give the map a size, or the cluster shows no marker at all.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a place name as text in its tooltip and popup, never as HTML', () => {
    const { container } = renderMap();
    const tooltip = container.querySelector('.leaflet-tooltip');
    expect(tooltip).toHaveTextContent(HOSTILE_NAME);

    fireEvent.click(screen.getByRole('button', { name: HOSTILE_NAME }));
    const popup = container.querySelector('.leaflet-popup-content');
    expect(popup).toHaveTextContent(HOSTILE_NAME);
    expect(popup).toHaveTextContent('<b>Gymnase</b> — Lyon');
    expect(container.querySelectorAll('img[src="x"], .leaflet-pane b')).toHaveLength(0);
  });
});
