import { MAP_FILTER_ALL, type PartnerMapItem, type PartnerMapQuery } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';
import { NOTICE_SELECT } from '../partners.queries.js';

/** The list-map statement: $1 customer, $2 time zone, then the filters. Shared with the bench (bench/assistance.mjs). */
export function mapItemsQuery(customerId: number, timeZone: string, query: PartnerMapQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [customerId, timeZone];
  const conditions = ['p.customer_id = $1'];
  const given = (value: string | undefined) => (value && value.trim() !== '' && value !== MAP_FILTER_ALL ? value.trim() : null);
  const priority = given(query.Priority);
  const group = given(query.Group);
  const type = given(query.Type);
  const name = given(query.Name);
  if (priority) conditions.push(`p.priority = $${params.push(priority)}`);
  if (group) conditions.push(`p.partner_group = $${params.push(group)}`);
  if (type) conditions.push(`$${params.push(type)} = ANY (string_to_array(replace(p.type, ', ', ','), ','))`);
  if (name) conditions.push(`p.company_name ILIKE $${params.push(`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} ESCAPE '\\'`);
  const sql = `SELECT p.latitude, p.longitude, p.priority, p.partner_id, p.company_name, p.partner_group AS "group", p.type,
                      p.telephone_number, ${NOTICE_SELECT} AS temporary_information
                 FROM assistance.partners p
                WHERE ${conditions.join(' AND ')}
                ORDER BY p.partner_id`;
  return { sql, params };
}

/** The active customer's partners on the map, filtered (the cluster index is built from them). */
export function mapItems(db: EntityManager, customerId: number, timeZone: string, query: PartnerMapQuery): Promise<PartnerMapItem[]> {
  const { sql, params } = mapItemsQuery(customerId, timeZone, query);
  return db.query<PartnerMapItem[]>(sql, params);
}
