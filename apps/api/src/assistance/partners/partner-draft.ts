/**
 * A partner's draft on its way to the row (create and save commands): normalised and checked with
 * the domain's rules (the form runs the same), the address and the notice flattened into columns,
 * DataValid computed. A refused draft changes nothing.
 */
import { NEW_PARTNER_PRIORITY, type Partner } from '@backoffice/contracts';
import { isPartnerDataComplete, normalisePartnerDraft, partnerProblems, wireDateToInstant, type PartnerDraft, type PartnerMode } from '@backoffice/domain';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';
import type { PartnerEntity } from './partner.entity.js';

/** The fields a request gave (the validated body holds every declared field, absent ones undefined). */
const given = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The draft, normalised, or a 400 naming every problem. */
export function checkedDraft(draft: PartnerDraft, mode: PartnerMode): PartnerDraft {
  const normalised = normalisePartnerDraft(draft);
  const problems = partnerProblems(normalised, mode);
  if (problems.length > 0) throw AppError.badRequest(`Invalid input: ${problems.map((problem) => problem.message).join('; ')}.`);
  return normalised;
}

/** The partner's columns from a checked draft. */
export function partnerColumns(draft: PartnerDraft, principal: Principal): Partial<PartnerEntity> {
  const address = draft.Address ?? {};
  const notice = draft.TemporaryInformation;
  return {
    partnerGroup: draft.Group as string,
    type: (draft.Type as string | undefined) ?? '',
    priority: (draft.Priority as string | undefined) ?? NEW_PARTNER_PRIORITY,
    companyName: text(draft.CompanyName)!,
    openingHours: text(draft.OpeningHours)!,
    email: text(draft.Email)!,
    telephoneNumber: text(draft.TelephoneNumber)!,
    homepage: text(draft.Homepage),
    shortName: text(draft.ShortName),
    notes: text(draft.Notes),
    areaOfOperations: text(draft.AreaOfOperations),
    fax: text(draft.Fax),
    accountingHours: text(draft.AccountingHours),
    contactList: text(draft.ContactList),
    acceptGop: text(draft.AcceptGOP),
    qualityNotes: text(draft.QualityNotes),
    street: text(address.Street),
    postalCode: text(address.PostalCode),
    location: text(address.Location),
    countryName: text(address.CountryName),
    countryCode: text(address.CountryCode)?.toUpperCase() ?? null,
    longitude: address.Longitude as number,
    latitude: address.Latitude as number,
    dataValid: isPartnerDataComplete(draft),
    noticeNote: notice ? notice.Note! : null,
    noticeFrom: notice ? wireDateToInstant(notice.From!, principal.timeZone) : null,
    noticeUntil: notice ? wireDateToInstant(notice.Until!, principal.timeZone) : null,
  };
}

/**
 * A save may send the whole partner (the form does) or a part of it: what it leaves out keeps its
 * value. A changed group without a record starts from that group's blanks.
 */
export function mergedDraft(current: Partner, body: Record<string, unknown>): PartnerDraft {
  const merged: PartnerDraft = { ...(current as unknown as PartnerDraft), ...given(body) };
  if (body.Address) merged.Address = { ...current.Address, ...given(body.Address as Record<string, unknown>) };
  if (body.Group !== undefined && body.Group !== current.Group && body.GroupSpecificFields === undefined) merged.GroupSpecificFields = null;
  delete merged.PartnerID;
  return merged;
}
