/**
 * Route bases and verbs of the wire contract (spec part 1 section 7, part 2 section 7).
 * Every call is `POST {base}/{verb}`; slashes at either end of a base are optional.
 */
export const CrudVerb = {
  Count: 'count',
  List: 'list',
  Create: 'create',
  Load: 'load',
  Save: 'save',
  Delete: 'delete',
  BulkDelete: 'bulk_delete',
} as const;

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

/** Session and shell calls (paths the spec does not show are ours, documented in the README). */
export const SessionRoutes = {
  login: 'users/login',
  logout: 'users/logout',
  extendSession: 'users/extend_session',
  supportSessionStart: 'users/support_session/start',
  supportSessionEnd: 'users/support_session/end',
  switchActiveCustomer: 'users/active_customer/save',
  saveColumns: 'users/settings/columns/save',
  crossLogin: 'crosslogin/login',
  internLogin: 'internlogin/login',
  shellConfig: 'config',
  globalSearch: 'search',
  workstationAction: 'workstation/action',
} as const;

/** Users calls beyond the CRUD verbs and the user access tab. */
export const UserRoutes = {
  /** Lifts the sign-in lock of the user UserID (core_user_edit): the lock after too many failed sign-ins over all addresses. */
  liftSignInLock: 'users/sign_in_lock/delete',
} as const;

/** "My profile": calls about the signed-in user's own account and sessions (docs/decisions.md, My profile). */
export const ProfileRoutes = {
  changePassword: 'users/me/password/save',
  sessions: 'users/me/sessions/list',
  endOtherSessions: 'users/me/sessions/end_all',
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
