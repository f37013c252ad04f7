import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from './nearby-places.ts';

describe('nearby places', () => {
  it('measures the great-circle distance between two facilities', () => {
    // Lycée des Canuts and Lycée des Gratte-Ciel (Lyon, Villeurbanne).
    const canuts = { latitude: 45.7746, longitude: 4.8297 };
    const gratteCiel = { latitude: 45.7691, longitude: 4.8797 };
    expect(distanceKm(canuts, gratteCiel)).toBeCloseTo(3.93, 2);
    expect(distanceKm(canuts, canuts)).toBe(0);
    expect(distanceKm(canuts, gratteCiel)).toBe(distanceKm(gratteCiel, canuts));
  });

  it('writes a distance in French', () => {
    expect(formatDistance(3.926)).toBe('3,9\u00a0km');
    expect(formatDistance(12)).toBe('12\u00a0km');
    expect(formatDistance(0.46)).toBe('500\u00a0m');
    expect(formatDistance(0.01)).toBe('100\u00a0m');
  });
});
