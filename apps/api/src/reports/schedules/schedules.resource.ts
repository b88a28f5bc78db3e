import { ReportScheduleResources, WILDCARD_PERMISSION, type ReportSchedule } from '@backoffice/contracts';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';
import { fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreateScheduleDto, SaveScheduleDto } from './schedule.dto.js';
import { ScheduleChecks, type ScheduleDraft } from './schedule-checks.js';
import { ScheduleEntity } from './schedule.entity.js';

const SELECT = {
  ScheduleID: 's.schedule_id',
  Report: 's.report',
  Parameters: 's.parameters',
  Range: 's.range',
  Time: 's.time',
  Days: 's.days',
  Recipients: 's.recipients',
  Format: 's.format',
  Language: 's.language',
  OwnerID: 's.owner_id',
  Owner: 'o.username',
  LastRunAt: `to_char(s.last_run_at AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`,
  LastError: 's.last_error',
  LastErrorProblems: 's.last_error_problems',
};

const trimmed = (recipients: unknown) =>
  Array.isArray(recipients) ? recipients.map((recipient) => (typeof recipient === 'string' ? recipient.trim() : recipient)) : recipients;

async function check(draft: ScheduleDraft, context: CrudContext): Promise<void> {
  await context.get(ScheduleChecks).assertValid(context.manager, draft, context.principal.permissions, activeCustomerFor(context.principal));
}

/**
 * A user's scheduled reports in the active customer. A user sees and changes their own; an
 * administrator (holder of `*`) sees and changes every schedule of the customer, which keeps
 * running with its owner's rights (docs/reports.md, "Scheduled reports").
 */
export const schedulesResource: CrudResource<ScheduleEntity, ReportSchedule> = {
  wire: ReportScheduleResources.schedules,
  entity: ScheduleEntity,
  from: 'reports.schedules s JOIN core.users o ON o.user_id = s.owner_id JOIN core.customers cu ON cu.customer_id = s.customer_id',
  id: { sql: 's.schedule_id', property: 'scheduleId' },
  fields: fieldsOf(SELECT, {
    ScheduleID: 'number',
    Report: 'string',
    Range: 'string',
    Time: 'string',
    Format: 'string',
    Language: 'string',
    Owner: 'string',
    LastError: 'string',
  }),
  select: SELECT,
  defaultOrder: [{ field: 'ScheduleID', direction: 'DESC' }],
  tenant: {
    where: (customerId, bind, principal) =>
      principal.permissions.includes(WILDCARD_PERMISSION)
        ? `s.customer_id = ${bind(customerId)}`
        : `s.customer_id = ${bind(customerId)} AND s.owner_id = ${bind(principal.userId)}`,
    property: 'customerId',
  },
  dto: { create: CreateScheduleDto, save: SaveScheduleDto },
  writable: {
    Report: 'report',
    Parameters: 'parameters',
    Range: 'range',
    Time: 'time',
    Days: 'days',
    Recipients: 'recipients',
    Format: 'format',
    Language: 'language',
  },
  hooks: {
    async beforeCreate(values, body, context) {
      const draft = { ...(body as unknown as ScheduleDraft), Parameters: body.Parameters ?? {}, Recipients: trimmed(body.Recipients) };
      await check(draft, context);
      // Occurrences count from now: a schedule created at 07:05 for 07:00 first runs tomorrow.
      return {
        ...values,
        parameters: draft.Parameters as Record<string, unknown>,
        recipients: draft.Recipients as string[],
        language: (draft.Language as string | undefined) ?? 'en',
        ownerId: context.principal.userId,
        checkedUntil: clock.now(),
      };
    },
    async beforeSave(values, body, context) {
      const stored = await context.manager.findOneByOrFail(ScheduleEntity, { scheduleId: context.id });
      const draft: ScheduleDraft = {
        Report: (body.Report as string | undefined) ?? stored.report,
        Parameters: body.Parameters ?? stored.parameters,
        Range: body.Range ?? stored.range,
        Time: body.Time ?? stored.time,
        Days: body.Days ?? stored.days,
        Recipients: trimmed(body.Recipients ?? stored.recipients),
        Format: body.Format ?? stored.format,
        Language: body.Language ?? stored.language,
      };
      await check(draft, context);
      const moved = draft.Time !== stored.time || JSON.stringify(draft.Days) !== JSON.stringify(stored.days);
      // A new time or new days count from now, so a time moved into the past does not fire at once.
      return { ...values, recipients: draft.Recipients as string[], ...(moved ? { checkedUntil: clock.now() } : {}) };
    },
  },
};
