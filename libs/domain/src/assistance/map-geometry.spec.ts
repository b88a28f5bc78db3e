import { describe, expect, it } from '@jest/globals';
import { distanceKm, haversineKm, offsetOverlappingPins, pinColour } from './map-geometry.js';

describe('partner map geometry', () => {
  it('measures known great-circle distances on a 6371 km sphere, to 2 decimals', () => {
    // One degree of longitude on the equator: 2π·6371/360 = 111.19 km.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(111.19);
    // Pole to pole: π·6371 = 20015.09 km.
    expect(haversineKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBe(20015.09);
    // Vienna (Stephansplatz) to Salzburg (Residenzplatz): about 251 km as the crow flies.
    const viennaSalzburg = haversineKm({ latitude: 48.2085, longitude: 16.3731 }, { latitude: 47.7986, longitude: 13.0468 });
    expect(viennaSalzburg).toBeGreaterThan(249);
    expect(viennaSalzburg).toBeLessThan(253);
    expect(haversineKm({ latitude: 48.21, longitude: 16.36 }, { latitude: 48.21, longitude: 16.36 })).toBe(0);
  });

  it('is symmetric and crosses the date line the short way', () => {
    const a = { latitude: 10, longitude: 179.5 };
    const b = { latitude: 10, longitude: -179.5 };
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
    expect(haversineKm(a, b)).toBeLessThan(110);
  });

  it('has no distance without both places', () => {
    expect(distanceKm(null, { latitude: 1, longitude: 1 })).toBeNull();
    expect(distanceKm({ latitude: 1, longitude: 1 }, { latitude: Number.NaN, longitude: 1 })).toBeNull();
    expect(distanceKm({ latitude: 95, longitude: 1 }, { latitude: 1, longitude: 1 })).toBeNull();
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(111.19);
  });

  it('spreads pins at the same place by 0.0001 degrees and leaves the rest', () => {
    const pins = offsetOverlappingPins([
      { id: 1, latitude: 48.2, longitude: 16.3 },
      { id: 2, latitude: 48.2, longitude: 16.3 },
      { id: 3, latitude: 47, longitude: 15 },
      { id: 4, latitude: 48.2, longitude: 16.3 },
    ]);
    expect(pins.map((pin) => [pin.id, pin.latitude, Number(pin.longitude.toFixed(4))])).toEqual([
      [1, 48.2, 16.3],
      [2, 48.2, 16.3001],
      [3, 47, 15],
      [4, 48.2, 16.3002],
    ]);
  });

  it('colours pins by priority', () => {
    expect(['Prio1', 'Prio2', 'Prio3', 'NEW', 'Blacklist', null].map(pinColour)).toEqual(['#2e7d32', '#ef6c00', '#c62828', '#4fc3f7', '#000000', '#000000']);
  });
});
