/**
 * The partner map's arithmetic (spec part 2 sections 4 and 9): great-circle distances on a sphere
 * of 6371 km rounded to 2 decimals, pins at the same place spread by 0.0001 degrees, pin colours
 * by priority.
 */
import { PARTNER_MAP } from '@backoffice/contracts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function isGeoPoint(point: Partial<GeoPoint> | null | undefined): point is GeoPoint {
  return (
    !!point &&
    typeof point.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Haversine distance in km, rounded to 2 decimals. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * PARTNER_MAP.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 100) / 100;
}

/** The distance, or null when either place is unknown ('Could not retrieve distance for this location.'). */
export function distanceKm(from: Partial<GeoPoint> | null | undefined, to: Partial<GeoPoint> | null | undefined): number | null {
  return isGeoPoint(from) && isGeoPoint(to) ? haversineKm(from, to) : null;
}

/**
 * Pins at exactly the same place would hide each other: the second is moved 0.0001 degrees east,
 * the third 0.0002, and so on. Returns new items; the first at a place keeps its position.
 */
export function offsetOverlappingPins<T extends GeoPoint>(items: readonly T[], offset: number = PARTNER_MAP.overlapOffset): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = `${item.latitude},${item.longitude}`;
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    return before === 0 ? item : { ...item, longitude: item.longitude + before * offset };
  });
}

export const PIN_COLOURS = { Prio1: '#2e7d32', Prio2: '#ef6c00', Prio3: '#c62828', NEW: '#4fc3f7', other: '#000000' } as const;

/** Prio1 green, Prio2 orange, Prio3 red, NEW light blue, any other priority black. */
export function pinColour(priority: string | null | undefined): string {
  switch (priority) {
    case 'Prio1':
      return PIN_COLOURS.Prio1;
    case 'Prio2':
      return PIN_COLOURS.Prio2;
    case 'Prio3':
      return PIN_COLOURS.Prio3;
    case 'NEW':
      return PIN_COLOURS.NEW;
    default:
      return PIN_COLOURS.other;
  }
}
