import { NewsResources, type News } from '@backoffice/contracts';
import { newsDraftProblems } from '@backoffice/domain';
import { customerColumnScope, fieldsOf, type CrudContext, type CrudResource } from '../../platform/crud/crud-resource.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { assertAudienceKnown, storeAudience } from './news-audience.queries.js';
import { CreateNewsDto, SaveNewsDto } from './news.dto.js';
import { NewsEntity } from './news.entity.js';
import { plainTextOf, sanitizeRichText } from '../../platform/rich-text/rich-text.sanitizer.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { clock } from '../../platform/clock/clock.js';

const SELECT = {
  NewsID: 'n.news_id',
  Text: 'n.text',
  From: `to_char(n.valid_from, 'YYYY-MM-DD')`,
  Until: `to_char(n.valid_until, 'YYYY-MM-DD')`,
};

type Body = Record<string, unknown>;

/** The stored values of a create or save: sanitised text, its plain text, checked dates and audience. */
async function checkedValues(body: Body, context: CrudContext): Promise<Partial<NewsEntity>> {
  const text = sanitizeRichText(String(body.Text));
  const plainText = plainTextOf(text);
  const userIds = body.UserIDs as number[];
  const problems = newsDraftProblems({ plainText, From: String(body.From), Until: String(body.Until), userIds });
  if (problems.length > 0) throw AppError.badRequest(`${problems.map((problem) => problem.message.replace(/\.$/, '')).join('; ')}.`);
  await assertAudienceKnown(context.manager, activeCustomerFor(context.principal), userIds, (body.RoleIDs as number[] | undefined) ?? []);
  return { text, plainText, validFrom: String(body.From), validUntil: String(body.Until) };
}

/**
 * News of the active customer: create, save, delete and bulk delete on the crud kit (news_edit).
 * The text is sanitised HTML; the audience is stored with the news in the same transaction, and a
 * save keeps every reader addressed. Reads answer per viewer (Read, visibility) in news.queries.ts.
 */
// The reader's counts and flags depend on who reads: the news queries add them.
export const newsResource: CrudResource<NewsEntity, Pick<News, 'NewsID' | 'Text' | 'From' | 'Until'>> = {
  wire: NewsResources.news,
  entity: NewsEntity,
  from: 'news.news n',
  id: { sql: 'n.news_id', property: 'newsId' },
  fields: fieldsOf(SELECT, { NewsID: 'number', Text: 'string', From: 'string', Until: 'string' }),
  select: SELECT,
  tenant: customerColumnScope('n.customer_id'),
  dto: { create: CreateNewsDto, save: SaveNewsDto },
  writable: {},
  hooks: {
    async beforeCreate(values, body, context) {
      return { ...values, ...(await checkedValues(body, context)), createdBy: context.principal.realUserId };
    },
    async afterCreate(id, body, { principal, manager }) {
      await storeAudience(manager, activeCustomerFor(principal), id, body.UserIDs as number[], (body.RoleIDs as number[] | undefined) ?? []);
    },
    async beforeSave(values, body, context) {
      // Marks as read wait for the save (they take this row's share lock), so no read lands between
      // reading the readers and storing the audience.
      await context.manager.query(`SELECT 1 FROM news.news WHERE news_id = $1 FOR UPDATE`, [context.id]);
      return { ...values, ...(await checkedValues(body, context)), updatedAt: clock.now() };
    },
    async afterSave(id, body, { principal, manager }) {
      await storeAudience(manager, activeCustomerFor(principal), id, body.UserIDs as number[], (body.RoleIDs as number[] | undefined) ?? []);
    },
  },
};
