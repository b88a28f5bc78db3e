/**
 * The partner calls beyond plain CRUD (spec part 2 section 7): the price list and logo uploads
 * (multipart, the session token in the header), the price list download (base64), the place
 * search, and the map listing.
 */
import { HttpError } from 'react-admin';
import {
  AssistanceResources,
  MAP_FILTER_ALL,
  PartnerCalls,
  type CostsDocumentDownload,
  type GeocoderInfo,
  type MapTown,
  type MapTownsQuery,
  type PartnerMapFeature,
  type PartnerMapQuery,
  type PlaceDetails,
  type PlaceSuggestion,
} from '@backoffice/contracts';
import { apiUrl, callApi, UNREACHABLE_MESSAGE } from '../../providers/http';
import { currentToken } from '../../providers/session';

const BASE = AssistanceResources.partners.base;

async function upload<T>(verb: string, partnerId: number, file: File | null): Promise<T> {
  const form = new FormData();
  form.append('PartnerID', String(partnerId));
  if (file) form.append('file', file, file.name);
  else form.append('file', 'null');
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`${BASE}/${verb}`), { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new HttpError(UNREACHABLE_MESSAGE, 503, {});
  }
  const envelope = (await response.json().catch(() => null)) as { succeeded?: boolean; message?: string; result?: { data: T } } | null;
  if (!response.ok || !envelope?.succeeded) throw new HttpError(envelope?.message || response.statusText, response.status, envelope ?? {});
  return envelope.result!.data;
}

export const uploadCostsDocument = (partnerId: number, file: File) => upload<{ OriginalFileName: string }>('cost-document', partnerId, file);

/** A new logo, or null to remove it. */
export const uploadLogo = (partnerId: number, file: File | null) => upload<{ Logo: string | null }>('logo', partnerId, file);

/** Fetches the price list and saves it under its original name. */
export async function downloadCostsDocument(partnerId: number): Promise<void> {
  const { OriginalFileName, FileBuffer } = await callApi<CostsDocumentDownload>(`${BASE}/cost-document/download`, { PartnerID: partnerId });
  const bytes = Uint8Array.from(atob(FileBuffer), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = OriginalFileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The logo's address for an img element (GET with the token; the file name busts the cache). */
export function logoUrl(partnerId: number, logo: string): string {
  const token = currentToken() ?? '';
  return `${apiUrl(`${BASE}/logo`)}?PartnerID=${partnerId}&Token=${encodeURIComponent(token)}&v=${encodeURIComponent(logo)}`;
}

export const autocompletePlaces = (input: string, signal?: AbortSignal) =>
  callApi<PlaceSuggestion[]>(`${BASE}/autocomplete?input=${encodeURIComponent(input)}`, {}, { signal });

export const placeDetails = (placeId: string) => callApi<PlaceDetails>(`${BASE}/coordinates/${encodeURIComponent(placeId)}`, {});

/** The map's features: result.data[0]. */
export async function listMap(query: PartnerMapQuery, signal?: AbortSignal): Promise<PartnerMapFeature[]> {
  const body: PartnerMapQuery = { ...query };
  for (const key of ['Priority', 'Group', 'Type'] as const) if (!body[key]) body[key] = MAP_FILTER_ALL;
  const [features] = await callApi<[PartnerMapFeature[]]>(`${BASE}/list-map`, body, { signal });
  return features ?? [];
}

/** The towns the map's built-in base layer names in a view. */
export const mapTowns = (query: MapTownsQuery, signal?: AbortSignal) => callApi<MapTown[]>(`${BASE}/${PartnerCalls.mapTowns}`, query, { signal });

/** Whether the place search finds streets and house numbers (a Nominatim geocoder) or towns only (offline). */
export const geocoderInfo = () => callApi<GeocoderInfo>(`${BASE}/${PartnerCalls.geocoder}`, {});

/** The address parts of a place, as the form's address fields take them. */
export function addressFromPlace(place: PlaceDetails) {
  const part = (type: string) => place.address_components.find((component) => component.types.includes(type));
  const route = part('route')?.long_name;
  const number = part('street_number')?.long_name;
  return {
    Street: route ? [route, number].filter(Boolean).join(' ') : null,
    PostalCode: part('postal_code')?.long_name ?? null,
    Location: part('locality')?.long_name ?? part('administrative_area_level_1')?.long_name ?? null,
    CountryName: part('country')?.long_name ?? null,
    CountryCode: part('country')?.short_name ?? null,
    Longitude: place.geometry.location.lng,
    Latitude: place.geometry.location.lat,
  };
}
