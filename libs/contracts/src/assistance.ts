/**
 * The Assistance area's wire contract (spec part 2, sections 3, 7 and 9): the partner record with
 * its group-specific fields, the map items, geocoding answers and the map constants. Values are
 * the stored and wire values; labels are the admin's job (i18n).
 */
import { call, type FileBytes, type UploadedFile } from './calls.js';
import { Permission } from './permissions.js';
import type { ResourceDeclaration } from './resources.js';

export const PARTNER_GROUPS = ['KFZ', 'Transport', 'Medizin', 'Hotel', 'Handwerker', 'Andere', 'Assistance', 'Heimhilfe', 'Behörde'] as const;
export type PartnerGroup = (typeof PARTNER_GROUPS)[number];

/** The five groups with a record of their own (GroupSpecificFields) and a data-valid icon. */
export const MAIN_PARTNER_GROUPS = ['KFZ', 'Transport', 'Medizin', 'Hotel', 'Assistance'] as const;
export type MainPartnerGroup = (typeof MAIN_PARTNER_GROUPS)[number];

export const PARTNER_PRIORITIES = ['Prio1', 'Prio2', 'Prio3', 'NEW', 'Blacklist'] as const;
export type PartnerPriority = (typeof PARTNER_PRIORITIES)[number];
export const NEW_PARTNER_PRIORITY: PartnerPriority = 'NEW';

/** Yes/no flags are the strings yes and no. */
export type YesNo = 'yes' | 'no';
export const YES_NO = ['yes', 'no'] as const;

/** The filter value meaning "no filter" on the map (sent as ALL, read as empty). */
export const MAP_FILTER_ALL = 'ALL';

export interface PartnerAddress {
  Street: string | null;
  PostalCode: string | null;
  Location: string | null;
  CountryName: string | null;
  CountryCode: string | null;
  Longitude: number;
  Latitude: number;
}

export interface TemporaryInformation {
  Note: string;
  /** YYYY-MM-DD HH:mm, in the active customer's time zone. */
  From: string;
  Until: string;
}

/** A group's record: field name to a yes/no flag, a number, or text. */
export type GroupSpecificFields = Record<string, string | number | null>;

/** A partner as load answers it and create/save take it. */
export interface Partner {
  PartnerID: number;
  Group: PartnerGroup;
  /** Comma-joined list of types, each one of the group's. */
  Type: string;
  Priority: PartnerPriority;
  CompanyName: string;
  OpeningHours: string;
  Email: string;
  TelephoneNumber: string;
  Homepage: string | null;
  ShortName: string | null;
  Notes: string | null;
  /** The stored logo's file name (changes with every upload), null without logo. */
  Logo: string | null;
  Address: PartnerAddress;
  AreaOfOperations: string | null;
  Fax: string | null;
  AccountingHours: string | null;
  ContactList: string | null;
  AcceptGOP: YesNo | null;
  CostsDocument: { OriginalFileName: string } | null;
  QualityNotes: string | null;
  /** Computed on every write: the group's required fields and its whole record are filled. */
  DataValid: boolean;
  TemporaryInformation: TemporaryInformation | null;
  CreatedAt: string;
  /** The record of the partner's group (KFZ, Transport, Medizin, Hotel, Assistance); null for the others. */
  GroupSpecificFields: GroupSpecificFields | null;
}

export type PartnerInput = Omit<Partner, 'PartnerID' | 'Logo' | 'CostsDocument' | 'DataValid' | 'CreatedAt' | 'Priority'> & {
  Priority?: PartnerPriority;
};

/** One row of the partners list (Address as one line). */
export interface PartnerListRow {
  PartnerID: number;
  Logo: string | null;
  Group: PartnerGroup;
  Type: string;
  CompanyName: string;
  OpeningHours: string;
  TelephoneNumber: string;
  Email: string;
  Priority: PartnerPriority;
  Address: string;
}

/** The partners list's search box columns. */
export const PARTNER_SEARCH_FIELDS = ['Group', 'Type', 'CompanyName', 'Priority', 'OpeningHours'] as const;

export const AssistanceResources = {
  partners: {
    name: 'assistance/partners',
    base: 'assistance/partners',
    idField: 'PartnerID',
    bulkIdField: 'PartnerIDs',
    searchFields: PARTNER_SEARCH_FIELDS,
    permissions: { view: [Permission.AssistanceListPartners], edit: [Permission.AssistanceEditPartners] },
    labels: { singular: 'Partner', plural: 'Partners' },
    // The kit serves the reads of the table; load and the writes answer the whole partner (AssistanceCalls).
    verbs: { count: [Permission.AssistanceListPartners], list: [Permission.AssistanceListPartners] },
    // Editors see actions, the others details, in the same place.
    columns: ['actions', 'details', 'Logo', 'Group', 'Type', 'CompanyName', 'OpeningHours', 'TelephoneNumber', 'Email', 'Priority', 'Address'],
  },
} as const satisfies Record<string, ResourceDeclaration>;

/** POST assistance/partners/list-map. Empty or ALL means no filter. Zoom and Bounds ask for clusters. */
export interface PartnerMapQuery {
  Priority?: string;
  Group?: string;
  Type?: string;
  Name?: string;
  /** The map's zoom: with Bounds, the answer holds clusters and single pins for that view. */
  Zoom?: number;
  /** [west, south, east, north] in degrees. */
  Bounds?: [number, number, number, number];
  /** The searched place: each pin gets its distance in km. */
  Origin?: { Latitude: number; Longitude: number };
}

export interface PartnerMapItem {
  latitude: number;
  longitude: number;
  priority: PartnerPriority;
  partner_id: number;
  company_name: string;
  group: PartnerGroup;
  type: string;
  telephone_number: string;
  temporary_information: TemporaryInformation | null;
  /** Kilometres to the Origin (2 decimals), null without Origin. */
  distance_km?: number | null;
}

export interface PartnerMapCluster {
  cluster: true;
  cluster_id: number;
  point_count: number;
  latitude: number;
  longitude: number;
  /** The zoom at which the cluster falls apart (zoom the map there on click). */
  expansion_zoom: number;
}

export type PartnerMapFeature = PartnerMapItem | PartnerMapCluster;

export function isMapCluster(feature: PartnerMapFeature): feature is PartnerMapCluster {
  return (feature as PartnerMapCluster).cluster === true;
}

/** Autocomplete: result.data holds these. */
export interface PlaceSuggestion {
  description: string;
  place_id: string;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** coordinates/{place_id}: result.data. */
export interface PlaceDetails {
  place_id: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  address_components: AddressComponent[];
}

/** POST assistance/partners/map-towns: the towns to name in a view of the map (GeoNames, 1000+ inhabitants). */
export interface MapTownsQuery {
  Zoom: number;
  /** [west, south, east, north] in degrees. */
  Bounds: [number, number, number, number];
}

export interface MapTown {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  /** A country's capital (drawn larger). */
  capital: boolean;
}

/** POST assistance/partners/geocoder: whether the place search finds streets and house numbers or towns only. */
export interface GeocoderInfo {
  StreetLevel: boolean;
}

/**
 * OpenStreetMap's standard tiles, the map's default when MAP_TILE_URL is unset. Their tile usage
 * policy asks for the attribution "© OpenStreetMap contributors" linking to the copyright page;
 * the server answers zooms 0-19 only.
 */
export const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  copyrightUrl: 'https://www.openstreetmap.org/copyright',
  maxZoom: 19,
} as const;

/** MAP_TILE_URL=off: no tiles at all, the built-in base layer only (an installation without internet). */
export const MAP_TILES_OFF = 'off';

export interface CostsDocumentDownload {
  OriginalFileName: string;
  /** base64 of the PDF. */
  FileBuffer: string;
}

/** Map constants (spec part 2 section 9). */
export const PARTNER_MAP = {
  autocompleteDebounceMs: 500,
  nameSearchDebounceMs: 800,
  defaultZoom: 13,
  clusterRadius: 75,
  minZoom: 5,
  maxZoom: 20,
  defaultCentre: { latitude: 48.21, longitude: 16.36 },
  earthRadiusKm: 6371,
  overlapOffset: 0.0001,
} as const;

/** Partner list table constants. */
export const PARTNER_CELL_MAX_CHARS = 60;
export const PARTNER_CSV_FILE_NAME = 'PartnerList.csv';
export const PARTNER_CSV_COLUMNS = ['Group', 'Type', 'Company Name', 'Email', 'Priority', 'Address'] as const;

/** Upload caps (bytes): a price list PDF and a logo before it is normalised. */
export const COSTS_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** A stored logo fits in this square (pixels). */
export const LOGO_MAX_PIXELS = 400;

/** Socket event payload: the active customer's partners changed (the admin refreshes list and map). */
export interface PartnersChangedMessage {
  action: 'create' | 'save' | 'delete' | 'logo' | 'costs-document';
  PartnerIDs: number[];
}

export interface PartnerId {
  PartnerID: number;
}

/** A multipart upload of a partner's file: PartnerID and the file (the logo's null removes it). */
export interface PartnerUpload<F = UploadedFile> {
  PartnerID: number;
  file: F;
}

/** GET assistance/partners/export: the list's filter and order, each as JSON. */
export interface PartnerExportQuery {
  q?: string;
  order?: string;
}

const VIEW = [Permission.AssistanceListPartners];
const EDIT = [Permission.AssistanceEditPartners];

/**
 * The Assistance area's calls (spec part 2 section 7) beyond the partner table's count and list
 * (the crud kit's, `crudCalls(AssistanceResources.partners)`). Every row is the active customer's;
 * another customer's partner answers 404.
 */
export const AssistanceCalls = {
  /** result.data[0] holds the items (or, with Zoom and Bounds, the clusters and pins of that view). */
  listMap: call<PartnerMapQuery, [PartnerMapFeature[]]>()({
    path: 'assistance/partners/list-map',
    permissions: VIEW,
    summary: 'Answers the partners on the map for a bounding box and zoom, clustered on the server',
    fail: 'Cannot fetch partners for map',
  }),
  create: call<PartnerInput, Partner>()({
    path: 'assistance/partners/create',
    permissions: EDIT,
    summary: 'Creates an assistance partner for the active customer; answers the new partner',
    ok: 'Partner created successfully',
    fail: 'Could not create partner',
  }),
  load: call<PartnerId, Partner>()({
    path: 'assistance/partners/load',
    permissions: VIEW,
    summary: 'Loads one assistance partner by PartnerID',
    fail: 'Could not load the partner',
  }),
  save: call<Partial<PartnerInput> & PartnerId, Partner>()({
    path: 'assistance/partners/save',
    permissions: EDIT,
    summary: 'Changes the given fields of the partner PartnerID; answers the partner',
    ok: 'Partner updated successfully',
    fail: 'Could not update partner',
  }),
  delete: call<PartnerId, { deleted: number }>()({
    path: 'assistance/partners/delete',
    permissions: EDIT,
    summary: 'Deletes the partner PartnerID',
    ok: 'Partner deleted successfully',
    fail: 'Cannot delete partners',
  }),
  bulkDelete: call<{ PartnerIDs: number[] }, { deleted: number }>()({
    path: 'assistance/partners/bulk_delete',
    permissions: EDIT,
    summary: 'Deletes the partners PartnerIDs, all or none',
    ok: 'Partners deleted successfully',
    fail: 'Cannot delete partners',
  }),
  /** Multipart PartnerID + file (a PDF by its bytes, at most 10 MiB). */
  uploadCostsDocument: call<PartnerUpload, { OriginalFileName: string }>()({
    path: 'assistance/partners/cost-document',
    permissions: EDIT,
    summary: "Uploads a partner's price list document (multipart field file)",
    ok: 'Costs document uploaded successfully',
    fail: 'Error while uploading costs document',
    kind: 'upload',
  }),
  downloadCostsDocument: call<PartnerId, CostsDocumentDownload>()({
    path: 'assistance/partners/cost-document/download',
    permissions: VIEW,
    summary: 'Answers the price list document of the partner PartnerID',
    fail: 'Error while downloading Pricelist document',
  }),
  /** Multipart PartnerID + file (an image by its bytes, at most 5 MiB, stored as a PNG within 400 x 400); file null removes. */
  uploadLogo: call<PartnerUpload<UploadedFile | null>, { Logo: string | null }>()({
    path: 'assistance/partners/logo',
    permissions: EDIT,
    summary: "Uploads a partner's logo (multipart field file)",
    fail: 'Cannot upload logo',
    kind: 'upload',
  }),
  /** GET logo?PartnerID=..&Token=..: the stored logo (PNG) for img elements (`v`, the logo's name, busts the cache). */
  logo: call<PartnerId & { v?: string }, FileBytes>()({
    path: 'assistance/partners/logo',
    permissions: VIEW,
    summary: 'Sends the logo of the partner PartnerID',
    fail: 'Cannot load the logo',
    kind: 'download',
  }),
  /** POST autocomplete?input=text: result.data holds { description, place_id }. */
  autocomplete: call<{ input: string }, PlaceSuggestion[]>()({
    path: 'assistance/partners/autocomplete',
    permissions: VIEW,
    summary: 'Suggests places for an address being typed (query parameter input)',
    fail: 'Cannot find places',
    query: ['input'],
  }),
  /** POST coordinates/{place_id}: geometry.location and address_components of the place. */
  coordinates: call<{ placeId: string }, PlaceDetails>()({
    path: 'assistance/partners/coordinates/:placeId',
    permissions: VIEW,
    summary: 'Answers the coordinates and address parts of a suggested place',
    fail: 'Cannot find the place',
  }),
  /** The names of the built-in base layer, drawn when the map's tiles cannot load (GeoNames towns, not the customer's data). */
  mapTowns: call<MapTownsQuery, MapTown[]>()({
    path: 'assistance/partners/map-towns',
    permissions: VIEW,
    summary: 'Answers the towns to name on the map in a view (Zoom, Bounds): the most populous whose labels do not collide',
    fail: 'Cannot fetch towns for map',
  }),
  geocoder: call<Record<string, never>, GeocoderInfo>()({
    path: 'assistance/partners/geocoder',
    permissions: VIEW,
    summary: 'Tells whether the place search finds streets and house numbers or towns only',
    fail: 'Cannot find places',
  }),
  /** GET export?q=<json>&order=<json>: PartnerList.csv (PARTNER_CSV_COLUMNS) of every row the list's filter matches, in its order. */
  export: call<PartnerExportQuery, FileBytes>()({
    path: 'assistance/partners/export',
    permissions: VIEW,
    summary: "Sends the partners matching the list's filter (q) in its order as a CSV file",
    fail: 'Cannot export partners',
    kind: 'download',
  }),
} as const;
