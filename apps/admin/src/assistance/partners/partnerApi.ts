/**
 * The partner calls beyond plain CRUD (spec part 2 section 7, AssistanceCalls): the price list and
 * logo uploads, the price list download (base64), the place search, and the map listing.
 */
import { AssistanceCalls, MAP_FILTER_ALL, type MapTownsQuery, type PartnerMapFeature, type PartnerMapQuery, type PlaceDetails } from '@backoffice/contracts';
import { api, downloadUrl } from '../../providers/api';

export const uploadCostsDocument = (partnerId: number, file: File) => api.assistance.uploadCostsDocument({ PartnerID: partnerId, file });

/** A new logo, or null to remove it. */
export const uploadLogo = (partnerId: number, file: File | null) => api.assistance.uploadLogo({ PartnerID: partnerId, file });

/** Fetches the price list and saves it under its original name. */
export async function downloadCostsDocument(partnerId: number): Promise<void> {
  const { OriginalFileName, FileBuffer } = await api.assistance.downloadCostsDocument({ PartnerID: partnerId });
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
  return downloadUrl(AssistanceCalls.logo.path, { PartnerID: partnerId, v: logo });
}

export const autocompletePlaces = (input: string, signal?: AbortSignal) => api.assistance.autocomplete({ input }, { signal });

export const placeDetails = (placeId: string) => api.assistance.coordinates({ placeId });

/** The map's features: result.data[0]. */
export async function listMap(query: PartnerMapQuery, signal?: AbortSignal): Promise<PartnerMapFeature[]> {
  const body: PartnerMapQuery = { ...query };
  for (const key of ['Priority', 'Group', 'Type'] as const) if (!body[key]) body[key] = MAP_FILTER_ALL;
  const [features] = await api.assistance.listMap(body, { signal });
  return features ?? [];
}

/** The towns the map's built-in base layer names in a view. */
export const mapTowns = (query: MapTownsQuery, signal?: AbortSignal) => api.assistance.mapTowns(query, { signal });

/** Whether the place search finds streets and house numbers (a Nominatim geocoder) or towns only (offline). */
export const geocoderInfo = () => api.assistance.geocoder({});
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
