/**
 * The partner form's rules (spec part 2 sections 4 and 5), one function for the admin's form and
 * the API: what is kept of a draft (normalisePartnerDraft) and what is wrong with it
 * (partnerProblems). Messages name the field; OpeningHours has the spec's own message.
 */
import { NEW_PARTNER_PRIORITY, PARTNER_PRIORITIES, YES_NO } from '@backoffice/contracts';
import {
  GROUP_RECORD_NAMES,
  OTHER_LANGUAGES_CHOICE,
  PARTNER_TYPES,
  SPOKEN_LANGUAGES,
  groupFieldsOf,
  isMainPartnerGroup,
  isPartnerGroup,
  splitPartnerTypes,
} from './partner-catalogue.js';
import { normaliseNoticeTime, temporaryInformationToSend } from './temporary-information.js';

export const OPENING_HOURS_REQUIRED = 'Opening Hours is a required field';

/** Groups whose partners must name their area of operations. */
export const AREA_OF_OPERATIONS_GROUPS = ['KFZ', 'Transport', 'Assistance'] as const;

export type PartnerMode = 'create' | 'edit';

/** A partner as a form or a request holds it: anything may be missing or wrong. */
export interface PartnerDraft {
  Group?: unknown;
  Type?: unknown;
  Priority?: unknown;
  CompanyName?: unknown;
  OpeningHours?: unknown;
  Email?: unknown;
  TelephoneNumber?: unknown;
  Homepage?: unknown;
  Notes?: unknown;
  AreaOfOperations?: unknown;
  Address?: { Longitude?: unknown; Latitude?: unknown; [field: string]: unknown } | null;
  TemporaryInformation?: { Note?: string | null; From?: string | null; Until?: string | null } | null;
  GroupSpecificFields?: Record<string, unknown> | null;
  [field: string]: unknown;
}

export interface PartnerProblem {
  field: string;
  message: string;
  /** Set when the field is required and empty: the form shows the field's required message. */
  required?: true;
}

/** The fields the form and the API require (some only by mode or group), each with a required message in the admin. */
export const PARTNER_REQUIRED_FIELDS = [
  'Group',
  'CompanyName',
  'OpeningHours',
  'TelephoneNumber',
  'Email',
  'Homepage',
  'AreaOfOperations',
  'Address.Longitude',
  'Address.Latitude',
  'GroupSpecificFields.ClosestAirport',
] as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "German, Others" -> ["German", "Others"]. */
export function splitLanguages(value: unknown): string[] {
  return typeof value === 'string' ? splitPartnerTypes(value) : [];
}

/**
 * What is kept of a draft: Notes only for groups other than the five main ones; the group record
 * only for those five, with exactly its fields (missing ones null); OtherLanguages only while
 * Others is chosen; the temporary notice only when note, From and Until are all there (Until
 * corrected). The Type list is trimmed and joined with ", ".
 */
export function normalisePartnerDraft<T extends PartnerDraft>(draft: T): T {
  const group = draft.Group;
  const result: PartnerDraft = { ...draft };
  if (isMainPartnerGroup(group)) {
    result.Notes = null;
    const given = draft.GroupSpecificFields ?? {};
    const record: Record<string, unknown> = {};
    for (const field of groupFieldsOf(group)) record[field.name] = given[field.name] === undefined || given[field.name] === '' ? null : given[field.name];
    // Fields the group does not have are kept so partnerProblems can name them.
    for (const [name, value] of Object.entries(given)) if (!(name in record)) record[name] = value;
    if (group === 'Medizin' && !splitLanguages(record.SpokenLanguages).includes(OTHER_LANGUAGES_CHOICE)) record.OtherLanguages = null;
    result.GroupSpecificFields = record;
  } else {
    result.GroupSpecificFields = null;
  }
  if (typeof draft.Type === 'string') result.Type = splitPartnerTypes(draft.Type).join(', ');
  if (draft.TemporaryInformation !== undefined) result.TemporaryInformation = temporaryInformationToSend(draft.TemporaryInformation);
  return result as T;
}

/** Everything wrong with a (normalised) draft; empty when it may be saved. */
export function partnerProblems(draft: PartnerDraft, mode: PartnerMode): PartnerProblem[] {
  const problems: PartnerProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const missing = (field: string, message: string) => problems.push({ field, message, required: true });
  const group = draft.Group;

  if (blank(group)) missing('Group', 'Group is required');
  else if (!isPartnerGroup(group)) add('Group', `Group must be one of the partner groups, not '${String(group)}'`);

  if (typeof draft.Type === 'string' && isPartnerGroup(group)) {
    const wrong = splitPartnerTypes(draft.Type).filter((type) => !PARTNER_TYPES[type]?.includes(group));
    if (wrong.length > 0) add('Type', `Type ${wrong.map((type) => `'${type}'`).join(', ')} is not a type of the group ${group}`);
  }

  if (draft.Priority !== undefined && draft.Priority !== null) {
    if (!(PARTNER_PRIORITIES as readonly unknown[]).includes(draft.Priority)) add('Priority', `Priority must be one of ${PARTNER_PRIORITIES.join(', ')}`);
    else if (mode === 'create' && draft.Priority !== NEW_PARTNER_PRIORITY) add('Priority', 'A new partner starts with Priority NEW');
  }

  for (const field of ['CompanyName', 'TelephoneNumber', 'Email'] as const) if (blank(draft[field])) missing(field, `${field} is required`);
  if (!blank(draft.Email) && (typeof draft.Email !== 'string' || !EMAIL.test(draft.Email.trim()))) add('Email', 'Email must be a valid email address');
  if (mode === 'create' && blank(draft.Homepage)) missing('Homepage', 'Homepage is required');
  if (blank(draft.OpeningHours)) missing('OpeningHours', OPENING_HOURS_REQUIRED);
  if ((AREA_OF_OPERATIONS_GROUPS as readonly unknown[]).includes(group) && blank(draft.AreaOfOperations)) {
    missing('AreaOfOperations', `AreaOfOperations is required for the group ${String(group)}`);
  }

  const coordinates = [
    ['Longitude', 180],
    ['Latitude', 90],
  ] as const;
  for (const [name, limit] of coordinates) {
    const value = draft.Address?.[name];
    if (blank(value)) missing(`Address.${name}`, `${name} is required (pick a location)`);
    else if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
      add(`Address.${name}`, `${name} must be a number from -${limit} to ${limit}`);
    }
  }

  if (isMainPartnerGroup(group)) problems.push(...groupFieldProblems(group, draft.GroupSpecificFields ?? {}));
  else if (draft.GroupSpecificFields && Object.values(draft.GroupSpecificFields).some((value) => !blank(value))) {
    add('GroupSpecificFields', `The group ${String(group)} has no group-specific fields`);
  }

  const notice = draft.TemporaryInformation;
  if (notice) {
    if (!normaliseNoticeTime(notice.From)) add('TemporaryInformation.From', 'TemporaryInformation.From must be a time YYYY-MM-DD HH:mm');
    if (!normaliseNoticeTime(notice.Until)) add('TemporaryInformation.Until', 'TemporaryInformation.Until must be a time YYYY-MM-DD HH:mm');
  }
  return problems;
}

function groupFieldProblems(group: Parameters<typeof groupFieldsOf>[0] & keyof typeof GROUP_RECORD_NAMES, record: Record<string, unknown>): PartnerProblem[] {
  const problems: PartnerProblem[] = [];
  const fields = new Map(groupFieldsOf(group).map((field) => [field.name, field]));
  const at = (name: string) => `GroupSpecificFields.${name}`;
  for (const [name, value] of Object.entries(record)) {
    const field = fields.get(name);
    if (!field) {
      problems.push({ field: at(name), message: `${name} is not a field of ${GROUP_RECORD_NAMES[group]}` });
      continue;
    }
    if (value === null || value === undefined) continue;
    switch (field.kind) {
      case 'flag':
        if (!(YES_NO as readonly unknown[]).includes(value)) problems.push({ field: at(name), message: `${name} must be yes or no` });
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e9) {
          problems.push({ field: at(name), message: `${name} must be a number of at least 0` });
        }
        break;
      case 'count':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1e6) {
          problems.push({ field: at(name), message: `${name} must be a whole number of at least 0` });
        }
        break;
      case 'languages': {
        const wrong =
          typeof value === 'string' ? splitLanguages(value).filter((language) => !(SPOKEN_LANGUAGES as readonly string[]).includes(language)) : [value];
        if (wrong.length > 0) problems.push({ field: at(name), message: `${name} must be chosen from ${SPOKEN_LANGUAGES.join(', ')}` });
        break;
      }
      case 'text':
        if (typeof value !== 'string' || value.length > 1000) problems.push({ field: at(name), message: `${name} must be text of at most 1000 characters` });
        break;
    }
  }
  if (group === 'Transport' && blank(record.ClosestAirport))
    problems.push({ field: at('ClosestAirport'), message: 'ClosestAirport is required for the group Transport', required: true });
  return problems;
}

/**
 * DataValid: for the five main groups, the partner passes its rules and every field of its group
 * record is filled (OtherLanguages only when Others is chosen); other groups are always valid.
 */
export function isPartnerDataComplete(draft: PartnerDraft): boolean {
  if (!isMainPartnerGroup(draft.Group)) return true;
  if (partnerProblems(draft, 'edit').length > 0) return false;
  const record = draft.GroupSpecificFields ?? {};
  const othersChosen = splitLanguages(record.SpokenLanguages).includes(OTHER_LANGUAGES_CHOICE);
  return groupFieldsOf(draft.Group).every((field) => (field.name === 'OtherLanguages' && !othersChosen) || !blank(record[field.name]));
}
