import { describe, expect, it } from '@jest/globals';
import { aliasIndex, PLACE_ALIASES } from '@backoffice/domain';
import { geonamesTowns } from './geonames-towns.js';
import { OfflineGeocoder } from './offline-geocoder.js';

describe('OfflineGeocoder on the real GeoNames town list', () => {
  it('finds the town of every alias in the list', async () => {
    const { towns } = await geonamesTowns();
    const index = aliasIndex(towns);
    expect(index.missing).toEqual([]);
    expect(new Set(index.aliases).size).toBe(PLACE_ALIASES.length);
  });

  it('answers German names and spellings without accents first', async () => {
    const geocoder = new OfflineGeocoder();
    const first = async (input: string) => (await geocoder.autocomplete(input))[0]?.description;
    expect(await first('Wien')).toBe('Vienna (Wien), Austria');
    expect(await first('wien, oesterreich')).toBe('Vienna (Wien), Austria');
    expect(await first('Muenchen')).toBe('Munich (München), Bavaria, Germany');
    expect(await first('Köln')).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(await first('Cologne')).toBe('Köln (Cologne), North Rhine-Westphalia, Germany');
    expect(await first('Zuerich')).toBe('Zürich, Switzerland');
    expect(await first('Rom')).toBe('Rome, Italy');
    expect(await first('Pressburg')).toBe('Bratislava (Pressburg), Slovakia');
    expect(await first('St. Gallen')).toBe('Sankt Gallen, Switzerland');
    // A town found by its own name too shows no alias.
    expect(await first('Vienna')).toBe('Vienna, Austria');
  });
});
