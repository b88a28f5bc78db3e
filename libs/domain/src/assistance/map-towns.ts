/**
 * The towns the partner map's built-in base layer names (drawn when map tiles cannot load): of
 * the towns in view, the most populous first, each kept only where its label does not run into
 * a bigger town's, so a view of Central Europe names its cities and a street view its villages.
 */

/** What the selection reads of a town (GeoNames, via the offline geocoder's list). */
export interface TownPoint {
  latitude: number;
  longitude: number;
  population: number;
}

export const MAP_TOWN_LABELS = {
  /** At most this many towns per view. */
  limit: 80,
  /** A label's room in screen pixels: no second town within this box around a kept one. */
  widthPx: 110,
  heightPx: 26,
} as const;

const TILE_SIZE = 256;

/** Web Mercator: a point's position in pixels on the whole world's map at a zoom (the map's projection). */
export function mercatorPixel(latitude: number, longitude: number, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.0511, Math.min(85.0511, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((longitude + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/** [west, south, east, north] in degrees; a view across the date line has west > east. */
export type GeoBounds = readonly [number, number, number, number];

export function isInBounds(point: { latitude: number; longitude: number }, [west, south, east, north]: GeoBounds): boolean {
  if (point.latitude < south || point.latitude > north) return false;
  return west <= east ? point.longitude >= west && point.longitude <= east : point.longitude >= west || point.longitude <= east;
}

/**
 * The towns to name in a view. `byPopulation` must be sorted by population, largest first: the
 * first town in view is kept, every later one only if no kept town sits within a label's box of
 * it (on screen at that zoom), until `limit` are kept.
 */
export function pickMapTowns<T extends TownPoint>(byPopulation: readonly T[], bounds: GeoBounds, zoom: number, limit: number = MAP_TOWN_LABELS.limit): T[] {
  const { widthPx, heightPx } = MAP_TOWN_LABELS;
  const kept: T[] = [];
  // Kept labels by grid cell of one label's size: a clash can only be in the 3 x 3 cells around.
  const cells = new Map<string, [number, number][]>();
  for (const town of byPopulation) {
    if (kept.length >= limit) break;
    if (!isInBounds(town, bounds)) continue;
    const [x, y] = mercatorPixel(town.latitude, town.longitude, zoom);
    const column = Math.floor(x / widthPx);
    const row = Math.floor(y / heightPx);
    let clash = false;
    for (let dc = -1; dc <= 1 && !clash; dc++) {
      for (let dr = -1; dr <= 1 && !clash; dr++) {
        clash = (cells.get(`${column + dc}:${row + dr}`) ?? []).some(([kx, ky]) => Math.abs(kx - x) < widthPx && Math.abs(ky - y) < heightPx);
      }
    }
    if (clash) continue;
    kept.push(town);
    const key = `${column}:${row}`;
    cells.set(key, [...(cells.get(key) ?? []), [x, y]]);
  }
  return kept;
}
