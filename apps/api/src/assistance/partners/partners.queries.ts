/** The partner reads beyond the crud kit's list: one partner as load answers it, and the CSV export's rows. */
import { PARTNER_CSV_COLUMNS, type Partner, type WireFilter } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../platform/auth/principal.js';
import { scopedQuery } from '../../platform/crud/crud-query.js';
import type { CsvColumn } from '../../platform/export/csv-download.js';
import { PARTNER_ADDRESS_SQL, partnersResource } from './partners.resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { readGroupRecord } from './group-records.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

/** The notice's times as wall times of the customer's zone ($2), "YYYY-MM-DD HH:mm". */
export const NOTICE_SELECT = `CASE WHEN p.notice_note IS NULL THEN NULL ELSE json_build_object(
    'Note', p.notice_note,
    'From', to_char(p.notice_from AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI'),
    'Until', to_char(p.notice_until AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI')) END`;

const PARTNER_SELECT = `
  SELECT p.partner_id AS "PartnerID", p.partner_group AS "Group", p.type AS "Type", p.priority AS "Priority",
         p.company_name AS "CompanyName", p.opening_hours AS "OpeningHours", p.email AS "Email",
         p.telephone_number AS "TelephoneNumber", p.homepage AS "Homepage", p.short_name AS "ShortName", p.notes AS "Notes",
         p.logo_name AS "Logo",
         json_build_object('Street', p.street, 'PostalCode', p.postal_code, 'Location', p.location, 'CountryName', p.country_name,
                           'CountryCode', p.country_code, 'Longitude', p.longitude, 'Latitude', p.latitude) AS "Address",
         p.area_of_operations AS "AreaOfOperations", p.fax AS "Fax", p.accounting_hours AS "AccountingHours",
         p.contact_list AS "ContactList", p.accept_gop AS "AcceptGOP",
         CASE WHEN p.costs_document_key IS NULL THEN NULL ELSE json_build_object('OriginalFileName', p.costs_document_name) END AS "CostsDocument",
         p.quality_notes AS "QualityNotes", p.data_valid AS "DataValid",
         ${NOTICE_SELECT} AS "TemporaryInformation",
         to_char(p.created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS "CreatedAt"
    FROM assistance.partners p
   WHERE p.partner_id = $1 AND p.customer_id = $3`;

/** The partner of the active customer, or 404 (also for another customer's partner). */
export async function readPartner(manager: EntityManager, partnerId: number, principal: Principal): Promise<Partner> {
  const customerId = activeCustomerFor(principal);
  const [row] = await manager.query<Omit<Partner, 'GroupSpecificFields'>[]>(PARTNER_SELECT, [partnerId, principal.timeZone, customerId]);
  if (!row) throw AppError.notFound(`Partner ${partnerId} was not found.`);
  return { ...row, GroupSpecificFields: await readGroupRecord(manager, partnerId, row.Group) };
}

const CSV_FIELDS = ['Group', 'Type', 'CompanyName', 'Email', 'Priority', 'Address'] as const;
export type PartnerCsvRow = Record<(typeof CSV_FIELDS)[number], string>;

/** PartnerList.csv's columns: the contract's headers (PARTNER_CSV_COLUMNS) over the rows' fields, in order. */
export const PARTNER_CSV: CsvColumn<PartnerCsvRow>[] = CSV_FIELDS.map((field, index) => ({ header: PARTNER_CSV_COLUMNS[index], value: (row) => row[field] }));

/** Every partner of the active customer the list's filter matches, in its order, for the streamed CSV. */
export function partnerExportQuery(filter: WireFilter, principal: Principal): { sql: string; params: unknown[] } {
  const scoped = scopedQuery(partnersResource, filter, principal);
  const sql = `SELECT p.partner_group AS "Group", p.type AS "Type", p.company_name AS "CompanyName", p.email AS "Email", p.priority AS "Priority",
                      ${PARTNER_ADDRESS_SQL} AS "Address"
                 FROM assistance.partners p WHERE ${scoped.where}${scoped.orderBy ? ` ORDER BY ${scoped.orderBy}` : ''}`;
  return { sql, params: scoped.params };
}
