import { Box } from '@mantine/core';
import type { MarkerClusterGroup } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { L } from './leaflet-setup.ts';
import './places-map.css';

/** A place on the map: its establishment's coordinates. */
export interface MapPlace {
  id: string;
  name: string;
  /** Second line of the popup (establishment, city). */
  description?: string;
  latitude: number;
  longitude: number;
  /** The page of the place, linked from the popup as « Voir l'espace ». */
  href?: string;
}

export interface PlacesMapProps {
  /** Names the map for assistive technologies (aria-label of its region). */
  label: string;
  tileUrl: string;
  places: readonly MapPlace[];
  /** The place whose card is hovered or focused: its marker (or cluster) stands out. */
  highlightedId?: string | null;
  /** A marker was clicked (or activated with the keyboard). */
  onSelect?: (id: string) => void;
  height?: number | string;
  /** Zoom used when there is a single place (or none). */
  singlePlaceZoom?: number;
}

/** Metropolitan France, for an empty result. */
const FRANCE_CENTER: [number, number] = [46.6, 2.4];
const FRANCE_ZOOM = 5;

/**
 * Map of places (docs/architecture.md#dependencies): Leaflet with clustered markers
 * (leaflet.markercluster), tiles from GET /api/config. The map only mirrors a list shown beside it,
 * which stays the accessible way to reach every place (RGAA); markers are still focusable and their
 * popups hold a real link.
 */
export function PlacesMap({
  label,
  tileUrl,
  places,
  highlightedId = null,
  onSelect,
  height = 420,
  singlePlaceZoom = 14,
}: PlacesMapProps) {
  const first = places[0];
  return (
    <Box role="region" aria-label={label} className="places-map" h={height}>
      <MapContainer
        center={first ? [first.latitude, first.longitude] : FRANCE_CENTER}
        zoom={first ? singlePlaceZoom : FRANCE_ZOOM}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tileUrl} attribution={attributionOf(tileUrl)} />
        <ClusteredMarkers
          places={places}
          highlightedId={highlightedId}
          onSelect={onSelect}
          singlePlaceZoom={singlePlaceZoom}
        />
      </MapContainer>
    </Box>
  );
}

function attributionOf(tileUrl: string): string {
  return tileUrl.includes('openstreetmap')
    ? '&copy; les contributeurs d’<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
    : '';
}

interface ClusteredMarkersProps {
  places: readonly MapPlace[];
  highlightedId: string | null;
  onSelect: ((id: string) => void) | undefined;
  singlePlaceZoom: number;
}

const HIGHLIGHTED_MARKER = 'places-map__marker--highlighted';
const HIGHLIGHTED_CLUSTER = 'places-map__cluster--highlighted';

function ClusteredMarkers({
  places,
  highlightedId,
  onSelect,
  singlePlaceZoom,
}: ClusteredMarkersProps) {
  const map = useMap();
  const navigate = useNavigate();
  const group = useRef<MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  // Latest callbacks without rebuilding every marker when the parent re-renders.
  const handlers = useRef({ onSelect, navigate });
  useEffect(() => {
    handlers.current = { onSelect, navigate };
  }, [onSelect, navigate]);

  useEffect(() => {
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    const byId = new Map<string, L.Marker>();
    for (const place of places) {
      const marker = L.marker([place.latitude, place.longitude], {
        title: place.name,
        alt: place.name,
        keyboard: true,
      });
      marker.bindPopup(() => popupOf(place, (href) => handlers.current.navigate(href)));
      marker.bindTooltip(textOf(place.name), { direction: 'top', offset: [0, -36] });
      marker.on('click', () => handlers.current.onSelect?.(place.id));
      cluster.addLayer(marker);
      byId.set(place.id, marker);
    }
    map.addLayer(cluster);
    group.current = cluster;
    markers.current = byId;
    if (places.length > 1) {
      map.fitBounds(cluster.getBounds(), { padding: [32, 32], maxZoom: singlePlaceZoom });
    } else if (places[0]) {
      map.setView([places[0].latitude, places[0].longitude], singlePlaceZoom);
    }
    return () => {
      map.removeLayer(cluster);
      group.current = null;
      markers.current = new Map();
    };
  }, [map, places, singlePlaceZoom]);

  useEffect(() => {
    const marker = highlightedId === null ? undefined : markers.current.get(highlightedId);
    const cluster = group.current;
    if (!marker || !cluster) return;
    const shown = cluster.getVisibleParent(marker) as L.Marker | L.MarkerCluster | null;
    const element = shown?.getElement();
    const className = shown === marker ? HIGHLIGHTED_MARKER : HIGHLIGHTED_CLUSTER;
    element?.classList.add(className);
    marker.setZIndexOffset(1000);
    if (shown === marker) marker.openTooltip();
    return () => {
      element?.classList.remove(className);
      marker.setZIndexOffset(0);
      marker.closeTooltip();
    };
  }, [highlightedId, places]);

  return null;
}

/**
 * A DOM element holding `text` as text. Leaflet reads a string given to a tooltip or a popup
 * as HTML: names typed by users (places, establishments) must never reach it that way.
 */
function textOf(text: string, tagName: 'span' | 'strong' | 'div' = 'span'): HTMLElement {
  const element = document.createElement(tagName);
  element.textContent = text;
  return element;
}

/** The popup of a marker, built as DOM nodes so a place name is never read as HTML. */
function popupOf(place: MapPlace, navigate: (href: string) => void): HTMLElement {
  const content = document.createElement('div');
  content.append(textOf(place.name, 'strong'));
  if (place.description) content.append(textOf(place.description, 'div'));
  if (place.href) {
    const link = document.createElement('a');
    const href = place.href;
    link.href = href;
    link.textContent = 'Voir l’espace';
    link.setAttribute('aria-label', `Voir l’espace ${place.name}`);
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(href);
    });
    content.append(link);
  }
  return content;
}
