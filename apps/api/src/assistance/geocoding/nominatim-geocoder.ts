/**
 * The online geocoder: Nominatim's API (OpenStreetMap, or a self-hosted instance; Photon-style
 * servers that speak the same /search and /lookup answer too). Its usage policy asks for an
 * identifying User-Agent and at most one request per second: requests of this process wait their
 * turn, and answers are cached (Redis in the app, a day), so a debounced autocomplete typing
 * the same prefix again costs nothing. Place ids are `osm:<N|W|R><id>`.
 */
import type { PlaceDetails, PlaceSuggestion } from '@backoffice/contracts';
import { component, Geocoder, MAX_SUGGESTIONS } from './geocoder.js';

export interface GeocoderCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  /** Least time between two requests (the public service allows one per second). */
  minIntervalMs?: number;
  language?: string;
  cache: GeocoderCache;
  fetch?: typeof fetch;
}

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string>;
}

export class NominatimGeocoder extends Geocoder {
  readonly streetLevel = true;
  private queue: Promise<unknown> = Promise.resolve();
  private lastRequestAt = 0;

  constructor(private readonly options: NominatimOptions) {
    super();
  }

  async autocomplete(input: string): Promise<PlaceSuggestion[]> {
    const text = input.trim();
    if (text.length < 2) return [];
    const places = await this.get<NominatimPlace[]>('search', { q: text, format: 'jsonv2', addressdetails: '1', limit: String(MAX_SUGGESTIONS) });
    return places
      .filter((place) => place.osm_type && place.osm_id)
      .map((place) => ({ description: place.display_name, place_id: `osm:${place.osm_type![0].toUpperCase()}${place.osm_id}` }));
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    const match = /^osm:([NWR])(\d{1,15})$/.exec(placeId);
    if (!match) return null;
    const [place] = await this.get<NominatimPlace[]>('lookup', { osm_ids: `${match[1]}${match[2]}`, format: 'jsonv2', addressdetails: '1' });
    if (!place) return null;
    const address = place.address ?? {};
    const locality = address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet;
    const parts = [
      address.house_number ? component(address.house_number, address.house_number, 'street_number') : null,
      address.road ? component(address.road, address.road, 'route') : null,
      locality ? component(locality, locality, 'locality', 'political') : null,
      address.postcode ? component(address.postcode, address.postcode, 'postal_code') : null,
      address.state ? component(address.state, address.state, 'administrative_area_level_1', 'political') : null,
      address.country ? component(address.country, (address.country_code ?? '').toUpperCase(), 'country', 'political') : null,
    ];
    return {
      place_id: placeId,
      formatted_address: place.display_name,
      geometry: { location: { lat: Number(place.lat), lng: Number(place.lon) } },
      address_components: parts.filter((part) => part !== null),
    };
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (this.options.language) url.searchParams.set('accept-language', this.options.language);
    const cacheKey = url.toString();
    const cached = await this.options.cache.get(cacheKey);
    if (cached !== null) return JSON.parse(cached) as T;
    const body = await this.inTurn(async () => {
      const response = await (this.options.fetch ?? fetch)(url, { headers: { 'user-agent': this.options.userAgent, accept: 'application/json' } });
      if (!response.ok) throw new Error(`The geocoder answered ${response.status} ${response.statusText}.`);
      return response.text();
    });
    await this.options.cache.set(cacheKey, body);
    return JSON.parse(body) as T;
  }

  /** One request at a time, at least minIntervalMs apart. */
  private inTurn<T>(request: () => Promise<T>): Promise<T> {
    const interval = this.options.minIntervalMs ?? 1000;
    const run = this.queue.then(async () => {
      const wait = this.lastRequestAt + interval - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastRequestAt = Date.now();
      return request();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
