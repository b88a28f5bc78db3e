/**
 * What a partner can be: the types of each group (the offered list is filtered per group) and the
 * fields of the five group records (spec part 2 section 3). The API's tables and DTO checks and
 * the admin's form are both read from here.
 */
import { MAIN_PARTNER_GROUPS, PARTNER_GROUPS, type MainPartnerGroup, type PartnerGroup } from '@backoffice/contracts';

/** Each type with the groups it belongs to. */
export const PARTNER_TYPES: Readonly<Record<string, readonly PartnerGroup[]>> = {
  Abschleppdienst: ['KFZ'],
  Pannendienst: ['KFZ'],
  Werkstatt: ['KFZ'],
  Reifendienst: ['KFZ'],
  Autovermietung: ['KFZ', 'Transport'],
  Autoverwertung: ['KFZ'],
  Parkplatz: ['KFZ'],
  Autoglas: ['KFZ', 'Handwerker'],
  'LKW-Service': ['KFZ'],
  Taxi: ['Transport'],
  Mietwagen: ['Transport'],
  Krankentransport: ['Transport', 'Medizin'],
  Rettungsdienst: ['Transport', 'Medizin'],
  Flughafentransfer: ['Transport'],
  Busunternehmen: ['Transport'],
  Ambulanzflug: ['Transport', 'Medizin', 'Assistance'],
  Rücktransport: ['Transport', 'Assistance'],
  Krankenhaus: ['Medizin'],
  Privatklinik: ['Medizin'],
  Allgemeinmediziner: ['Medizin'],
  Facharzt: ['Medizin'],
  Zahnarzt: ['Medizin'],
  Kinderarzt: ['Medizin'],
  Apotheke: ['Medizin'],
  Labor: ['Medizin'],
  Radiologie: ['Medizin'],
  Physiotherapie: ['Medizin', 'Heimhilfe'],
  Ärztenotdienst: ['Medizin'],
  Teleconsultation: ['Medizin', 'Assistance'],
  Hotel: ['Hotel'],
  Pension: ['Hotel'],
  Apartment: ['Hotel'],
  Jugendherberge: ['Hotel'],
  Schlüsseldienst: ['Handwerker'],
  Installateur: ['Handwerker'],
  Elektriker: ['Handwerker'],
  Glaser: ['Handwerker'],
  Dachdecker: ['Handwerker'],
  Tischler: ['Handwerker'],
  Schädlingsbekämpfung: ['Handwerker'],
  Bestattung: ['Andere', 'Assistance'],
  Dolmetscher: ['Andere', 'Assistance'],
  Rechtsanwalt: ['Andere'],
  Reisebüro: ['Andere'],
  Sicherheitsdienst: ['Andere'],
  Tierarzt: ['Andere'],
  'Assistance-Gesellschaft': ['Assistance'],
  'Medizinische Assistance': ['Assistance'],
  'Technische Assistance': ['Assistance'],
  Heimhilfe: ['Heimhilfe'],
  Pflegedienst: ['Heimhilfe', 'Medizin'],
  'Essen auf Rädern': ['Heimhilfe'],
  Reinigungsdienst: ['Heimhilfe', 'Handwerker'],
  Polizei: ['Behörde'],
  Feuerwehr: ['Behörde'],
  Botschaft: ['Behörde'],
  Konsulat: ['Behörde'],
  Gemeindeamt: ['Behörde'],
  Sonstiges: [...PARTNER_GROUPS],
};

export const ALL_PARTNER_TYPES: readonly string[] = Object.keys(PARTNER_TYPES);

/** The types offered for a group, in catalogue order; every type without a group. */
export function partnerTypesFor(group: string | null | undefined): string[] {
  if (!group) return [...ALL_PARTNER_TYPES];
  return ALL_PARTNER_TYPES.filter((type) => PARTNER_TYPES[type].includes(group as PartnerGroup));
}

export function isPartnerGroup(value: unknown): value is PartnerGroup {
  return typeof value === 'string' && (PARTNER_GROUPS as readonly string[]).includes(value);
}

export function isMainPartnerGroup(value: unknown): value is MainPartnerGroup {
  return typeof value === 'string' && (MAIN_PARTNER_GROUPS as readonly string[]).includes(value);
}

/** "A, B" -> ["A", "B"]: the comma-joined Type, trimmed, empty parts dropped. */
export function splitPartnerTypes(type: string | null | undefined): string[] {
  return (type ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** flag: 'yes' | 'no'; number: a price or rate (2 decimals); count: a whole number; text; languages: comma-joined from SPOKEN_LANGUAGES. */
export type GroupFieldKind = 'flag' | 'number' | 'count' | 'text' | 'languages';

export interface GroupField {
  name: string;
  kind: GroupFieldKind;
}

/** The spoken languages of a medical partner; Others reveals OtherLanguages. */
export const SPOKEN_LANGUAGES = ['German', 'English', 'French', 'Spanish', 'Others'] as const;
export const OTHER_LANGUAGES_CHOICE = 'Others';

const f = (kind: GroupFieldKind, ...names: string[]): GroupField[] => names.map((name) => ({ name, kind }));

/** The five group records, field by field in the spec's order. */
export const GROUP_FIELDS: Readonly<Record<MainPartnerGroup, readonly GroupField[]>> = {
  KFZ: [
    ...f('flag', 'AcceptGOPForParkingFees', 'TowingService', 'RoadSideService'),
    ...f('number', 'ParkingFeesDay', 'CostsKM'),
    ...f('text', 'GaragePickupHours'),
    ...f('flag', 'Trucks', 'Salvage', 'RentalCars', 'ClientTransportation', 'LongDistanceTransports', 'VehicleScrapping'),
  ],
  Transport: [
    ...f('text', 'ClosestAirport'),
    ...f('number', 'PriceToClosestAirport', 'CostsKM', 'RentalCostDay'),
    ...f('text', 'OfferedVehicleTypes'),
    ...f('count', 'MaxNumberOfPassengers'),
    ...f('flag', 'HelpWithLuggage', 'LongDistanceTransports', 'MedicalWheelchairTransports', 'MedicalEscorts', 'AirportTarmacAccess'),
  ],
  Medizin: [
    ...f('flag', 'AcceptGOPForInpatients', 'EHIC', 'GHIC'),
    ...f('text', 'DoctorAppointment'),
    ...f('number', 'GuidePriceOutpatientTreatment', 'GuidePriceInpatientTreatmentDay', 'GuidePriceLaboratory', 'GuidePriceRadiology'),
    ...f('text', 'MedicalFields'),
    ...f('flag', 'Teleconsultations', 'HouseCalls', 'Laboratory', 'Radiology'),
    ...f('languages', 'SpokenLanguages'),
    ...f('text', 'OtherLanguages'),
  ],
  Hotel: [
    ...f('number', 'Breakfast', 'SingleBedRoom', 'DoubleBedRoom'),
    ...f('count', 'NumberOfRooms'),
    ...f('text', 'CheckinTimes'),
    ...f('flag', 'HelpWithLuggage', 'OfferBreakfast', 'AllowPets', 'HavePartnerDoctor'),
  ],
  Assistance: [
    ...f(
      'number',
      'GuidePriceGeneralPracticeAppointment',
      'GuidePriceOutpatientTreatment',
      'GuidePriceHouseCall',
      'GuidePriceRoadsideAssistance',
      'GuidePriceTowingToClosestGarage',
    ),
    ...f(
      'flag',
      'OfferMedicalAssistance',
      'OfferTechnicalAssistance',
      'OfferHouseCalls',
      'OfferMedicalRepatriation',
      'OfferRepatriationOfRemains',
      'CanPlaceGOPToPublicHospitals',
      'CanPlaceGOPToPrivateHospitals',
    ),
  ],
};

/** The record names of the spec (PartnerKFZ, ...), for messages and documentation. */
export const GROUP_RECORD_NAMES: Readonly<Record<MainPartnerGroup, string>> = {
  KFZ: 'PartnerKFZ',
  Transport: 'PartnerTransport',
  Medizin: 'PartnerMedizin',
  Hotel: 'PartnerHotel',
  Assistance: 'PartnerAssistance',
};

/** The fields of a group's record; none for groups without one. */
export function groupFieldsOf(group: string | null | undefined): readonly GroupField[] {
  return isMainPartnerGroup(group) ? GROUP_FIELDS[group] : [];
}

/** A group's blank record (what changing the group resets to); null for groups without one. */
export function blankGroupFields(group: string | null | undefined): Record<string, null> | null {
  if (!isMainPartnerGroup(group)) return null;
  return Object.fromEntries(GROUP_FIELDS[group].map((field) => [field.name, null]));
}
