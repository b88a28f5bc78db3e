import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NominatimGeocoder } from './nominatim-geocoder.js';

/** A local server answering /search and /lookup as Nominatim does (jsonv2 with addressdetails). */
const STEPHANSDOM = {
  place_id: 123,
  osm_type: 'way',
  osm_id: 30264979,
  lat: '48.2084114',
  lon: '16.3734707',
  display_name: 'Stephansdom, 3, Stephansplatz, Innere Stadt, Wien, 1010, Österreich',
  address: { house_number: '3', road: 'Stephansplatz', city: 'Wien', state: 'Wien', postcode: '1010', country: 'Österreich', country_code: 'at' },
};

describe('NominatimGeocoder against a local server that answers like Nominatim', () => {
  let server: Server;
  let baseUrl: string;
  const requests: { url: string; userAgent: string | undefined; at: number }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      requests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'], at: Date.now() });
      const url = new URL(request.url ?? '/', 'http://localhost');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/search') response.end(JSON.stringify(url.searchParams.get('q')?.startsWith('Steph') ? [STEPHANSDOM] : []));
      else if (url.pathname === '/lookup') response.end(JSON.stringify(url.searchParams.get('osm_ids') === 'W30264979' ? [STEPHANSDOM] : []));
      else {
        response.statusCode = 404;
        response.end('[]');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const geocoder = (minIntervalMs = 0) => {
    const store = new Map<string, string>();
    return new NominatimGeocoder({
      baseUrl,
      userAgent: 'backoffice-test/1.0 (ops@example.com)',
      minIntervalMs,
      cache: { get: async (key) => store.get(key) ?? null, set: async (key, value) => void store.set(key, value) },
    });
  };

  it('suggests places with osm place ids and sends the identifying User-Agent', async () => {
    requests.length = 0;
    expect(await geocoder().autocomplete('Stephansdom')).toEqual([{ description: STEPHANSDOM.display_name, place_id: 'osm:W30264979' }]);
    expect(requests[0].userAgent).toBe('backoffice-test/1.0 (ops@example.com)');
    expect(requests[0].url).toContain('/search?q=Stephansdom&format=jsonv2&addressdetails=1&limit=8');
  });

  it('answers coordinates and address parts in the shape the client reads', async () => {
    const place = await geocoder().place('osm:W30264979');
    expect(place).toEqual({
      place_id: 'osm:W30264979',
      formatted_address: STEPHANSDOM.display_name,
      geometry: { location: { lat: 48.2084114, lng: 16.3734707 } },
      address_components: [
        { long_name: '3', short_name: '3', types: ['street_number'] },
        { long_name: 'Stephansplatz', short_name: 'Stephansplatz', types: ['route'] },
        { long_name: 'Wien', short_name: 'Wien', types: ['locality', 'political'] },
        { long_name: '1010', short_name: '1010', types: ['postal_code'] },
        { long_name: 'Wien', short_name: 'Wien', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Österreich', short_name: 'AT', types: ['country', 'political'] },
      ],
    });
    expect(await geocoder().place('geonames:1')).toBeNull();
    expect(await geocoder().place('osm:N1')).toBeNull();
  });

  it('asks at most once per interval and answers repeats from its cache', async () => {
    requests.length = 0;
    const slow = geocoder(300);
    // Timed on the asking side: a loaded machine can delay an arrival, but never shorten the two waits.
    const started = Date.now();
    await Promise.all([slow.autocomplete('Stepha'), slow.autocomplete('Stephan'), slow.autocomplete('Stephans')]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(requests).toHaveLength(3);
    await slow.autocomplete('Stephans');
    expect(requests).toHaveLength(3);
  });

  it('fails with the status when the service refuses', async () => {
    const wrongBase = new NominatimGeocoder({
      baseUrl: `${baseUrl}/nowhere`,
      userAgent: 'x',
      minIntervalMs: 0,
      cache: { get: async () => null, set: async () => undefined },
    });
    await expect(wrongBase.autocomplete('Stephansdom')).rejects.toThrow('The geocoder answered 404');
  });
});
