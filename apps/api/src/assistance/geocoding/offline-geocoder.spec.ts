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
    expect(await first('Rom')).toBe('Rome (Rom), Italy');
    // A whole alias comes before bigger towns that merely start with it.
    expect(await first('Biel')).toBe('Biel/Bienne (Biel), Switzerland');
    expect((await geocoder.autocomplete('Bie')).map((place) => place.description)).toContain('Bielefeld, North Rhine-Westphalia, Germany');
    expect(await first('Pressburg')).toBe('Bratislava (Pressburg), Slovakia');
    expect(await first('St. Gallen')).toBe('Sankt Gallen, Switzerland');
    // A town found by its own name too shows no alias.
    expect(await first('Vienna')).toBe('Vienna, Austria');
  });

  it('names a town found by an alias as it was found, and refuses an alias of another town', async () => {
    const geocoder = new OfflineGeocoder();
    const [wien] = await geocoder.autocomplete('Wien');
    expect(wien.place_id).toMatch(/^geonames:\d+~\d+$/);
    const place = await geocoder.place(wien.place_id);
    expect(place?.formatted_address).toBe('Vienna (Wien), Austria');
    expect(place?.address_components[0]).toEqual({ long_name: 'Wien', short_name: 'Wien', types: ['locality', 'political'] });
    const [graz] = await geocoder.autocomplete('Graz');
    const otherTown = graz.place_id + wien.place_id.slice(wien.place_id.indexOf('~'));
    expect(await geocoder.place(otherTown)).toBeNull();
    expect(await geocoder.place(`${wien.place_id.split('~')[0]}~99999`)).toBeNull();
  });
});
