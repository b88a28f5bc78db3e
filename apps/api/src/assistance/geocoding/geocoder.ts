import type { AddressComponent, PlaceDetails, PlaceSuggestion } from '@backoffice/contracts';

/**
 * Where the partner form and the map find places: autocomplete (suggestions with a place id) and
 * the coordinates and address parts of a place id, in the shape the spec's client reads.
 * GEOCODER=offline (default, no network) or nominatim (GEOCODER_URL, GEOCODER_USER_AGENT).
 */
export abstract class Geocoder {
  /** Whether it finds streets and house numbers (and fills them in), or towns only. */
  abstract readonly streetLevel: boolean;
  abstract autocomplete(input: string): Promise<PlaceSuggestion[]>;
  /** null when the place id is not one of this geocoder's. */
  abstract place(placeId: string): Promise<PlaceDetails | null>;
}

export const MAX_SUGGESTIONS = 8;

export function component(longName: string, shortName: string, ...types: string[]): AddressComponent {
  return { long_name: longName, short_name: shortName, types };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'AT' -> 'Austria'. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
