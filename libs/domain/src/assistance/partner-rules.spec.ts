import { describe, expect, it } from '@jest/globals';
import { PARTNER_GROUPS } from '@backoffice/contracts';
import { ALL_PARTNER_TYPES, blankGroupFields, GROUP_FIELDS, partnerTypesFor } from './partner-catalogue.js';
import {
  isPartnerDataComplete,
  normalisePartnerDraft,
  OPENING_HOURS_REQUIRED,
  PARTNER_REQUIRED_FIELDS,
  partnerProblems,
  type PartnerDraft,
} from './partner-rules.js';

const base = (group: string, extra: Partial<PartnerDraft> = {}): PartnerDraft => ({
  Group: group,
  Type: '',
  CompanyName: 'Muster GmbH',
  TelephoneNumber: '+43 1 234',
  Email: 'office@muster.at',
  Homepage: 'https://muster.at',
  OpeningHours: 'Mo-Fr 8-18',
  AreaOfOperations: 'Wien',
  Address: { Longitude: 16.37, Latitude: 48.21 },
  ...extra,
});

const messages = (draft: PartnerDraft, mode: 'create' | 'edit' = 'create') => partnerProblems(normalisePartnerDraft(draft), mode).map((p) => p.message);

describe('partner types', () => {
  it('has about 55 types, each in at least one group, and every group offers some', () => {
    expect(ALL_PARTNER_TYPES.length).toBeGreaterThanOrEqual(50);
    for (const group of PARTNER_GROUPS) expect(partnerTypesFor(group).length).toBeGreaterThan(1);
  });

  it('filters the offered list per group', () => {
    expect(partnerTypesFor('KFZ')).toContain('Abschleppdienst');
    expect(partnerTypesFor('KFZ')).not.toContain('Krankenhaus');
    expect(partnerTypesFor('Medizin')).toEqual(expect.arrayContaining(['Krankenhaus', 'Apotheke', 'Teleconsultation']));
    expect(partnerTypesFor('Behörde')).toEqual(expect.arrayContaining(['Polizei', 'Sonstiges']));
    expect(partnerTypesFor(null)).toHaveLength(ALL_PARTNER_TYPES.length);
  });
});

describe('partner validation per group', () => {
  it('requires the general fields, with the spec message for Opening Hours', () => {
    expect(messages({ Group: 'Andere', Address: {} })).toEqual([
      'CompanyName is required',
      'TelephoneNumber is required',
      'Email is required',
      'Homepage is required',
      OPENING_HOURS_REQUIRED,
      'Longitude is required (pick a location)',
      'Latitude is required (pick a location)',
    ]);
    expect(messages({})).toContain('Group is required');
  });

  it('marks every missing required field as required, and only those', () => {
    const requiredFields = (draft: PartnerDraft) =>
      partnerProblems(normalisePartnerDraft(draft), 'create')
        .filter((problem) => problem.required)
        .map((problem) => problem.field);
    expect(requiredFields({ Address: {} })).toEqual([
      'Group',
      'CompanyName',
      'TelephoneNumber',
      'Email',
      'Homepage',
      'OpeningHours',
      'Address.Longitude',
      'Address.Latitude',
    ]);
    expect(requiredFields(base('KFZ', { AreaOfOperations: '' }))).toEqual(['AreaOfOperations']);
    expect(requiredFields(base('Transport'))).toEqual(['GroupSpecificFields.ClosestAirport']);
    // Wrong values are problems, but not missing ones.
    expect(requiredFields(base('KFZ', { Email: 'nope', Address: { Longitude: 200, Latitude: 48 } }))).toEqual([]);
    for (const field of requiredFields({ Group: 'Transport', Address: {} })) expect(PARTNER_REQUIRED_FIELDS).toContain(field);
  });

  it('requires Homepage only on create', () => {
    expect(messages(base('Andere', { Homepage: '' }), 'create')).toEqual(['Homepage is required']);
    expect(messages(base('Andere', { Homepage: '' }), 'edit')).toEqual([]);
  });

  it('requires AreaOfOperations for KFZ, Transport and Assistance only', () => {
    for (const group of ['KFZ', 'Assistance'])
      expect(messages(base(group, { AreaOfOperations: ' ' }))).toEqual([`AreaOfOperations is required for the group ${group}`]);
    expect(messages(base('Medizin', { AreaOfOperations: null }))).toEqual([]);
    expect(messages(base('Hotel', { AreaOfOperations: null }))).toEqual([]);
  });

  it('requires ClosestAirport for Transport', () => {
    expect(messages(base('Transport'))).toEqual(['ClosestAirport is required for the group Transport']);
    expect(messages(base('Transport', { GroupSpecificFields: { ClosestAirport: 'VIE' } }))).toEqual([]);
  });

  it('refuses a type of another group, an unknown group, and coordinates out of range', () => {
    expect(messages(base('KFZ', { Type: 'Abschleppdienst, Krankenhaus' }))).toEqual(["Type 'Krankenhaus' is not a type of the group KFZ"]);
    expect(messages(base('Garage'))).toEqual(["Group must be one of the partner groups, not 'Garage'"]);
    expect(messages(base('Andere', { Address: { Longitude: 200, Latitude: -91 } }))).toEqual([
      'Longitude must be a number from -180 to 180',
      'Latitude must be a number from -90 to 90',
    ]);
  });

  it('checks the group record field by field', () => {
    expect(messages(base('KFZ', { GroupSpecificFields: { TowingService: 'maybe', CostsKM: -1, ParkingFeesDay: 12.5, Unknown: 'x' } }))).toEqual([
      'TowingService must be yes or no',
      'CostsKM must be a number of at least 0',
      'Unknown is not a field of PartnerKFZ',
    ]);
    expect(messages(base('Hotel', { GroupSpecificFields: { NumberOfRooms: 2.5 } }))).toEqual(['NumberOfRooms must be a whole number of at least 0']);
    expect(messages(base('Medizin', { GroupSpecificFields: { SpokenLanguages: 'German, Klingon' } }))).toEqual([
      'SpokenLanguages must be chosen from German, English, French, Spanish, Others',
    ]);
    expect(messages(base('Handwerker', { GroupSpecificFields: { TowingService: 'yes' } }))).toEqual([]);
  });

  it('keeps a new partner at Priority NEW; any priority when editing', () => {
    expect(messages(base('Andere', { Priority: 'Prio1' }), 'create')).toEqual(['A new partner starts with Priority NEW']);
    expect(messages(base('Andere', { Priority: 'NEW' }), 'create')).toEqual([]);
    expect(messages(base('Andere', { Priority: 'Prio1' }), 'edit')).toEqual([]);
    expect(messages(base('Andere', { Priority: 'Prio9' }), 'edit')).toEqual(['Priority must be one of Prio1, Prio2, Prio3, NEW, Blacklist']);
  });
});

describe('normalising a draft', () => {
  it('keeps Notes only for groups other than the five main ones', () => {
    expect(normalisePartnerDraft(base('KFZ', { Notes: 'x' })).Notes).toBeNull();
    expect(normalisePartnerDraft(base('Behörde', { Notes: 'x' })).Notes).toBe('x');
  });

  it('gives main groups their whole record and others none', () => {
    expect(normalisePartnerDraft(base('Hotel')).GroupSpecificFields).toEqual(blankGroupFields('Hotel'));
    expect(normalisePartnerDraft(base('Heimhilfe', { GroupSpecificFields: { Breakfast: 5 } })).GroupSpecificFields).toBeNull();
    expect(Object.keys(blankGroupFields('KFZ')!)).toEqual(GROUP_FIELDS.KFZ.map((field) => field.name));
    expect(blankGroupFields('Andere')).toBeNull();
  });

  it('clears OtherLanguages unless Others is chosen', () => {
    const withOthers = normalisePartnerDraft(base('Medizin', { GroupSpecificFields: { SpokenLanguages: 'German, Others', OtherLanguages: 'Polish' } }));
    expect(withOthers.GroupSpecificFields!.OtherLanguages).toBe('Polish');
    const without = normalisePartnerDraft(base('Medizin', { GroupSpecificFields: { SpokenLanguages: 'German', OtherLanguages: 'Polish' } }));
    expect(without.GroupSpecificFields!.OtherLanguages).toBeNull();
  });

  it('joins the types and drops an incomplete notice', () => {
    const draft = normalisePartnerDraft(
      base('KFZ', { Type: ' Abschleppdienst ,Werkstatt,', TemporaryInformation: { Note: 'x', From: '2026-11-23 10:00', Until: '' } }),
    );
    expect(draft.Type).toBe('Abschleppdienst, Werkstatt');
    expect(draft.TemporaryInformation).toBeNull();
  });
});

describe('data valid', () => {
  it('is true for other groups and for a main group with its whole record', () => {
    expect(isPartnerDataComplete(normalisePartnerDraft(base('Andere')))).toBe(true);
    expect(isPartnerDataComplete(normalisePartnerDraft(base('Hotel')))).toBe(false);
    const hotel = {
      Breakfast: 12,
      SingleBedRoom: 80,
      DoubleBedRoom: 120,
      NumberOfRooms: 40,
      CheckinTimes: '14-22',
      HelpWithLuggage: 'yes',
      OfferBreakfast: 'yes',
      AllowPets: 'no',
      HavePartnerDoctor: 'no',
    };
    expect(isPartnerDataComplete(normalisePartnerDraft(base('Hotel', { GroupSpecificFields: hotel })))).toBe(true);
  });
});
