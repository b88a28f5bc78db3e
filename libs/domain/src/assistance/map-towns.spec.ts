import { describe, expect, it } from '@jest/globals';
import { isInBounds, MAP_TOWN_LABELS, mercatorPixel, pickMapTowns, type TownPoint } from './map-towns.js';

const town = (name: string, latitude: number, longitude: number, population: number) => ({ name, latitude, longitude, population });
const byPopulation = (towns: (TownPoint & { name: string })[]) => [...towns].sort((a, b) => b.population - a.population);

// Real places (GeoNames coordinates and populations, rounded).
const VIENNA = town('Vienna', 48.2085, 16.3721, 1_691_468);
const GRAZ = town('Graz', 47.0667, 15.45, 222_326);
const LINZ = town('Linz', 48.3064, 14.2861, 181_162);
const SCHWECHAT = town('Schwechat', 48.1333, 16.4667, 16_949);
const MOEDLING = town('Mödling', 48.0856, 16.2831, 20_555);
const BERLIN = town('Berlin', 52.5244, 13.4105, 3_426_354);
const AUSTRIA: [number, number, number, number] = [9.3, 45.8, 17.4, 50.2];

describe('the towns the fallback base layer names', () => {
  it('projects like the map (Web Mercator, 256 px tiles)', () => {
    expect(mercatorPixel(0, 0, 0)).toEqual([128, 128]);
    const [x, y] = mercatorPixel(85.0511, -180, 1);
    expect(x).toBe(0);
    expect(y).toBeCloseTo(0, 2);
    // Vienna at zoom 13 lies in tile 4468 / 2840 (the OpenStreetMap tile of Stephansplatz).
    const [vx, vy] = mercatorPixel(VIENNA.latitude, VIENNA.longitude, 13);
    expect([Math.floor(vx / 256), Math.floor(vy / 256)]).toEqual([4468, 2840]);
  });

  it('keeps towns in view only, across the date line too', () => {
    expect(isInBounds(VIENNA, AUSTRIA)).toBe(true);
    expect(isInBounds(BERLIN, AUSTRIA)).toBe(false);
    expect(isInBounds({ latitude: -17.7, longitude: 178.4 }, [170, -30, -170, 0])).toBe(true);
    expect(isInBounds({ latitude: -17.7, longitude: 160 }, [170, -30, -170, 0])).toBe(false);
  });

  it('names the cities of a country view and leaves out the suburbs their labels would cover', () => {
    const towns = byPopulation([VIENNA, GRAZ, LINZ, SCHWECHAT, MOEDLING, BERLIN]);
    expect(pickMapTowns(towns, AUSTRIA, 7).map((picked) => picked.name)).toEqual(['Vienna', 'Graz', 'Linz']);
  });

  it('names the suburbs too once the view is close enough for their labels', () => {
    const towns = byPopulation([VIENNA, GRAZ, LINZ, SCHWECHAT, MOEDLING]);
    expect(pickMapTowns(towns, [16.1, 47.9, 16.7, 48.4], 11).map((picked) => picked.name)).toEqual(['Vienna', 'Mödling', 'Schwechat']);
  });

  it('keeps no two labels within a label box of each other, and at most the limit', () => {
    // A dense grid of 2,500 towns over Austria.
    const grid = Array.from({ length: 2500 }, (_, n) => town(`T${n}`, 46 + (n % 50) * 0.08, 9.5 + Math.floor(n / 50) * 0.15, 100_000 - n));
    const zoom = 8;
    const picked = pickMapTowns(grid, AUSTRIA, zoom);
    expect(picked.length).toBe(MAP_TOWN_LABELS.limit);
    const points = picked.map((picked) => mercatorPixel(picked.latitude, picked.longitude, zoom));
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(Math.abs(points[i][0] - points[j][0]) >= MAP_TOWN_LABELS.widthPx || Math.abs(points[i][1] - points[j][1]) >= MAP_TOWN_LABELS.heightPx).toBe(
          true,
        );
    expect(pickMapTowns(grid, AUSTRIA, zoom, 5)).toHaveLength(5);
  });
});
