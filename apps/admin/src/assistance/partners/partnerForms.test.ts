import { describe, expect, it } from 'vitest';
import { normalisePartnerDraft, PARTNER_REQUIRED_FIELDS, partnerProblems } from '@backoffice/domain';
import { partnerProblemMessage, toPartnerPayload } from './PartnerForms';
import { assistanceEn } from '../i18n.en';
import { assistanceDe } from '../i18n.de';
import { addressFromPlace } from './partnerApi';

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

describe('partner form messages', () => {
  const textAt = (tree: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

  it('shows a required message of its own, in English and German, for every field the rules require', () => {
    const problems = partnerProblems(normalisePartnerDraft({ Group: 'Transport', Address: {}, AreaOfOperations: '' }), 'create');
    const messages = Object.fromEntries(problems.filter((problem) => problem.required).map((problem) => [problem.field, partnerProblemMessage(problem)]));
    expect(Object.keys(messages).sort()).toEqual(PARTNER_REQUIRED_FIELDS.filter((field) => field !== 'Group').sort());
    expect(partnerProblems(normalisePartnerDraft({}), 'create').map(partnerProblemMessage)).toContain('assistance.validation.required.Group');
    for (const field of PARTNER_REQUIRED_FIELDS) {
      const key = `assistance.validation.required.${field.split('.').pop()}`;
      expect(textAt(assistanceEn, key), key).toMatch(/is a required field/);
      expect(textAt(assistanceDe, key), key).toMatch(/Pflichtfeld/);
    }
    expect(messages.OpeningHours).toBe('assistance.validation.required.OpeningHours');
    expect(textAt(assistanceEn, messages.OpeningHours)).toBe('Opening Hours is a required field');
  });

  it("translates a wrong email and coordinates out of range; keeps the rules' text for the rest", () => {
    const problems = partnerProblems(
      normalisePartnerDraft({ Group: 'KFZ', Type: 'Krankenhaus', Email: 'nope', Address: { Longitude: 200, Latitude: -95 } }),
      'edit',
    ).map(partnerProblemMessage);
    expect(problems).toEqual(
      expect.arrayContaining([
        'assistance.validation.email',
        'assistance.validation.longitude_range',
        'assistance.validation.latitude_range',
        "Type 'Krankenhaus' is not a type of the group KFZ",
      ]),
    );
  });
});
