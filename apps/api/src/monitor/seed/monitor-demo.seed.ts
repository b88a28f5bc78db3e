import type { DataSource } from 'typeorm';

/** Texts a call centre shows on its wall monitors; every demo customer gets them. */
export const DEMO_MONITOR_TEXTS = [
  {
    name: 'Welcome',
    content: '<h2>Good morning, team!</h2><p>Queues open at <strong>07:00</strong>. Please log in to the PBX before your shift starts.</p>',
    active: true,
  },
  {
    name: 'Outage notice',
    content:
      '<p><strong>Known issue:</strong> callers from the <em>Tirol</em> region may hear an announcement twice.</p><ul><li>Apologise briefly</li><li>Do not open a ticket</li></ul>',
    active: true,
  },
  { name: 'Christmas hours', content: '<p>24 and 31 December: queues close at <strong>14:00</strong>.</p>', active: false },
];

/** The demo's monitor texts, for customers that have none yet. */
export async function seedMonitorDemo(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO monitor.texts (customer_id, name, content, active, created_by, last_modified_by)
     SELECT c.customer_id, t.name, t.content, t.active, 'admin', 'admin'
       FROM core.customers c CROSS JOIN jsonb_to_recordset($1::jsonb) AS t(name text, content text, active boolean)
      WHERE NOT EXISTS (SELECT 1 FROM monitor.texts m WHERE m.customer_id = c.customer_id)`,
    [JSON.stringify(DEMO_MONITOR_TEXTS)],
  );
}
