/**
 * Every table whose changes the audit log records, one line each (docs/architecture.md, "an
 * audited change"). At every start, after the migrations, each gets the row trigger that writes
 * its inserts, updates and deletes to audit.log with the actor of the transaction (sync in
 * platform/audit/audit-triggers.ts); a table taken off the list loses it.
 *
 * - `resource`: the name the log shows and filters by (the area's wire base, `core/users`);
 * - `id`: the column that is the row's ResourceID (of a link table: the owning side, `user_id`);
 * - `customer`: the row's customer column, if it has one (else the customer is the actor's active one);
 * - `secret`: columns whose values are never written, only that they changed (columns named like
 *   a hash, salt, secret, token or password are secret anyway);
 * - `ignore`: columns whose changes are noise (`updated_at`); an update changing only these writes no row;
 * - `callsOnly`: only changes made by an API call; the server's own bulk work on the table (an
 *   import, the demo seed) is not recorded row by row (its start is: `job_start`).
 */
export interface AuditedTable {
  table: string;
  resource: string;
  id: string;
  customer?: string;
  secret?: readonly string[];
  ignore?: readonly string[];
  callsOnly?: boolean;
}

const NOISE = ['created_at', 'updated_at'];

export const AUDITED_TABLES: readonly AuditedTable[] = [
  { table: 'core.users', resource: 'core/users', id: 'user_id', secret: ['password_hash'], ignore: [...NOISE, 'last_modified_by'] },
  { table: 'core.user_customers', resource: 'core/users.customers', id: 'user_id' },
  { table: 'core.user_roles', resource: 'core/users.roles', id: 'user_id' },
  { table: 'core.user_included_permissions', resource: 'core/users.included_permissions', id: 'user_id' },
  { table: 'core.user_excluded_permissions', resource: 'core/users.excluded_permissions', id: 'user_id' },
  { table: 'core.roles', resource: 'core/roles', id: 'role_id', customer: 'customer_id', ignore: NOISE },
  { table: 'core.role_permissions', resource: 'core/roles.permissions', id: 'role_id' },
  { table: 'core.permissions', resource: 'core/permissions', id: 'permission_id', ignore: NOISE },
  { table: 'core.customers', resource: 'core/customers', id: 'customer_id', ignore: NOISE },
  { table: 'core.plugin_log_levels', resource: 'core/loggers', id: 'plugin_name', ignore: NOISE },
  { table: 'quality.issue_types', resource: 'quality/call_evaluation_issues', id: 'issue_id', customer: 'customer_id', ignore: NOISE },
  {
    table: 'quality.call_evaluations',
    resource: 'quality/call_evaluations',
    id: 'call_evaluation_id',
    customer: 'customer_id',
    // agent_unseen is the agent's own read mark (opening a resolution), not a change of the evaluation.
    ignore: [...NOISE, 'agent_unseen'],
    callsOnly: true,
  },
  { table: 'quality.evaluation_answers', resource: 'quality/call_evaluations.answers', id: 'call_evaluation_id', customer: 'customer_id', callsOnly: true },
  { table: 'quality.evaluation_feedback', resource: 'quality/call_evaluations.feedback', id: 'call_evaluation_id', customer: 'customer_id' },
  { table: 'quality.scorecards', resource: 'quality/scorecards', id: 'scorecard_id', customer: 'customer_id', ignore: NOISE, callsOnly: true },
  { table: 'quality.scorecard_versions', resource: 'quality/scorecards.versions', id: 'scorecard_id', customer: 'customer_id', ignore: NOISE, callsOnly: true },
  { table: 'quality.scorecard_questions', resource: 'quality/scorecards.questions', id: 'scorecard_version_id', customer: 'customer_id', callsOnly: true },
  { table: 'quality.evaluation_issues', resource: 'quality/call_evaluations.issues', id: 'call_evaluation_id', customer: 'customer_id' },
  { table: 'quality.excluded_agents', resource: 'quality/excluded_agents', id: 'agent_id', customer: 'customer_id', ignore: NOISE },
  { table: 'quality.reports', resource: 'quality/reports', id: 'report_id', customer: 'customer_id', ignore: NOISE },
  { table: 'lunch_break.excluded_agents', resource: 'lunch_break/excluded_agents', id: 'agent_id', customer: 'customer_id', ignore: NOISE },
  { table: 'telephony.lunch_breaks', resource: 'lunch_breaks', id: 'agent_id', customer: 'customer_id', callsOnly: true },
  { table: 'telephony.holidays', resource: 'telephony/holidays', id: 'holiday_id', customer: 'customer_id', callsOnly: true },
  { table: 'telephony.import_runs', resource: 'telephony/imports/runs', id: 'import_id', customer: 'customer_id', ignore: NOISE },
  // The reader's own progress (position, counters, errors) changes every second and is no one's change.
  {
    table: 'telephony.sources',
    resource: 'telephony/sources',
    id: 'source_id',
    customer: 'customer_id',
    secret: ['connection_url'],
    ignore: [...NOISE, 'lines_read', 'last_line_at', 'caught_up_at', 'last_error', 'last_error_at', 'position', 'builder_state'],
    callsOnly: true,
  },
  { table: 'core.kiosk_sessions', resource: 'monitor/wallboard_kiosks', id: 'kiosk_id', customer: 'customer_id', ignore: [...NOISE, 'last_seen_at'] },
  { table: 'telephony.service_levels', resource: 'telephony/service_levels', id: 'customer_id', customer: 'customer_id' },
  { table: 'telephony.service_level_queues', resource: 'telephony/service_levels.queues', id: 'queue', customer: 'customer_id' },
  // The ticker's own bookkeeping (what it checked, the last run and its error) is no one's change.
  {
    table: 'reports.schedules',
    resource: 'reports/schedules',
    id: 'schedule_id',
    customer: 'customer_id',
    ignore: [...NOISE, 'checked_until', 'last_run_at', 'last_error', 'last_error_problems'],
    callsOnly: true,
  },
  { table: 'reports.mail_domains', resource: 'reports/mail_domains', id: 'customer_id', customer: 'customer_id', callsOnly: true },
  { table: 'monitor.texts', resource: 'monitor/texts', id: 'text_id', customer: 'customer_id', ignore: [...NOISE, 'last_modified_by'] },
  { table: 'news.news', resource: 'news', id: 'news_id', customer: 'customer_id', ignore: [...NOISE, 'plain_text'] },
  { table: 'news.news_users', resource: 'news.users', id: 'news_id', customer: 'customer_id' },
  { table: 'news.news_roles', resource: 'news.roles', id: 'news_id', customer: 'customer_id' },
  { table: 'assistance.partners', resource: 'assistance/partners', id: 'partner_id', customer: 'customer_id', ignore: NOISE, callsOnly: true },
  ...['kfz', 'transport', 'medizin', 'hotel', 'assistance'].map((kind) => ({
    table: `assistance.partner_${kind}`,
    resource: `assistance/partners.${kind}`,
    id: 'partner_id',
    customer: 'customer_id',
    ignore: NOISE,
    callsOnly: true,
  })),
];
