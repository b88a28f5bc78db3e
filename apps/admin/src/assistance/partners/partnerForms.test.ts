import { describe, expect, it } from 'vitest';
import { toPartnerPayload } from './PartnerForms';
import { addressFromPlace } from './partnerApi';
import { tileProvider } from '../map/PartnerMap';

describe('partner form payload', () => {
  it('sends the normalised draft without the read-only fields', () => {
    const payload = toPartnerPayload({
      id: 7,
      PartnerID: 7,
      Logo: 'logo-1.png',
      CostsDocument: { OriginalFileName: 'a.pdf' },
      DataValid: true,
      CreatedAt: '2026-11-23 10:00:00',
      Group: 'KFZ',
      Type: 'Abschleppdienst,Werkstatt',
      Notes: 'only for other groups',
      TemporaryInformation: { Note: 'Urlaub', From: '2026-12-24 08:00', Until: '2026-12-24 07:00' },
      GroupSpecificFields: { TowingService: 'yes' },
    });
    expect(payload).not.toHaveProperty('Logo');
    expect(payload).not.toHaveProperty('CostsDocument');
    expect(payload).not.toHaveProperty('DataValid');
    expect(payload.Notes).toBeNull();
    expect(payload.Type).toBe('Abschleppdienst, Werkstatt');
    expect(payload.TemporaryInformation).toEqual({ Note: 'Urlaub', From: '2026-12-24 08:00', Until: '2026-12-24 08:30' });
    expect(Object.keys(payload.GroupSpecificFields as object)).toHaveLength(12);
  });
});

describe('place to address', () => {
  it('takes street, number, postal code, town and country from the address parts', () => {
    const address = addressFromPlace({
      place_id: 'osm:W1',
      formatted_address: 'x',
      geometry: { location: { lat: 48.2, lng: 16.37 } },
      address_components: [
        { long_name: '3', short_name: '3', types: ['street_number'] },
        { long_name: 'Stephansplatz', short_name: 'Stephansplatz', types: ['route'] },
        { long_name: 'Wien', short_name: 'Wien', types: ['locality', 'political'] },
        { long_name: '1010', short_name: '1010', types: ['postal_code'] },
        { long_name: 'Austria', short_name: 'AT', types: ['country', 'political'] },
      ],
    });
    expect(address).toEqual({
      Street: 'Stephansplatz 3',
      PostalCode: '1010',
      Location: 'Wien',
      CountryName: 'Austria',
      CountryCode: 'AT',
      Longitude: 16.37,
      Latitude: 48.2,
    });
  });
});

describe('map tiles', () => {
  it('fills MAP_TILE_URL and falls back to a blank tile without it', () => {
    expect(tileProvider('https://tiles.example/{z}/{x}/{y}.png')(3, 4, 5)).toBe('https://tiles.example/5/3/4.png');
    expect(tileProvider('https://{s}.tiles.example/{z}/{x}/{y}.png')(1, 1, 2)).toBe('https://c.tiles.example/2/1/1.png');
    expect(tileProvider(null)(1, 2, 3)).toMatch(/^data:image\/gif;base64,/);
  });
});
