import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import {
  OSM_TILES,
  PARTNER_SEARCH_FIELDS,
  Permission,
  SocketEvent,
  type GeocoderInfo,
  type MapTown,
  type Partner,
  type PartnerMapCluster,
  type PartnerMapItem,
  type PartnersChangedMessage,
  type PlaceDetails,
} from '@backoffice/contracts';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const kfz = (extra: Record<string, unknown> = {}) => ({
  Group: 'KFZ',
  Type: 'Abschleppdienst, Werkstatt',
  CompanyName: 'Abschlepp Huber GmbH',
  OpeningHours: '0-24',
  Email: 'office@huber.at',
  TelephoneNumber: '+43 1 555 100',
  Homepage: 'https://huber.at',
  AreaOfOperations: 'Wien und Umgebung',
  AcceptGOP: 'yes',
  Address: {
    Street: 'Favoritenstraße 1',
    PostalCode: '1100',
    Location: 'Wien',
    CountryName: 'Austria',
    CountryCode: 'AT',
    Longitude: 16.3738,
    Latitude: 48.2082,
  },
  GroupSpecificFields: { TowingService: 'yes', RoadSideService: 'no', CostsKM: 1.8, ParkingFeesDay: 12.5 },
  ...extra,
});

/** The next `event` on `socket`, or a failure after `ms`. */
function next<T>(socket: Socket, event: string, ms = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('Assistance partners', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let editor: string;
  let outsider: string;
  let alpine: number;

  const partnerCount = async () => (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM assistance.partners`))[0].n;
  const storedFiles = (): string[] => {
    const root = join(t.config.dataDir, 'storage', 'assistance');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  };
  const create = async (body: Record<string, unknown>, token = admin) => dataOf<Partner>(await t.call('/assistance/partners/create', body, token));
  const upload = (path: string, token: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) => {
    let request = t.http.post(path).set('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    if (file) request = request.attach('file', file.bytes, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
    return request;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    viewer = (await userWith(t, admin, 'partnerviewer', [Permission.Assistance, Permission.AssistanceListPartners])).token;
    editor = (await userWith(t, admin, 'partnereditor', [Permission.Assistance, Permission.AssistanceListPartners, Permission.AssistanceEditPartners])).token;
    outsider = (await userWith(t, admin, 'nopartners', [Permission.Assistance])).token;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('create, load, save and delete per group', () => {
    it('creates a KFZ partner with its group record; a new partner is NEW', async () => {
      const partner = await create(kfz());
      expect(partner.PartnerID).toBeGreaterThan(0);
      expect(partner).toMatchObject({
        Group: 'KFZ',
        Type: 'Abschleppdienst, Werkstatt',
        Priority: 'NEW',
        CompanyName: 'Abschlepp Huber GmbH',
        AcceptGOP: 'yes',
        Logo: null,
        CostsDocument: null,
        TemporaryInformation: null,
        DataValid: false,
        Address: { Street: 'Favoritenstraße 1', PostalCode: '1100', Location: 'Wien', CountryCode: 'AT', Longitude: 16.3738, Latitude: 48.2082 },
      });
      expect(partner.GroupSpecificFields).toMatchObject({ TowingService: 'yes', RoadSideService: 'no', CostsKM: 1.8, ParkingFeesDay: 12.5, Trucks: null });
      expect(Object.keys(partner.GroupSpecificFields!)).toHaveLength(12);
      const [row] = await t.query(`SELECT towing_service, costs_km::float AS costs_km, customer_id FROM assistance.partner_kfz WHERE partner_id = $1`, [
        partner.PartnerID,
      ]);
      expect(row).toEqual({ towing_service: 'yes', costs_km: 1.8, customer_id: alpine });
      expect(dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, viewer))).toEqual(partner);
    });

    it.each([
      ['Transport', 'Taxi', { ClosestAirport: 'VIE', MaxNumberOfPassengers: 4, HelpWithLuggage: 'yes' }, 'partner_transport'],
      ['Medizin', 'Krankenhaus', { SpokenLanguages: 'German, Others', OtherLanguages: 'Polish', EHIC: 'yes' }, 'partner_medizin'],
      ['Hotel', 'Hotel', { NumberOfRooms: 40, Breakfast: 14.5, AllowPets: 'no' }, 'partner_hotel'],
      ['Assistance', 'Assistance-Gesellschaft', { OfferMedicalAssistance: 'yes', GuidePriceHouseCall: 150 }, 'partner_assistance'],
    ])('creates a %s partner with its record', async (group, type, fields, table) => {
      const partner = await create(kfz({ Group: group, Type: type, CompanyName: `${group} Partner`, GroupSpecificFields: fields }));
      expect(partner.GroupSpecificFields).toMatchObject(fields);
      const rows = await t.query(`SELECT partner_id FROM assistance.${table} WHERE partner_id = $1`, [partner.PartnerID]);
      expect(rows).toHaveLength(1);
    });

    it('keeps Notes only for other groups and gives them no record', async () => {
      const craftsman = await create(
        kfz({ Group: 'Handwerker', Type: 'Schlüsseldienst', AreaOfOperations: null, Notes: 'Nur werktags', GroupSpecificFields: null }),
      );
      expect(craftsman.Notes).toBe('Nur werktags');
      expect(craftsman.GroupSpecificFields).toBeNull();
      expect(craftsman.DataValid).toBe(true);
      const towing = await create(kfz({ Notes: 'dropped for KFZ' }));
      expect(towing.Notes).toBeNull();
    });

    it('clears OtherLanguages when Others is not chosen', async () => {
      const partner = await create(kfz({ Group: 'Medizin', Type: 'Apotheke', GroupSpecificFields: { SpokenLanguages: 'German', OtherLanguages: 'Polish' } }));
      expect(partner.GroupSpecificFields).toMatchObject({ SpokenLanguages: 'German', OtherLanguages: null });
    });

    it('saves: priority may change when editing; changing the group replaces the record with the new group blanks', async () => {
      const partner = await create(kfz({ CompanyName: 'Wechsel AG' }));
      const saved = dataOf<Partner>(
        await t.call(
          '/assistance/partners/save',
          { ...kfz({ CompanyName: 'Wechsel AG' }), PartnerID: partner.PartnerID, Priority: 'Prio1', Homepage: null },
          editor,
        ),
      );
      expect(saved.Priority).toBe('Prio1');
      expect(saved.Homepage).toBeNull();
      const moved = dataOf<Partner>(await t.call('/assistance/partners/save', { PartnerID: partner.PartnerID, Group: 'Hotel', Type: 'Hotel' }, editor));
      expect(moved.Group).toBe('Hotel');
      expect(Object.values(moved.GroupSpecificFields!).every((value) => value === null)).toBe(true);
      expect(await t.query(`SELECT 1 FROM assistance.partner_kfz WHERE partner_id = $1`, [partner.PartnerID])).toHaveLength(0);
      expect(await t.query(`SELECT 1 FROM assistance.partner_hotel WHERE partner_id = $1`, [partner.PartnerID])).toHaveLength(1);
    });

    it('computes DataValid from the whole group record', async () => {
      const fields = {
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
      const partner = await create(kfz({ Group: 'Hotel', Type: 'Hotel', CompanyName: 'Hotel Komplett', GroupSpecificFields: fields }));
      expect(partner.DataValid).toBe(true);
    });

    it('stores a complete temporary notice in the customer zone and drops an incomplete one; Until before From is reset', async () => {
      const noticed = await create(kfz({ TemporaryInformation: { Note: 'Werkstatt geschlossen', From: '2026-12-24 08:00', Until: '2026-12-24 07:00' } }));
      expect(noticed.TemporaryInformation).toEqual({ Note: 'Werkstatt geschlossen', From: '2026-12-24 08:00', Until: '2026-12-24 08:30' });
      const [row] = await t.query<{ from: string }>(
        `SELECT to_char(notice_from AT TIME ZONE 'UTC', 'HH24:MI') AS from FROM assistance.partners WHERE partner_id = $1`,
        [noticed.PartnerID],
      );
      expect(row.from).toBe('07:00');
      const incomplete = await create(kfz({ TemporaryInformation: { Note: 'x', From: '2026-12-24 08:00', Until: null } }));
      expect(incomplete.TemporaryInformation).toBeNull();
    });

    it('deletes one and several, with their group records', async () => {
      const one = await create(kfz({ CompanyName: 'Weg 1' }));
      const two = await create(kfz({ CompanyName: 'Weg 2' }));
      const three = await create(kfz({ CompanyName: 'Weg 3' }));
      const single = await t.call('/assistance/partners/delete', { PartnerID: one.PartnerID }, editor);
      expect(single.body.message).toBe('Partner deleted successfully');
      const bulk = await t.call('/assistance/partners/bulk_delete', { PartnerIDs: [two.PartnerID, three.PartnerID] }, editor);
      expect(bulk.body.message).toBe('Partners deleted successfully');
      expect(dataOf(bulk)).toEqual({ deleted: 2 });
      expect(await t.query(`SELECT 1 FROM assistance.partner_kfz WHERE partner_id = ANY($1)`, [[one.PartnerID, two.PartnerID, three.PartnerID]])).toHaveLength(
        0,
      );
      expect((await t.call('/assistance/partners/load', { PartnerID: one.PartnerID }, admin)).status).toBe(404);
    });
  });

  describe('bad input: 4xx naming the problem, nothing changed', () => {
    it.each([
      [{ ...kfz(), AreaOfOperations: '' }, 'AreaOfOperations is required for the group KFZ'],
      [{ ...kfz(), OpeningHours: ' ' }, 'Opening Hours is a required field'],
      [{ ...kfz(), Homepage: '' }, 'Homepage is required'],
      [{ ...kfz(), Group: undefined }, 'Group is required'],
      [{ ...kfz(), CompanyName: '' }, 'CompanyName is required'],
      [{ ...kfz(), TelephoneNumber: null }, 'TelephoneNumber is required'],
      [{ ...kfz(), Email: '  ' }, 'Email is required'],
      [{ ...kfz(), Address: { Latitude: 48 } }, 'Longitude is required (pick a location)'],
      [{ ...kfz(), Group: 'Transport', Type: 'Taxi', GroupSpecificFields: {} }, 'ClosestAirport is required for the group Transport'],
      [{ ...kfz(), Type: 'Abschleppdienst, Krankenhaus' }, "Type 'Krankenhaus' is not a type of the group KFZ"],
      [{ ...kfz(), Address: { Longitude: 190, Latitude: 48 } }, 'Longitude must be a number from -180 to 180'],
      [{ ...kfz(), Address: { Longitude: 16 } }, 'Latitude is required (pick a location)'],
      [{ ...kfz(), Priority: 'Prio1' }, 'A new partner starts with Priority NEW'],
      [{ ...kfz(), GroupSpecificFields: { TowingService: 'maybe' } }, 'TowingService must be yes or no'],
      [{ ...kfz(), GroupSpecificFields: { Breakfast: 5 } }, 'Breakfast is not a field of PartnerKFZ'],
      [{ ...kfz(), Email: 'not-an-email' }, 'Email must be a valid email address'],
      [{ ...kfz(), Group: 'Garage' }, "Group must be one of the partner groups, not 'Garage'"],
      [{ ...kfz(), AcceptGOP: 'ja' }, 'AcceptGOP must be yes or no'],
      [{ ...kfz(), PasswordHash: 'x' }, 'PasswordHash is not allowed'],
      [{ ...kfz(), Address: { Longitude: '16', Latitude: 48 } }, 'Longitude must be a number'],
    ])('refuses create %#', async (body, message) => {
      const before = await partnerCount();
      const response = await t.call('/assistance/partners/create', body, editor);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Could not create partner: Invalid input: ');
      expect(response.body.message).toContain(message);
      expect(await partnerCount()).toBe(before);
    });

    it('refuses a save that breaks a rule and keeps partner and record as they were', async () => {
      const partner = await create(kfz({ CompanyName: 'Bleibt GmbH' }));
      const response = await t.call('/assistance/partners/save', { PartnerID: partner.PartnerID, Group: 'Transport', CompanyName: 'Anders' }, editor);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        "Could not update partner: Invalid input: Type 'Abschleppdienst', 'Werkstatt' is not a type of the group Transport; ClosestAirport is required for the group Transport.",
      );
      expect(dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, admin))).toEqual(partner);
      const bad = await t.call('/assistance/partners/save', { PartnerID: partner.PartnerID, Priority: 'Prio7' }, editor);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Priority must be one of Prio1, Prio2, Prio3, NEW, Blacklist');
      const emptied = await t.call('/assistance/partners/save', { PartnerID: partner.PartnerID, CompanyName: '', OpeningHours: null }, editor);
      expect(emptied.status).toBe(400);
      expect(emptied.body.message).toBe('Could not update partner: Invalid input: CompanyName is required; Opening Hours is a required field.');
      expect(dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, admin))).toEqual(partner);
    });

    it('answers 404 for an unknown partner and refuses a filter on unknown fields', async () => {
      expect((await t.call('/assistance/partners/load', { PartnerID: 999999 }, admin)).status).toBe(404);
      expect((await t.call('/assistance/partners/save', { ...kfz(), PartnerID: 999999 }, admin)).status).toBe(404);
      const response = await t.call('/assistance/partners/list', { q: { field: 'logo_key', op: 'eq', value: 'x' } }, admin);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Cannot fetch partners: Unknown filter field 'logo_key'.");
    });
  });

  describe('list, search, sort, count and CSV', () => {
    beforeAll(async () => {
      await create(kfz({ CompanyName: '=HYPERLINK("http://evil")', Email: 'evil@example.com' }));
      await create(kfz({ Group: 'Behörde', Type: 'Polizei', CompanyName: 'Polizei, "Inspektion" Mitte', AreaOfOperations: null, GroupSpecificFields: null }));
    });

    it('lists the spec columns with the address in one line, searches and sorts', async () => {
      const rows = dataOf<Record<string, unknown>[]>(
        await t.call(
          '/assistance/partners/list',
          { q: { or: ['Group', 'Type', 'CompanyName', 'Priority', 'OpeningHours'].map((field) => ({ field, op: 'like', value: '%polizei%' })) } },
          viewer,
        ),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ Group: 'Behörde', Type: 'Polizei', CompanyName: 'Polizei, "Inspektion" Mitte', Priority: 'NEW', Logo: null });
      expect(rows[0].Address).toBe('Favoritenstraße 1, 1100 Wien, Austria');
      const sorted = dataOf<{ CompanyName: string }[]>(
        await t.call('/assistance/partners/list', { limit: 1000, order: [{ field: 'CompanyName', direction: 'desc' }] }, viewer),
      );
      const names = sorted.map((row) => row.CompanyName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(dataOf<number>(await t.call('/assistance/partners/count', {}, viewer))).toBe(sorted.length);
      expect(dataOf<unknown[]>(await t.call('/assistance/partners/list', {}, viewer)).length).toBeLessThanOrEqual(10);
    });

    it('exports PartnerList.csv of every matching row, quoted, formulas neutralised', async () => {
      const q = JSON.stringify({ field: 'Email', op: 'eq', value: 'evil@example.com' });
      const response = await t.http
        .get(`/assistance/partners/export?q=${encodeURIComponent(q)}`)
        .set('authorization', `Bearer ${viewer}`)
        .buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename=PartnerList.csv');
      const text = response.text.replace(/^\ufeff/, '');
      expect(text).toBe(
        'Group,Type,Company Name,Email,Priority,Address\n' +
          `KFZ,"Abschleppdienst, Werkstatt","'=HYPERLINK(""http://evil"")",evil@example.com,NEW,"Favoritenstraße 1, 1100 Wien, Austria"\n`,
      );
      const all = await t.http.get('/assistance/partners/export').set('authorization', `Bearer ${viewer}`).buffer(true);
      const lines = all.text.trim().split('\n');
      expect(lines.length - 1).toBe(dataOf<number>(await t.call('/assistance/partners/count', {}, viewer)));
      expect(all.text).toContain('"Polizei, ""Inspektion"" Mitte"');
    });

    it("exports what the list shows: the admin's search and sort, passed as q and order, and nothing else", async () => {
      await create(kfz({ CompanyName: 'Abschlepp Zauner KG', Email: 'zauner@example.com' }));
      const filter = {
        q: { or: PARTNER_SEARCH_FIELDS.map((field) => ({ field, op: 'like' as const, value: '%abschlepp%' })) },
        order: [{ field: 'CompanyName', direction: 'desc' as const }],
      };
      const listed = dataOf<{ Email: string }[]>(await t.call('/assistance/partners/list', { ...filter, limit: 1000 }, viewer));
      expect(listed.length).toBeGreaterThanOrEqual(2);
      const exported = await t.http
        .get('/assistance/partners/export')
        .query({ q: JSON.stringify(filter.q), order: JSON.stringify(filter.order) })
        .set('authorization', `Bearer ${viewer}`)
        .buffer(true);
      expect(exported.status).toBe(200);
      // Each row's email (no quotes or commas in these), in the file's order.
      const emails = exported.text
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => /,([^,"]+@[^,"]+),/.exec(line)?.[1]);
      expect(emails).toEqual(listed.map((row) => row.Email));
      expect(emails.length).toBeLessThan(dataOf<number>(await t.call('/assistance/partners/count', {}, viewer)));

      // A filter the export does not read is refused, not ignored into a file of every partner.
      const unread = await t.http.get('/assistance/partners/export').query({ Group: 'KFZ' }).set('authorization', `Bearer ${viewer}`);
      expect([unread.status, unread.body.message]).toEqual([400, 'Cannot export partners: Invalid input: Group is not allowed.']);
      const wrongField = await t.http
        .get('/assistance/partners/export')
        .query({ q: JSON.stringify({ field: 'Password', op: 'eq', value: 'x' }) })
        .set('authorization', `Bearer ${viewer}`);
      expect([wrongField.status, wrongField.body.message]).toEqual([400, "Cannot export partners: Unknown filter field 'Password'."]);
    });

    it('is found by the global search by company name', async () => {
      const hits = dataOf<{ kind: string; label: string; route: string }[]>(await t.call('/search', { Text: 'Inspektion' }, viewer));
      expect(hits.filter((hit) => hit.kind === 'partner').map((hit) => hit.label)).toEqual(['Polizei, "Inspektion" Mitte']);
      expect(hits.find((hit) => hit.kind === 'partner')!.route).toMatch(/^\/assistance\/partners\/\d+\/details$/);
    });
  });

  describe('list-map', () => {
    let mapped: Partner[];

    beforeAll(async () => {
      await t.query(`DELETE FROM assistance.partners`);
      mapped = [
        await create(kfz({ CompanyName: 'Map Wien A', Address: { Longitude: 16.37, Latitude: 48.21 } })),
        await create(kfz({ CompanyName: 'Map Wien B', Address: { Longitude: 16.37, Latitude: 48.21 } })),
        await create(
          kfz({
            Group: 'Medizin',
            Type: 'Krankenhaus',
            CompanyName: 'Map Graz Klinik',
            Address: { Longitude: 15.44, Latitude: 47.07 },
            GroupSpecificFields: null,
          }),
        ),
        await create(
          kfz({
            Group: 'Hotel',
            Type: 'Hotel',
            CompanyName: 'Map Salzburg Hotel',
            Address: { Longitude: 13.05, Latitude: 47.8 },
            GroupSpecificFields: null,
            TemporaryInformation: { Note: 'Umbau', From: '2026-01-01 00:00', Until: '2026-01-31 00:00' },
          }),
        ),
      ];
      await t.call('/assistance/partners/save', { PartnerID: mapped[2].PartnerID, Priority: 'Prio1' }, admin);
    });

    const items = async (body: Record<string, unknown>, token = viewer) => {
      const data = dataOf<PartnerMapItem[][]>(await t.call('/assistance/partners/list-map', body, token));
      return data[0];
    };

    it('answers every item in result.data[0]; ALL and empty mean no filter', async () => {
      const all = await items({ Priority: 'ALL', Group: 'ALL', Type: 'ALL', Name: '' });
      expect(all).toHaveLength(4);
      const salzburg = all.find((item) => item.company_name === 'Map Salzburg Hotel')!;
      expect(salzburg).toMatchObject({
        latitude: 47.8,
        longitude: 13.05,
        priority: 'NEW',
        group: 'Hotel',
        type: 'Hotel',
        telephone_number: '+43 1 555 100',
        partner_id: mapped[3].PartnerID,
        temporary_information: { Note: 'Umbau', From: '2026-01-01 00:00', Until: '2026-01-31 00:00' },
        distance_km: null,
      });
    });

    it('filters by Priority, Group, Type and Name', async () => {
      expect((await items({ Priority: 'Prio1' })).map((item) => item.company_name)).toEqual(['Map Graz Klinik']);
      expect((await items({ Group: 'KFZ' })).map((item) => item.company_name)).toEqual(['Map Wien A', 'Map Wien B']);
      expect((await items({ Type: 'Werkstatt' })).map((item) => item.company_name)).toEqual(['Map Wien A', 'Map Wien B']);
      expect((await items({ Type: 'Hotel', Name: 'salz' })).map((item) => item.company_name)).toEqual(['Map Salzburg Hotel']);
      expect(await items({ Name: '%' })).toEqual([]);
    });

    it('spreads pins at the same place and gives distances from the searched place', async () => {
      const all = await items({ Origin: { Latitude: 48.21, Longitude: 16.37 } });
      const [a, b] = all.filter((item) => item.group === 'KFZ');
      expect(a.longitude).toBe(16.37);
      expect(b.longitude).toBeCloseTo(16.3701, 6);
      expect(a.distance_km).toBe(0);
      const graz = all.find((item) => item.company_name === 'Map Graz Klinik')!;
      expect(graz.distance_km).toBeGreaterThan(140);
      expect(graz.distance_km).toBeLessThan(150);
      expect(Math.round(graz.distance_km! * 100) / 100).toBe(graz.distance_km);
    });

    it('clusters at low zoom and falls apart at high zoom', async () => {
      const austria = [9, 46, 18, 49.5];
      const far = await items({ Zoom: 5, Bounds: austria });
      const clusters = far.filter((feature) => (feature as unknown as PartnerMapCluster).cluster) as unknown as PartnerMapCluster[];
      expect(clusters.reduce((sum, cluster) => sum + cluster.point_count, 0) + far.length - clusters.length).toBe(4);
      expect(clusters.length).toBeGreaterThan(0);
      expect(clusters[0].expansion_zoom).toBeGreaterThan(5);
      const near = await items({ Zoom: 20, Bounds: austria, Origin: { Latitude: 48.21, Longitude: 16.37 } });
      expect(near).toHaveLength(4);
      expect(near.every((item) => typeof item.distance_km === 'number')).toBe(true);
    });

    it('sees a change at once (the cached index is dropped)', async () => {
      await items({ Zoom: 10, Bounds: [9, 46, 18, 49.5] });
      const extra = await create(kfz({ CompanyName: 'Map Linz', Address: { Longitude: 14.29, Latitude: 48.31 } }));
      const after = await items({ Zoom: 20, Bounds: [9, 46, 18, 49.5] });
      expect(after.map((item) => item.partner_id)).toContain(extra.PartnerID);
    });

    it.each([
      [{ Zoom: 10 }, 'Bounds must be four numbers'],
      [{ Origin: { Latitude: 91, Longitude: 0 } }, 'Origin must be'],
      [{ Zoom: 'x' }, 'Zoom must be a number'],
      [{ Colour: 'red' }, 'Colour is not allowed'],
    ])('refuses %j', async (body, message) => {
      const response = await t.call('/assistance/partners/list-map', body, viewer);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Cannot fetch partners for map: ');
      expect(response.body.message).toContain(message);
    });
  });

  describe('files', () => {
    let partner: Partner;
    beforeAll(async () => {
      partner = await create(kfz({ CompanyName: 'Mit Dateien' }));
    });

    it('stores a price list PDF and answers it base64 with its original name', async () => {
      const response = await upload(
        '/assistance/partners/cost-document',
        editor,
        { PartnerID: String(partner.PartnerID) },
        { bytes: PDF, name: 'Preisliste 2026.pdf', type: 'application/pdf' },
      );
      expect(response.status).toBe(200);
      expect(dataOf(response)).toEqual({ OriginalFileName: 'Preisliste 2026.pdf' });
      const loaded = dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, viewer));
      expect(loaded.CostsDocument).toEqual({ OriginalFileName: 'Preisliste 2026.pdf' });
      const download = dataOf<{ OriginalFileName: string; FileBuffer: string }>(
        await t.call('/assistance/partners/cost-document/download', { PartnerID: partner.PartnerID }, viewer),
      );
      expect(download.OriginalFileName).toBe('Preisliste 2026.pdf');
      expect(Buffer.from(download.FileBuffer, 'base64').equals(PDF)).toBe(true);
      // A second upload replaces the first; the first file is gone.
      await upload('/assistance/partners/cost-document', editor, { PartnerID: String(partner.PartnerID) }, { bytes: PDF, name: 'neu.pdf' });
      expect(storedFiles().filter((path) => path.includes(`/partners/${partner.PartnerID}/costs_document`))).toHaveLength(1);
    });

    it.each([
      [
        'a text file named .pdf',
        Buffer.from('just some text, honestly a PDF'),
        'fake.pdf',
        415,
        'Error while uploading costs document: Please upload a PDF file.',
      ],
      ['a PNG named .pdf', null, 'image.pdf', 415, 'Error while uploading costs document: Please upload a PDF file.'],
      ['an empty file', Buffer.alloc(0), 'empty.pdf', 400, 'Error while uploading costs document: The file is empty.'],
    ])('refuses %s and keeps the stored one', async (_what, bytes, name, status, message) => {
      const before = storedFiles();
      const content =
        bytes ??
        (await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .png()
          .toBuffer());
      const response = await upload(
        '/assistance/partners/cost-document',
        editor,
        { PartnerID: String(partner.PartnerID) },
        { bytes: content, name, type: 'application/pdf' },
      );
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect(storedFiles()).toEqual(before);
      expect(dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, viewer)).CostsDocument).toEqual({
        OriginalFileName: 'neu.pdf',
      });
    });

    it('refuses a PDF over 10 MiB while it streams and stores nothing', async () => {
      const before = storedFiles();
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const response = await upload('/assistance/partners/cost-document', editor, { PartnerID: String(partner.PartnerID) }, { bytes: big, name: 'big.pdf' });
      expect(response.status).toBe(413);
      expect(response.body.message).toContain('larger than the limit of 10 MiB; nothing was stored');
      expect(storedFiles()).toEqual(before);
    });

    it('normalises a logo to a PNG within 400 x 400, serves it, and removes it with file null', async () => {
      const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#005e84' } })
        .jpeg()
        .toBuffer();
      const response = await upload(
        '/assistance/partners/logo',
        editor,
        { PartnerID: String(partner.PartnerID) },
        { bytes: jpeg, name: 'logo.jpg', type: 'image/jpeg' },
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Logo has been updated successfully');
      const logo = dataOf<{ Logo: string }>(response).Logo;
      expect(logo).toMatch(/^logo-[0-9a-f]{8}\.png$/);
      const image = await t.http.get(`/assistance/partners/logo?PartnerID=${partner.PartnerID}&Token=${viewer}`).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 200]);
      const [row] = dataOf<{ Logo: string }[]>(
        await t.call('/assistance/partners/list', { q: { field: 'PartnerID', op: 'eq', value: partner.PartnerID } }, viewer),
      );
      expect(row.Logo).toBe(logo);

      const removed = await upload('/assistance/partners/logo', editor, { PartnerID: String(partner.PartnerID), file: 'null' });
      expect(removed.status).toBe(200);
      expect(dataOf(removed)).toEqual({ Logo: null });
      expect(storedFiles().filter((path) => path.includes(`/partners/${partner.PartnerID}/logo`))).toHaveLength(0);
      expect((await t.http.get(`/assistance/partners/logo?PartnerID=${partner.PartnerID}&Token=${viewer}`)).status).toBe(404);
    });

    it.each([
      ['a script named .png', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'logo.png'],
      ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [
        'PNG magic followed by a script',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]),
        'logo.png',
      ],
      ['a PDF', PDF, 'logo.png'],
    ])('refuses %s as a logo, storing nothing', async (_what, bytes, name) => {
      const before = storedFiles();
      const response = await upload('/assistance/partners/logo', editor, { PartnerID: String(partner.PartnerID) }, { bytes, name, type: 'image/png' });
      expect(response.status).toBe(415);
      expect(response.body.message).toBe('Cannot upload logo: Please select an image for the logo');
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a logo over 5 MiB while it streams', async () => {
      const response = await upload(
        '/assistance/partners/logo',
        editor,
        { PartnerID: String(partner.PartnerID) },
        { bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1), name: 'huge.png' },
      );
      expect(response.status).toBe(413);
    });

    it('refuses an upload without PartnerID, with another field, or not multipart', async () => {
      expect((await upload('/assistance/partners/logo', editor, {}, { bytes: PDF, name: 'x.png' })).status).toBe(400);
      expect(
        (await upload('/assistance/partners/logo', editor, { PartnerID: String(partner.PartnerID), Path: '../../etc' }, { bytes: PDF, name: 'x.png' })).status,
      ).toBe(400);
      expect((await t.call('/assistance/partners/logo', { PartnerID: partner.PartnerID }, editor)).status).toBe(415);
    });

    it('answers 404 for the price list of a partner without one', async () => {
      const bare = await create(kfz({ CompanyName: 'Ohne Preisliste' }));
      const response = await t.call('/assistance/partners/cost-document/download', { PartnerID: bare.PartnerID }, viewer);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(`Error while downloading Pricelist document: Partner ${bare.PartnerID} has no price list.`);
    });

    it('removes the stored files with the partner', async () => {
      const doomed = await create(kfz({ CompanyName: 'Mit Logo weg' }));
      await upload('/assistance/partners/cost-document', editor, { PartnerID: String(doomed.PartnerID) }, { bytes: PDF, name: 'p.pdf' });
      const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#fff' } })
        .png()
        .toBuffer();
      await upload('/assistance/partners/logo', editor, { PartnerID: String(doomed.PartnerID) }, { bytes: png, name: 'l.png' });
      expect(storedFiles().filter((path) => path.includes(`/partners/${doomed.PartnerID}/`))).toHaveLength(2);
      dataOf(await t.call('/assistance/partners/delete', { PartnerID: doomed.PartnerID }, editor));
      expect(storedFiles().filter((path) => path.includes(`/partners/${doomed.PartnerID}/`))).toHaveLength(0);
    });
  });

  describe('geocoding (offline)', () => {
    it('suggests places by prefix, biggest first, with place ids', async () => {
      const suggestions = dataOf<{ description: string; place_id: string }[]>(await t.call('/assistance/partners/autocomplete?input=graz', {}, viewer));
      expect(suggestions[0]).toEqual({ description: 'Graz, Styria, Austria', place_id: expect.stringMatching(/^geonames:\d+$/) });
      const vienna = dataOf<{ description: string }[]>(await t.call('/assistance/partners/autocomplete?input=Vienna', {}, viewer));
      expect(vienna[0].description).toBe('Vienna, Austria');
      const hinted = dataOf<{ description: string }[]>(await t.call(`/assistance/partners/autocomplete?input=${encodeURIComponent('wörgl, aus')}`, {}, viewer));
      expect(hinted.map((place) => place.description)).toEqual(['Wörgl, Tyrol, Austria']);
      expect(dataOf(await t.call('/assistance/partners/autocomplete?input=g', {}, viewer))).toEqual([]);
    });

    it('answers the coordinates and address parts of a place', async () => {
      const [graz] = dataOf<{ place_id: string }[]>(await t.call('/assistance/partners/autocomplete?input=graz', {}, viewer));
      const place = dataOf<PlaceDetails>(await t.call(`/assistance/partners/coordinates/${graz.place_id}`, {}, viewer));
      expect(place.geometry.location.lat).toBeCloseTo(47.07, 1);
      expect(place.geometry.location.lng).toBeCloseTo(15.44, 1);
      expect(place.address_components).toEqual([
        { long_name: 'Graz', short_name: 'Graz', types: ['locality', 'political'] },
        { long_name: 'Styria', short_name: '06', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Austria', short_name: 'AT', types: ['country', 'political'] },
      ]);
      const unknown = await t.call('/assistance/partners/coordinates/geonames:1', {}, viewer);
      expect(unknown.status).toBe(404);
      expect((await t.call('/assistance/partners/coordinates/..%2F..%2Fetc', {}, viewer)).status).toBe(404);
    });

    const firstPlace = async (input: string) => {
      const [first] = dataOf<{ description: string; place_id: string }[]>(
        await t.call(`/assistance/partners/autocomplete?input=${encodeURIComponent(input)}`, {}, viewer),
      );
      const place = first ? dataOf<PlaceDetails>(await t.call(`/assistance/partners/coordinates/${encodeURIComponent(first.place_id)}`, {}, viewer)) : null;
      const locality = place?.address_components.find((part) => part.types.includes('locality'))?.long_name;
      return { description: first?.description, location: place?.geometry.location, locality };
    };

    it('finds towns by their German and local names: Wien is Vienna, München is Munich', async () => {
      const wien = await firstPlace('Wien');
      expect(wien.description).toBe('Vienna (Wien), Austria');
      expect(wien.location?.lat).toBeCloseTo(48.21, 1);
      expect(wien.location?.lng).toBeCloseTo(16.37, 1);
      // The town is named as the case handler named it.
      expect(wien.locality).toBe('Wien');
      expect((await firstPlace('Vienna')).locality).toBe('Vienna');
      const munich = await firstPlace('München');
      expect(munich.description).toBe('Munich (München), Bavaria, Germany');
      expect(munich.location?.lat).toBeCloseTo(48.14, 1);
      expect(munich.location?.lng).toBeCloseTo(11.58, 1);
      expect(munich.locality).toBe('München');
      expect((await firstPlace('muenchen')).location).toEqual(munich.location);
      expect((await firstPlace('Wien, Österreich')).location).toEqual(wien.location);
      expect((await firstPlace('Mailand')).description).toBe('Milan (Mailand), Italy');
      expect((await firstPlace('Prag')).description).toBe('Prague (Prag), Czechia');
      expect((await firstPlace('Warschau')).description).toBe('Warsaw (Warschau), Poland');
      expect((await firstPlace('Genf')).description).toBe('Genève (Genf), Switzerland');
    });

    it('ignores accents and accepts ae, oe, ue and St. for Sankt', async () => {
      const zuerich = await firstPlace('Zürich');
      expect(zuerich.description).toBe('Zürich, Switzerland');
      for (const typed of ['Zurich', 'Zuerich', 'ZÜRICH']) expect((await firstPlace(typed)).location).toEqual(zuerich.location);
      expect((await firstPlace('Koeln')).description).toBe('Köln, North Rhine-Westphalia, Germany');
      expect((await firstPlace('Nuernberg')).description).toBe('Nürnberg, Bavaria, Germany');
      expect((await firstPlace('St. Pölten')).description).toBe('Sankt Pölten, Lower Austria, Austria');
    });
  });

  describe("the map without tiles: the base layer's towns", () => {
    const towns = async (body: Record<string, unknown>) => dataOf<MapTown[]>(await t.call('/assistance/partners/map-towns', body, viewer));

    it('names the cities of a country view, biggest first, capitals marked', async () => {
      const austria = await towns({ Zoom: 7, Bounds: [9.3, 46.3, 17.2, 49.1] });
      expect(austria.slice(0, 2).map((town) => town.name)).toEqual(['Vienna', 'Munich']);
      expect(austria.map((town) => town.name)).toEqual(expect.arrayContaining(['Graz', 'Linz', 'Salzburg', 'Innsbruck']));
      expect(austria.find((town) => town.name === 'Vienna')).toMatchObject({ capital: true, population: expect.any(Number) });
      expect(austria.find((town) => town.name === 'Graz')?.capital).toBe(false);
      // The suburbs of Vienna would sit under its label at this zoom.
      expect(austria.map((town) => town.name)).not.toContain('Schwechat');
      expect(austria.length).toBeLessThanOrEqual(80);
      for (const town of austria) {
        expect(town.longitude).toBeGreaterThanOrEqual(9.3);
        expect(town.latitude).toBeLessThanOrEqual(49.1);
      }
    });

    it('names the villages of a street view', async () => {
      // Around Mödling, south of Vienna, at zoom 13.
      const names = (await towns({ Zoom: 13, Bounds: [16.22, 48.06, 16.34, 48.11] })).map((town) => town.name);
      expect(names).toContain('Mödling');
      expect(names).not.toContain('Vienna');
    });

    it('refuses a view that is not one', async () => {
      for (const [body, message] of [
        [{ Zoom: 8 }, 'Bounds must be four numbers: west, south, east, north'],
        [{ Zoom: 8, Bounds: [1, 2, 3] }, 'Bounds must be four numbers: west, south, east, north'],
        [{ Zoom: 'near', Bounds: [1, 2, 3, 4] }, 'Zoom must be'],
        [{ Zoom: 30, Bounds: [1, 2, 3, 4] }, 'Zoom must be from 0 to 20'],
        [{ Zoom: 8, Bounds: [9, 50, 17, 45] }, 'south is above north'],
      ] as const) {
        const response = await t.call('/assistance/partners/map-towns', body, viewer);
        expect([response.status, response.body.message]).toEqual([400, expect.stringContaining(message)]);
      }
    });

    it("sends the browser to OpenStreetMap's tiles by default, and allows them in the content security policy", async () => {
      const config = await t.http.get('/config');
      expect(config.body.result.data).toMatchObject({ mapTileUrl: OSM_TILES.url, mapTileAttribution: null });
      expect(config.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
      expect(dataOf<GeocoderInfo>(await t.call('/assistance/partners/geocoder', {}, viewer))).toEqual({ StreetLevel: false });
    });
  });

  describe('permissions and customers', () => {
    let partner: Partner;
    beforeAll(async () => {
      partner = await create(kfz({ CompanyName: 'Rechte GmbH' }));
    });

    const viewCalls = (id: number): [string, Record<string, unknown>][] => [
      ['/assistance/partners/count', {}],
      ['/assistance/partners/list', {}],
      ['/assistance/partners/list-map', {}],
      ['/assistance/partners/load', { PartnerID: id }],
      ['/assistance/partners/cost-document/download', { PartnerID: id }],
      ['/assistance/partners/autocomplete?input=graz', {}],
      ['/assistance/partners/coordinates/geonames:2778067', {}],
      ['/assistance/partners/map-towns', { Zoom: 8, Bounds: [9.3, 45.8, 17.4, 50.2] }],
      ['/assistance/partners/geocoder', {}],
    ];
    const editCalls = (id: number): [string, Record<string, unknown>][] => [
      ['/assistance/partners/create', kfz()],
      ['/assistance/partners/save', { PartnerID: id, CompanyName: 'Geändert' }],
      ['/assistance/partners/delete', { PartnerID: id }],
      ['/assistance/partners/bulk_delete', { PartnerIDs: [id] }],
    ];

    it('needs assistance_list_partners to view and assistance_edit_partners to change', async () => {
      for (const [path, body] of viewCalls(partner.PartnerID)) {
        expect([path, (await t.call(path, body, outsider)).status]).toEqual([path, 403]);
        expect([path, (await t.call(path, body, viewer)).status]).not.toEqual([path, 403]);
      }
      for (const [path, body] of editCalls(partner.PartnerID)) {
        expect([path, (await t.call(path, body, outsider)).status]).toEqual([path, 403]);
        expect([path, (await t.call(path, body, viewer)).status]).toEqual([path, 403]);
      }
      for (const path of ['/assistance/partners/logo', '/assistance/partners/cost-document']) {
        expect((await upload(path, viewer, { PartnerID: String(partner.PartnerID) }, { bytes: PDF, name: 'x.pdf' })).status).toBe(403);
      }
      expect((await t.http.get('/assistance/partners/export').set('authorization', `Bearer ${outsider}`)).status).toBe(403);
      expect((await t.http.get(`/assistance/partners/logo?PartnerID=${partner.PartnerID}&Token=${outsider}`)).status).toBe(403);
      expect((await t.call('/assistance/partners/list', {})).status).toBe(401);
      // Nothing changed through the refused calls.
      expect(dataOf<Partner>(await t.call('/assistance/partners/load', { PartnerID: partner.PartnerID }, admin))).toEqual(partner);
      // The case handler of the demo may do both.
      const caseHandler = await t.login('casehandler');
      const saved = await t.call('/assistance/partners/save', { PartnerID: partner.PartnerID, Priority: 'Prio2' }, caseHandler);
      expect(saved.body.message).toBe('Partner updated successfully');
    });

    it("keeps another customer's partners invisible (404) and untouched", async () => {
      const other = await t.login('admin');
      const nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
      dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, other));
      const before = await t.query(`SELECT * FROM assistance.partners WHERE partner_id = $1`, [partner.PartnerID]);
      const id = partner.PartnerID;
      for (const [path, body] of [
        ['/assistance/partners/load', { PartnerID: id }],
        ['/assistance/partners/save', { PartnerID: id, CompanyName: 'Fremd' }],
        ['/assistance/partners/delete', { PartnerID: id }],
        ['/assistance/partners/bulk_delete', { PartnerIDs: [id] }],
        ['/assistance/partners/cost-document/download', { PartnerID: id }],
      ] as const) {
        expect([path, (await t.call(path, body, other)).status]).toEqual([path, 404]);
      }
      expect((await upload('/assistance/partners/logo', other, { PartnerID: String(id) }, { bytes: PDF, name: 'x.png' })).status).toBe(404);
      expect((await upload('/assistance/partners/cost-document', other, { PartnerID: String(id) }, { bytes: PDF, name: 'x.pdf' })).status).toBe(404);
      expect((await t.http.get(`/assistance/partners/logo?PartnerID=${id}&Token=${other}`)).status).toBe(404);
      expect(dataOf<number>(await t.call('/assistance/partners/count', {}, other))).toBe(0);
      expect(dataOf<unknown[][]>(await t.call('/assistance/partners/list-map', {}, other))[0]).toEqual([]);
      const csv = await t.http.get('/assistance/partners/export').set('authorization', `Bearer ${other}`).buffer(true);
      expect(csv.text.replace(/^\ufeff/, '')).toBe('Group,Type,Company Name,Email,Priority,Address\n');
      expect(await t.query(`SELECT * FROM assistance.partners WHERE partner_id = $1`, [id])).toEqual(before);
      // A bulk delete with one foreign id deletes nothing at all.
      const own = dataOf<Partner>(await t.call('/assistance/partners/create', kfz({ CompanyName: 'Nordlicht Partner' }), other));
      expect((await t.call('/assistance/partners/bulk_delete', { PartnerIDs: [own.PartnerID, id] }, other)).status).toBe(404);
      expect(dataOf<number>(await t.call('/assistance/partners/count', {}, other))).toBe(1);
    });
  });

  it('tells the customer’s open admins through the partnersChanged socket event', async () => {
    const socket = io(t.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await next(socket, 'connect');
      const validated = next(socket, SocketEvent.TokenValidation);
      socket.emit(SocketEvent.UserConnected, viewer);
      await validated;
      const changed = next<PartnersChangedMessage>(socket, SocketEvent.PartnersChanged);
      const partner = await create(kfz({ CompanyName: 'Live GmbH' }), editor);
      expect(await changed).toEqual({ action: 'create', PartnerIDs: [partner.PartnerID] });
    } finally {
      socket.disconnect();
    }
  });
});

describe('Assistance demo partners', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_PARTNERS: '360' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('spreads partners of every group over Austria and its neighbours, with files and current notices', async () => {
    const alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    const groups = await t.query<{ partner_group: string; n: number }>(
      `SELECT partner_group, count(*)::int AS n FROM assistance.partners WHERE customer_id = $1 GROUP BY partner_group ORDER BY partner_group`,
      [alpine],
    );
    expect(groups.map((row) => row.partner_group).sort()).toEqual([
      'Andere',
      'Assistance',
      'Behörde',
      'Handwerker',
      'Heimhilfe',
      'Hotel',
      'KFZ',
      'Medizin',
      'Transport',
    ]);
    expect(groups.reduce((sum, row) => sum + row.n, 0)).toBe(360);
    const [box] = await t.query<{ south: number; north: number; west: number; east: number; valid: number }>(
      `SELECT min(latitude) AS south, max(latitude) AS north, min(longitude) AS west, max(longitude) AS east, count(*) FILTER (WHERE data_valid)::int AS valid FROM assistance.partners`,
    );
    expect(box.south).toBeGreaterThan(45.5);
    expect(box.north).toBeLessThan(50.5);
    expect(box.west).toBeGreaterThan(9);
    expect(box.east).toBeLessThan(17.6);
    expect(box.valid).toBeGreaterThan(0);

    const token = await t.login('casehandler');
    const [withFiles] = await t.query<{ partner_id: number }>(
      `SELECT partner_id FROM assistance.partners WHERE customer_id = $1 AND logo_key IS NOT NULL LIMIT 1`,
      [alpine],
    );
    const pdf = dataOf<{ FileBuffer: string }>(await t.call('/assistance/partners/cost-document/download', { PartnerID: withFiles.partner_id }, token));
    expect(Buffer.from(pdf.FileBuffer, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const logo = await t.http.get(`/assistance/partners/logo?PartnerID=${withFiles.partner_id}&Token=${token}`).buffer(true);
    expect(logo.headers['content-type']).toBe('image/png');

    const [items] = dataOf<PartnerMapItem[][]>(await t.call('/assistance/partners/list-map', {}, token));
    expect(items).toHaveLength(360);
    const now = new Date().toISOString().slice(0, 16).replace('T', ' ');
    expect(
      items.filter((item) => item.temporary_information && item.temporary_information.From <= now && now <= item.temporary_information.Until).length,
    ).toBeGreaterThan(0);
  });
});

describe('Assistance with a street-level geocoder and no map tiles', () => {
  let t: TestApp;
  let nominatim: Server;
  let viewer: string;
  // What a Nominatim server answers for a street address (jsonv2 with addressdetails).
  const STEPHANSPLATZ = {
    osm_type: 'node',
    osm_id: 2510427263,
    lat: '48.2084',
    lon: '16.3731',
    display_name: '3, Stephansplatz, Innere Stadt, Wien, 1010, Österreich',
    address: { house_number: '3', road: 'Stephansplatz', city: 'Wien', postcode: '1010', country: 'Österreich', country_code: 'at' },
  };

  beforeAll(async () => {
    nominatim = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      response.setHeader('content-type', 'application/json');
      const found = url.pathname === '/search' ? url.searchParams.get('q')?.startsWith('Stephansplatz') : url.searchParams.get('osm_ids') === 'N2510427263';
      response.end(JSON.stringify(found ? [STEPHANSPLATZ] : []));
    });
    await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
    t = await startTestApp({
      GEOCODER: 'nominatim',
      GEOCODER_URL: `http://127.0.0.1:${(nominatim.address() as { port: number }).port}`,
      GEOCODER_USER_AGENT: 'backoffice-e2e/1.0 (ops@example.com)',
      GEOCODER_MIN_INTERVAL_MS: '0',
      MAP_TILE_URL: 'off',
    });
    viewer = (await userWith(t, await t.login('admin'), 'partnerviewer', [Permission.Assistance, Permission.AssistanceListPartners])).token;
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => nominatim?.close(resolve));
  });

  it('says it finds streets, and fills street, house number and postal code', async () => {
    expect(dataOf<GeocoderInfo>(await t.call('/assistance/partners/geocoder', {}, viewer))).toEqual({ StreetLevel: true });
    const [suggestion] = dataOf<{ description: string; place_id: string }[]>(
      await t.call(`/assistance/partners/autocomplete?input=${encodeURIComponent('Stephansplatz 3, Wien')}`, {}, viewer),
    );
    expect(suggestion).toEqual({ description: STEPHANSPLATZ.display_name, place_id: 'osm:N2510427263' });
    const place = dataOf<PlaceDetails>(await t.call(`/assistance/partners/coordinates/${suggestion.place_id}`, {}, viewer));
    expect(place.geometry.location).toEqual({ lat: 48.2084, lng: 16.3731 });
    const part = (type: string) => place.address_components.find((component) => component.types.includes(type))?.long_name;
    expect([part('route'), part('street_number'), part('postal_code'), part('locality')]).toEqual(['Stephansplatz', '3', '1010', 'Wien']);
  });

  it('sends the browser no tiles with MAP_TILE_URL=off, and still names towns for the built-in base layer', async () => {
    const config = await t.http.get('/config');
    expect(config.body.result.data.mapTileUrl).toBeNull();
    expect(config.headers['content-security-policy']).toMatch(/img-src 'self' data: blob:;/);
    const towns = dataOf<MapTown[]>(await t.call('/assistance/partners/map-towns', { Zoom: 9, Bounds: [15.9, 47.9, 16.9, 48.5] }, viewer));
    expect(towns[0]).toMatchObject({ name: 'Vienna', capital: true });
  });
});
