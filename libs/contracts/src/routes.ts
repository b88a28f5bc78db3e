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
  wallboard: 'monitor/wallboard',
  wallboardKiosks: 'monitor/wallboard_kiosks',
  qualityReports: 'quality/reports',
  qualityIssues: 'quality/call_evaluation_issues',
  qualityEvaluations: 'quality/call_evaluations',
  qualityScorecards: 'quality/scorecards',
  qualityMyEvaluations: 'quality/my_evaluations',
  playbackCalls: 'playback/calls',
} as const;
