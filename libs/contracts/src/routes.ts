/**
 * Route bases and verbs of the wire contract (spec part 1 section 7, part 2 section 7).
 * Every call is `POST {base}/{verb}`; slashes at either end of a base are optional.
 */
export const Routes = {
  users: 'users',
  roles: 'roles',
  permissions: 'permissions',
  customers: 'customers',
  loggers: 'loggers',
  monitorTexts: 'monitor/texts',
  pbxQuickState: 'monitor/pbx_quick_state',
  qualityReports: 'quality/reports',
  qualityIssues: 'quality/call_evaluation_issues',
  qualityEvaluations: 'quality/call_evaluations',
  playbackCalls: 'playback/calls',
  news: 'news',
  partners: 'assistance/partners',
  pcInfo: 'report/pc_info',
  telephonyImports: 'telephony/imports',
  telephonyImportRuns: 'telephony/imports/runs',
} as const;

/** News calls beyond the CRUD verbs on `news` (the spec's users/list_{product}: the product is backoffice). */
export const NewsRoutes = {
  loadNewsData: 'news/load_news_data',
  details: 'news/details',
  markRead: 'news/mark_read',
  unreadCount: 'news/unread/count',
  /** The news form's users with their role ids (news_edit). */
  audienceUsers: 'users/list_backoffice',
  /** The news form's roles, RoleID and FancyName only (news_edit; roles/list needs core_role_view). */
  audienceRoles: 'roles/list_backoffice',
} as const;
