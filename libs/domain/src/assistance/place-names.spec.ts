import { describe, expect, it } from '@jest/globals';
import { aliasIndex, foldPlaceName, PLACE_ALIASES, placeSearchKeys, prefixRange } from './place-names.js';

/** What a search finds: the names whose keys start with the folded input. */
function finds(input: string, names: string[]): string[] {
  const query = foldPlaceName(input);
  return names.filter((name) => placeSearchKeys(name).some((key) => key.startsWith(query)));
}

describe('place names', () => {
  it('folds case, accents, punctuation and spacing', () => {
    expect(foldPlaceName('  ZÜRICH ')).toBe('zurich');
    expect(foldPlaceName('Zürich')).toBe('zurich');
    expect(foldPlaceName('Genève')).toBe('geneve');
    expect(foldPlaceName('Łódź')).toBe('lodz');
    expect(foldPlaceName('Hauptstraße')).toBe('hauptstrasse');
    expect(foldPlaceName('HAUPTSTRASSE')).toBe('hauptstrasse');
    expect(foldPlaceName('St. Gallen')).toBe('st gallen');
    expect(foldPlaceName('Halle (Saale)')).toBe('halle saale');
    expect(foldPlaceName('Villingen-Schwenningen')).toBe('villingen schwenningen');
  });

  it('finds Zürich as Zurich, Zuerich, zürich and ZUERICH, and Straße as Strasse', () => {
    for (const typed of ['Zurich', 'Zuerich', 'zürich', 'ZUERICH', 'Zür', 'zue']) expect(finds(typed, ['Zürich', 'Zug'])).toEqual(['Zürich']);
    for (const typed of ['Muenchen', 'München', 'munchen']) expect(finds(typed, ['München', 'Münster'])).toEqual(['München']);
    expect(finds('Göteborg', ['Göteborg'])).toEqual(['Göteborg']);
    expect(finds('Goeteborg', ['Göteborg'])).toEqual(['Göteborg']);
    expect(finds('Mariahilfer Strasse', ['Mariahilfer Straße'])).toEqual(['Mariahilfer Straße']);
    expect(finds('Mariahilfer Straße', ['Mariahilfer Strasse'])).toEqual(['Mariahilfer Strasse']);
  });

  it('finds Sankt and Saint places by St.', () => {
    expect(finds('St. Gallen', ['Sankt Gallen'])).toEqual(['Sankt Gallen']);
    expect(finds('St Pölten', ['Sankt Pölten'])).toEqual(['Sankt Pölten']);
    expect(finds('st poelten', ['Sankt Pölten'])).toEqual(['Sankt Pölten']);
    expect(finds('St. Petersburg', ['Saint Petersburg'])).toEqual(['Saint Petersburg']);
    expect(finds('Sankt Gallen', ['Sankt Gallen'])).toEqual(['Sankt Gallen']);
  });

  it('gives each key once', () => {
    expect(placeSearchKeys('Graz')).toEqual(['graz']);
    expect(placeSearchKeys('Zürich')).toEqual(['zurich', 'zuerich']);
    expect(placeSearchKeys('Sankt Gallen')).toEqual(['sankt gallen', 'st gallen']);
  });

  it('finds the keys that start with a prefix in a sorted list', () => {
    const keys = ['graz', 'wels', 'wien', 'wiener neustadt', 'wolfsberg'];
    expect(prefixRange(keys, 'wien')).toEqual([2, 4]);
    expect(prefixRange(keys, 'w')).toEqual([1, 5]);
    expect(prefixRange(keys, 'x')).toEqual([5, 5]);
    expect(prefixRange(keys, 'a')).toEqual([0, 0]);
    expect(prefixRange([], 'a')).toEqual([0, 0]);
  });

  it('names Vienna, Munich, Milan, Prague, Warsaw and Rome by their German names', () => {
    const germanFor = (name: string, country: string) =>
      PLACE_ALIASES.filter((entry) => entry.name === name && entry.country === country).map((entry) => entry.alias);
    expect(germanFor('Vienna', 'AT')).toContain('Wien');
    expect(germanFor('Munich', 'DE')).toContain('München');
    expect(germanFor('Genève', 'CH')).toContain('Genf');
    expect(germanFor('Milan', 'IT')).toContain('Mailand');
    expect(germanFor('Prague', 'CZ')).toContain('Prag');
    expect(germanFor('Warsaw', 'PL')).toContain('Warschau');
    expect(germanFor('Rome', 'IT')).toContain('Rom');
    // No alias merely repeats a name that folding already matches.
    for (const entry of PLACE_ALIASES) expect(foldPlaceName(entry.alias)).not.toBe(foldPlaceName(entry.name));
  });

  it('indexes the aliases of a town list by the most populous town of the name in the country', () => {
    const towns = [
      { name: 'Vienna', country: 'US', population: 16000 },
      { name: 'Vienna', country: 'AT', population: 1691468 },
      { name: 'Munich', country: 'DE', population: 1260391 },
      { name: 'Neustadt', country: 'DE', population: 2386 },
      { name: 'Neustadt', country: 'DE', population: 53984 },
    ];
    const index = aliasIndex(towns, [
      { alias: 'Wien', name: 'Vienna', country: 'AT' },
      { alias: 'München', name: 'Munich', country: 'DE' },
      { alias: 'Neustadt an der Weinstraße', name: 'Neustadt', country: 'DE' },
      { alias: 'Atlantis', name: 'Atlantis', country: 'GR' },
    ]);
    expect(index.keys).toEqual(['muenchen', 'munchen', 'neustadt an der weinstrasse', 'wien']);
    expect(index.positions).toEqual([2, 2, 4, 1]);
    expect(index.aliases).toEqual(['München', 'München', 'Neustadt an der Weinstraße', 'Wien']);
    expect(index.missing).toEqual([{ alias: 'Atlantis', name: 'Atlantis', country: 'GR' }]);
  });
});
