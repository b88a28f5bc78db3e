import { MonitorResources, type MonitorText } from '@backoffice/contracts';
import { customerColumnScope, fieldsOf, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { CreateMonitorTextDto, SaveMonitorTextDto } from './text.dto.js';
import { MonitorTextEntity } from './text.entity.js';
import { plainTextOf, sanitizeRichText } from '../../platform/rich-text/rich-text.sanitizer.js';
import { clock } from '../../platform/clock/clock.js';

const SELECT = {
  TextID: 't.text_id',
  Name: 't.name',
  Content: 't.content',
  Active: 't.active',
  CreatedBy: 't.created_by',
  LastModifiedBy: 't.last_modified_by',
};

/**
 * Monitor texts of the active customer. Content is sanitised before every write; the author
 * fields are the signed-in user, whatever the client sends.
 */
export const monitorTextsResource: CrudResource<MonitorTextEntity, MonitorText> = {
  wire: MonitorResources.texts,
  entity: MonitorTextEntity,
  from: 'monitor.texts t',
  id: { sql: 't.text_id', property: 'textId' },
  fields: fieldsOf(SELECT, { TextID: 'number', Name: 'string', Active: 'boolean', CreatedBy: 'string', LastModifiedBy: 'string' }),
  select: SELECT,
  tenant: customerColumnScope('t.customer_id'),
  dto: { create: CreateMonitorTextDto, save: SaveMonitorTextDto },
  writable: { Name: 'name', Content: 'content', Active: 'active' },
  hooks: {
    beforeCreate(values, _body, { principal }) {
      const content = values.content === undefined ? '' : sanitizeRichText(values.content);
      return { ...values, content, createdBy: principal.username, lastModifiedBy: principal.username };
    },
    beforeSave(values, _body, { principal }) {
      const content = sanitizeRichText(values.content ?? '');
      if (plainTextOf(content) === '') throw AppError.badRequest('Content is required (nothing but markup or removed content was sent).');
      return { ...values, content, lastModifiedBy: principal.username, updatedAt: clock.now() };
    },
  },
};
