import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OSM_TILES } from '@backoffice/contracts';
import { mapTilesOf, TILE_TIMEOUT_MS, tileProvider, useTileState } from './mapTiles';
import { decodeBaseTopology } from './base-layer/baseGeometry';
import topology from './base-layer/natural-earth.topo.json';

describe('map tiles', () => {
  it('fills MAP_TILE_URL and falls back to a blank tile without it', () => {
    expect(tileProvider('https://tiles.example/{z}/{x}/{y}.png')(3, 4, 5)).toBe('https://tiles.example/5/3/4.png');
    expect(tileProvider('https://{s}.tiles.example/{z}/{x}/{y}.png')(1, 1, 2)).toBe('https://c.tiles.example/2/1/1.png');
    expect(tileProvider(null)(1, 2, 3)).toMatch(/^data:image\/gif;base64,/);
    expect(tileProvider(OSM_TILES.url)(4468, 2840, 13)).toBe('https://tile.openstreetmap.org/13/4468/2840.png');
  });

  it("stops at OpenStreetMap's last zoom (19) on its tiles, and at the map's (20) on others", () => {
    expect(mapTilesOf(OSM_TILES.url, null).maxZoom).toBe(19);
    expect(mapTilesOf('https://tiles.example/{z}/{x}/{y}.png', 'Example GIS').maxZoom).toBe(20);
    expect(mapTilesOf(null, null)).toEqual({ url: null, attribution: null, maxZoom: 20 });
  });
});

describe('noticing that tiles cannot load', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives up on tiles when one fails before any loaded, and remembers it for the next map', () => {
    const url = 'https://down.example/{z}/{x}/{y}.png';
    const first = renderHook(() => useTileState(url));
    expect(first.result.current.state).toBe('loading');
    act(() => first.result.current.failed());
    expect(first.result.current.state).toBe('failed');
    // A second map on the page does not try again.
    expect(renderHook(() => useTileState(url)).result.current.state).toBe('failed');
  });

  it('keeps tiles once one loaded: a later failure is a missing tile', () => {
    const { result } = renderHook(() => useTileState('https://up.example/{z}/{x}/{y}.png'));
    act(() => result.current.loaded());
    act(() => result.current.failed());
    expect(result.current.state).toBe('ok');
  });

  it('draws the base layer when nothing answers in time, and drops it when a tile loads after all', () => {
    const { result } = renderHook(() => useTileState('https://slow.example/{z}/{x}/{y}.png'));
    act(() => void vi.advanceTimersByTime(TILE_TIMEOUT_MS - 1));
    expect(result.current.state).toBe('loading');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('slow');
    act(() => result.current.loaded());
    expect(result.current.state).toBe('ok');
  });

  it('goes straight to the base layer without tiles (MAP_TILE_URL=off)', () => {
    expect(renderHook(() => useTileState(null)).result.current.state).toBe('failed');
    // Still loading the configuration: nothing decided, nothing asked.
    expect(renderHook(() => useTileState(undefined)).result.current.state).toBe('loading');
  });
});

describe('the bundled base layer', () => {
  const geometry = decodeBaseTopology(topology as unknown as Parameters<typeof decodeBaseTopology>[0]);

  it('holds every country, the tiny ones too, with names and label points', () => {
    const codes = geometry.countries.map((country) => country.code);
    expect(codes.length).toBeGreaterThan(240);
    expect(codes).toEqual(expect.arrayContaining(['AUT', 'DEU', 'CHE', 'ITA', 'VAT', 'SMR', 'LIE', 'MCO']));
    const austria = geometry.countries.find((country) => country.code === 'AUT')!;
    expect(austria.a2).toBe('AT');
    const [west, south, east, north] = austria.bbox;
    // Austria spans 9.53-17.16 E and 46.37-49.02 N.
    expect([west, south, east, north].map((value) => Math.round(value))).toEqual([10, 46, 17, 49]);
    expect(austria.label![0]).toBeGreaterThan(west);
    expect(austria.label![1]).toBeLessThan(north);
  });

  it('has borders between countries and between the regions of one country', () => {
    expect(geometry.countryBorders.length).toBeGreaterThan(200);
    expect(geometry.regionBorders.length).toBeGreaterThan(1000);
    // The border between Styria and Lower Austria passes about 47.6 N, 15.8 E.
    const nearSemmering = geometry.regionBorders.some((line) => line.bbox[0] < 15.9 && line.bbox[2] > 15.7 && line.bbox[1] < 47.7 && line.bbox[3] > 47.5);
    expect(nearSemmering).toBe(true);
  });
});
