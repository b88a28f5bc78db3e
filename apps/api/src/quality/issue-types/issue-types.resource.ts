import { QualityResources, type IssueType } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { CreateIssueTypeDto, SaveIssueTypeDto } from './issue-type.dto.js';
import { IssueTypeEntity } from './issue-type.entity.js';

const SELECT = {
  IssueID: 'i.issue_id',
  Name: 'i.name',
  CreatedAt: `to_char(i.created_at AT TIME ZONE cu.time_zone, 'YYYY-MM-DD HH24:MI:SS')`,
};

/**
 * The issues an evaluator can tick for a call, per customer. Whoever evaluates or lists
 * evaluations reads them (the evaluate dialog offers them); quality_edit_issues changes them.
 */
export const issueTypesResource: CrudResource<IssueTypeEntity, IssueType> = {
  wire: QualityResources.issues,
  entity: IssueTypeEntity,
  from: 'quality.issue_types i JOIN core.customers cu ON cu.customer_id = i.customer_id',
  id: { sql: 'i.issue_id', property: 'issueId' },
  fields: fieldsOf(SELECT, { IssueID: 'number', Name: 'string', CreatedAt: 'string' }),
  select: SELECT,
  tenant: customerColumnScope('i.customer_id'),
  dto: { create: CreateIssueTypeDto, save: SaveIssueTypeDto },
  writable: { Name: 'name' },
};
