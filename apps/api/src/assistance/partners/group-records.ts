/**
 * The five group records (PartnerKFZ, PartnerTransport, PartnerMedizin, PartnerHotel,
 * PartnerAssistance), one table each in the assistance schema, declared from the domain's field
 * catalogue so the tables, the checks and the form cannot drift apart. Wire names are the entity
 * properties; columns are their snake_case.
 */
import { MAIN_PARTNER_GROUPS, type GroupSpecificFields, type MainPartnerGroup } from '@backoffice/contracts';
import { GROUP_FIELDS, type GroupField } from '@backoffice/domain';
import { EntitySchema, type EntityManager, type EntitySchemaColumnOptions } from 'typeorm';

/** 'AcceptGOPForParkingFees' -> 'accept_gop_for_parking_fees', 'CostsKM' -> 'costs_km', 'EHIC' -> 'ehic'. */
export function columnOf(wire: string): string {
  return wire
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

export const GROUP_TABLES: Readonly<Record<MainPartnerGroup, string>> = {
  KFZ: 'partner_kfz',
  Transport: 'partner_transport',
  Medizin: 'partner_medizin',
  Hotel: 'partner_hotel',
  Assistance: 'partner_assistance',
};

function columnType(field: GroupField): EntitySchemaColumnOptions {
  const name = columnOf(field.name);
  switch (field.kind) {
    case 'number':
      return { name, type: 'numeric', precision: 12, scale: 2, nullable: true };
    case 'count':
      return { name, type: 'integer', nullable: true };
    default:
      return { name, type: 'text', nullable: true };
  }
}

export const GROUP_RECORD_ENTITIES: Readonly<Record<MainPartnerGroup, EntitySchema<Record<string, unknown>>>> = Object.fromEntries(
  MAIN_PARTNER_GROUPS.map((group) => [
    group,
    new EntitySchema<Record<string, unknown>>({
      name: `Partner${group}Record`,
      schema: 'assistance',
      tableName: GROUP_TABLES[group],
      columns: {
        partnerId: { name: 'partner_id', type: 'integer', primary: true },
        customerId: { name: 'customer_id', type: 'integer' },
        ...Object.fromEntries(GROUP_FIELDS[group].map((field) => [field.name, columnType(field)])),
      },
    }),
  ]),
) as Record<MainPartnerGroup, EntitySchema<Record<string, unknown>>>;

/** Replaces a partner's group record: removes any record of any group, then writes its group's. */
export async function writeGroupRecord(
  manager: EntityManager,
  partnerId: number,
  customerId: number,
  group: string,
  record: Record<string, unknown> | null | undefined,
): Promise<void> {
  for (const entity of Object.values(GROUP_RECORD_ENTITIES)) await manager.delete(entity, { partnerId });
  if (!record || !(MAIN_PARTNER_GROUPS as readonly string[]).includes(group)) return;
  const values: Record<string, unknown> = { partnerId, customerId };
  for (const field of GROUP_FIELDS[group as MainPartnerGroup]) values[field.name] = record[field.name] ?? null;
  await manager.insert(GROUP_RECORD_ENTITIES[group as MainPartnerGroup], values);
}

/** The partner's group record as the wire sends it (numbers as numbers); null for groups without one. */
export async function readGroupRecord(manager: EntityManager, partnerId: number, group: string): Promise<GroupSpecificFields | null> {
  if (!(MAIN_PARTNER_GROUPS as readonly string[]).includes(group)) return null;
  const fields = GROUP_FIELDS[group as MainPartnerGroup];
  const [row] = await manager.query<Record<string, unknown>[]>(
    `SELECT ${fields.map((field) => `${columnOf(field.name)} AS "${field.name}"`).join(', ')} FROM assistance.${GROUP_TABLES[group as MainPartnerGroup]} WHERE partner_id = $1`,
    [partnerId],
  );
  const record: GroupSpecificFields = {};
  for (const field of fields) {
    const value = row?.[field.name] ?? null;
    record[field.name] = value !== null && (field.kind === 'number' || field.kind === 'count') ? Number(value) : (value as string | null);
  }
  return record;
}
