import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlacesMap, type MapPlace, type PlacesMapProps } from './places-map.tsx';

// Leaflet runs in jsdom: these tests drive the real map, markers and popups.

const GYMNASE: MapPlace = {
  id: 'place-lyon',
  name: 'Gymnase Jean-Macé',
  description: 'Collège Jean-Macé — Lyon',
  latitude: 45.75,
  longitude: 4.84,
  href: '/espace/place-lyon',
};
const SALLE: MapPlace = {
  id: 'place-paris',
  name: 'Salle polyvalente',
  latitude: 48.86,
  longitude: 2.35,
  href: '/espace/place-paris',
};
/** A few metres from the gymnasium: at any zoom that shows both cities, they share a cluster. */
const DOJO: MapPlace = { ...GYMNASE, id: 'place-dojo', name: 'Dojo', latitude: 45.7501 };

function mapPage(props: Partial<PlacesMapProps> = {}) {
  return (
    <MantineProvider>
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <PlacesMap
                label="Carte des espaces"
                tileUrl="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
                places={[GYMNASE, SALLE]}
                {...props}
              />
            }
          />
          <Route path="/espace/:id" element={<h1>Page de l’espace</h1>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}

const renderMap = (props: Partial<PlacesMapProps> = {}) => render(mapPage(props));
const marker = (name: string) => screen.getByRole('button', { name });
const popup = (container: HTMLElement) => container.querySelector('.leaflet-popup-content');

// jsdom lays nothing out: give the map a size, or the cluster shows no marker at all.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
});

describe('PlacesMap', () => {
  it('is a region named by its label, with one focusable marker per place', () => {
    renderMap();
    const region = screen.getByRole('region', { name: 'Carte des espaces' });
    expect(region).toContainElement(marker(GYMNASE.name));
    expect(marker(SALLE.name)).toHaveAttribute('tabindex', '0');
  });

  it('opens the popup of a clicked marker, whose « Voir l’espace » link opens the place', () => {
    const onSelect = vi.fn();
    const { container } = renderMap({ onSelect });
    fireEvent.click(marker(GYMNASE.name));

    expect(onSelect).toHaveBeenCalledWith(GYMNASE.id);
    expect(popup(container)).toHaveTextContent('Gymnase Jean-Macé');
    expect(popup(container)).toHaveTextContent('Collège Jean-Macé — Lyon');
    const link = screen.getByRole('link', { name: 'Voir l’espace Gymnase Jean-Macé' });
    expect(link).toHaveTextContent('Voir l’espace');
    expect(link).toHaveAttribute('href', '/espace/place-lyon');

    fireEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Page de l’espace' })).toBeInTheDocument();
  });

  it('leaves a Ctrl-click on the link to the browser (a new tab), without leaving the map', () => {
    renderMap();
    fireEvent.click(marker(SALLE.name));
    fireEvent.click(screen.getByRole('link', { name: 'Voir l’espace Salle polyvalente' }), {
      ctrlKey: true,
    });
    expect(screen.getByRole('region', { name: 'Carte des espaces' })).toBeInTheDocument();
  });

  it('makes the highlighted place stand out, and only while it is highlighted', () => {
    const { rerender } = renderMap({ highlightedId: SALLE.id });
    expect(marker(SALLE.name)).toHaveClass('places-map__marker--highlighted');
    expect(marker(GYMNASE.name)).not.toHaveClass('places-map__marker--highlighted');

    rerender(mapPage({ highlightedId: null }));
    expect(marker(SALLE.name)).not.toHaveClass('places-map__marker--highlighted');
  });

  it('groups nearby places in a cluster, which stands out for a highlighted place inside', () => {
    const { container } = renderMap({ places: [GYMNASE, DOJO, SALLE], highlightedId: DOJO.id });
    const cluster = container.querySelector('.marker-cluster');
    expect(cluster).toHaveTextContent('2');
    expect(cluster).toHaveClass('places-map__cluster--highlighted');
    expect(screen.queryByRole('button', { name: DOJO.name })).not.toBeInTheDocument();
    expect(marker(SALLE.name)).toBeInTheDocument();
  });

  it('shows an empty map of France, credited to OpenStreetMap, when no place matches', () => {
    const { container } = renderMap({ places: [] });
    expect(screen.getByRole('region', { name: 'Carte des espaces' })).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });
});

// Names typed by users are text on the map, never HTML (the public search
// shows them to anyone).
describe('PlacesMap, names typed by users', () => {
  const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
  const HOSTILE: MapPlace = {
    ...GYMNASE,
    name: HOSTILE_NAME,
    description: '<b>Gymnase</b> — Lyon',
  };

  it('shows a place name as text in its tooltip and popup, never as HTML', () => {
    const { container } = renderMap({ places: [HOSTILE], highlightedId: HOSTILE.id });
    const tooltip = container.querySelector('.leaflet-tooltip');
    expect(tooltip).toHaveTextContent(HOSTILE_NAME);

    fireEvent.click(marker(HOSTILE_NAME));
    expect(popup(container)).toHaveTextContent(HOSTILE_NAME);
    expect(popup(container)).toHaveTextContent('<b>Gymnase</b> — Lyon');
    expect(container.querySelectorAll('img[src="x"], .leaflet-pane b')).toHaveLength(0);
  });
});
