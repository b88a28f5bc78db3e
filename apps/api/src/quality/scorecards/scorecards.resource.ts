import { QualityResources, type Scorecard, type ScorecardSection } from '@backoffice/contracts';
import { sameScorecardForm, scorecardFormProblem, scorecardSaveVersion } from '@backoffice/domain';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';
import { customerColumnScope, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreateScorecardDto, SaveScorecardDto } from './scorecard.dto.js';
import { ScorecardEntity } from './scorecard.entity.js';
import { scorecardRefusal } from './scorecard-refusal.js';
import { currentVersion, deleteUnusedVersions, insertVersion, sectionsJson, setCurrentVersion, versionForm, writeVersionForm } from './scorecards.queries.js';

const SELECT = {
  ScorecardID: 'sc.scorecard_id',
  Name: 'sc.name',
  Version: 'v.version',
  Sections: sectionsJson('sc.current_version_id'),
  EvaluationCount: `(SELECT count(*)::int FROM quality.scorecard_versions uv JOIN quality.call_evaluations ue ON ue.scorecard_version_id = uv.scorecard_version_id
                      WHERE uv.scorecard_id = sc.scorecard_id)`,
  UpdatedAt: `to_char(sc.updated_at AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`,
};

/** The form a create or save makes (a save's missing Name or Sections: the stored ones), checked by libs/domain. */
function checkedForm(body: Record<string, unknown>, stored?: { name: string; sections: ScorecardSection[] }): { name: string; sections: ScorecardSection[] } {
  const name = (body.Name as string | undefined) ?? stored!.name;
  const sections = (body.Sections as ScorecardSection[] | undefined) ?? stored!.sections;
  const problem = scorecardFormProblem(name, sections);
  if (problem) throw scorecardRefusal(problem);
  return { name: name.trim(), sections };
}

/**
 * The customer's evaluation forms (issue 25), answered as their current version. A save of a
 * version no evaluation was scored with changes it in place; a save of a used one makes the next
 * version (libs/domain scorecardSaveVersion), so scored evaluations keep the questions they
 * answered. Delete removes the form from the list; its used versions stay with their evaluations.
 */
export const scorecardsResource: CrudResource<ScorecardEntity, Scorecard> = {
  wire: QualityResources.scorecards,
  entity: ScorecardEntity,
  from: `quality.scorecards sc
         JOIN quality.scorecard_versions v ON v.scorecard_version_id = sc.current_version_id
         JOIN core.customers cu ON cu.customer_id = sc.customer_id`,
  id: { sql: 'sc.scorecard_id', property: 'scorecardId' },
  fields: {
    ScorecardID: { sql: 'sc.scorecard_id', type: 'number', notNull: true },
    Name: { sql: 'sc.name', type: 'string', notNull: true },
    Version: { sql: 'v.version', type: 'number', notNull: true },
    UpdatedAt: { sql: '(sc.updated_at AT TIME ZONE cu.time_zone)', sortSql: 'sc.updated_at', type: 'date', notNull: true },
  },
  select: SELECT,
  defaultOrder: [{ field: 'Name', direction: 'asc' }],
  tenant: customerColumnScope('sc.customer_id'),
  dto: { create: CreateScorecardDto, save: SaveScorecardDto },
  writable: { Name: 'name' },
  hooks: {
    beforeCreate(values, body) {
      const { name } = checkedForm(body);
      const now = clock.now();
      return { ...values, name, createdAt: now, updatedAt: now };
    },
    async afterCreate(id, body, { manager, principal }) {
      const customerId = activeCustomerFor(principal);
      const { name, sections } = checkedForm(body);
      const versionId = await insertVersion(manager, customerId, id, name, 1);
      await writeVersionForm(manager, customerId, versionId, name, sections);
      await setCurrentVersion(manager, id, versionId, clock.now());
    },
    async beforeSave(values, body, { manager, principal, id }) {
      // Locks the form: a concurrent save or a score on its current version waits for this one.
      const current = (await currentVersion(manager, activeCustomerFor(principal), id, 'update'))!;
      const { name } = checkedForm(body, await versionForm(manager, current.versionId));
      return { ...values, name };
    },
    async afterSave(id, body, { manager, principal }) {
      const customerId = activeCustomerFor(principal);
      const current = (await currentVersion(manager, customerId, id, 'update'))!;
      // The version row still holds the stored name and questions (written below).
      const stored = await versionForm(manager, current.versionId);
      const { name, sections } = checkedForm(body, stored);
      if (sameScorecardForm({ Name: stored.name, Sections: stored.sections }, { Name: name, Sections: sections })) return;
      const next = scorecardSaveVersion({ version: current.version, usedByEvaluations: current.used });
      const versionId = next.newVersion ? await insertVersion(manager, customerId, id, name, next.version) : current.versionId;
      await writeVersionForm(manager, customerId, versionId, name, sections);
      await setCurrentVersion(manager, id, versionId, clock.now());
    },
    async beforeDelete(ids, { manager, principal }) {
      await deleteUnusedVersions(manager, activeCustomerFor(principal), ids);
    },
  },
};
