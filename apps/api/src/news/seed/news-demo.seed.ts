import { addDays } from '@backoffice/domain';
import type { DataSource } from 'typeorm';
import type { CoreDemo } from '../../core/seed/core-demo.seed.js';
import { plainTextOf, sanitizeRichText } from '../../platform/rich-text/rich-text.sanitizer.js';
import { clock } from '../../platform/clock/clock.js';

interface DemoNews {
  customer: number;
  html: string;
  /** Days from today. */
  from: number;
  until: number;
  roles: string[];
  readBy: string[];
}

/** A few announcements for the demo roles: current, expired and of the second customer; some read. */
const DEMO_NEWS: DemoNews[] = [
  {
    customer: 0,
    html: '<p>Welcome to the new <b>back office</b>! Please confirm each news item once you have read it.</p>',
    from: -3,
    until: 7,
    roles: ['agent', 'supervisor', 'quality', 'case_handler'],
    readBy: ['supervisor', 'quality'],
  },
  {
    customer: 0,
    html: '<p>Team meeting moved to <strong>Thursday 10:00</strong>, room 2.</p>',
    from: 0,
    until: 1,
    roles: ['agent', 'supervisor'],
    readBy: ['supervisor'],
  },
  {
    customer: 0,
    html: '<p>The canteen is closed on Friday.</p><ul><li>Lunch vouchers at reception</li></ul>',
    from: 0,
    until: 2,
    roles: ['agent'],
    readBy: [],
  },
  { customer: 0, html: '<p>Photos of the summer party are on the intranet.</p>', from: -30, until: -20, roles: ['agent'], readBy: ['agent'] },
  { customer: 1, html: '<p>New quality criteria apply from next week.</p>', from: 0, until: 7, roles: ['quality', 'supervisor'], readBy: [] },
];

/** The demo's news, written by the demo editor; the audiences are the roles' users of each customer. */
export async function seedNewsDemo(dataSource: DataSource, core: CoreDemo): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (const item of DEMO_NEWS) {
      const customerId = core.customerIds[item.customer];
      const [{ time_zone: zone }] = await manager.query<{ time_zone: string }[]>(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
      const today = clock.todayIn(zone);
      const text = sanitizeRichText(item.html);
      const [news] = await manager.query<{ news_id: number }[]>(
        `INSERT INTO news.news (customer_id, text, plain_text, valid_from, valid_until, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING news_id`,
        [customerId, text, plainTextOf(text), addDays(today, item.from), addDays(today, item.until), core.userIds.editor ?? null],
      );
      const roles = await manager.query<{ role_id: number }[]>(`SELECT role_id FROM core.roles WHERE name = ANY($1)`, [item.roles]);
      const roleIds = roles.map((role) => role.role_id);
      await manager.query(`INSERT INTO news.news_roles (customer_id, news_id, role_id) SELECT $1, $2, unnest($3::int[])`, [customerId, news.news_id, roleIds]);
      await manager.query(
        `INSERT INTO news.news_users (customer_id, news_id, user_id)
         SELECT DISTINCT $1::int, $2::int, ur.user_id FROM core.user_roles ur
           JOIN core.user_customers uc ON uc.user_id = ur.user_id AND uc.customer_id = $1
          WHERE ur.role_id = ANY($3::int[])`,
        [customerId, news.news_id, roleIds],
      );
      const readers = item.readBy.map((username) => core.userIds[username]);
      await manager.query(
        `INSERT INTO news.news_reads (customer_id, news_id, user_id)
         SELECT customer_id, news_id, user_id FROM news.news_users WHERE customer_id = $1 AND news_id = $2 AND user_id = ANY($3::int[])`,
        [customerId, news.news_id, readers],
      );
    }
  });
}
