/**
 * Every permission string the product knows, as named in the specification (both parts).
 * The server checks them on every endpoint; the admin uses the same constants to hide what a
 * user cannot do. `*` grants everything.
 */
export const Permission = {
  All: '*',

  // Module permissions: each opens its sidebar group.
  Core: 'core',
  Quality: 'quality',
  Monitor: 'monitor',
  LunchBreak: 'lunch_break',
  Drive: 'drive',
  Playback: 'playback',
  Report: 'report',
  News: 'news',
  Assistance: 'assistance',

  // Core
  CoreUserView: 'core_user_view',
  CoreUserEdit: 'core_user_edit',
  CorePermissionView: 'core_permission_view',
  CorePermissionEdit: 'core_permission_edit',
  /** The legacy client's guard on the permission edit page. */
  PermissionsEdits: 'permissions_edits',
  /** The legacy client's guard on the permission create page. */
  PermissionsCreate: 'permissions_create',
  CoreRoleView: 'core_role_view',
  CoreRoleEdit: 'core_role_edit',
  CoreCustomerView: 'core_customer_view',
  CoreCustomerEdit: 'core_customer_edit',
  CoreLoggersView: 'core_loggers_view',
  /** The audit log (who changed what, when): administrators. */
  CoreAuditView: 'core_audit_view',

  // Quality
  QualityGenerateEvaluation: 'quality_generate_evaluation',
  QualityListEvaluation: 'quality_list_evaluation',
  QualityEvaluateEvaluation: 'quality_evaluate_evaluation',
  QualityDeleteEvaluation: 'quality_delete_evaluation',
  QualityDownloadAudio: 'quality_download_audio',
  QualityGenerateReport: 'quality_generate_report',
  QualityListReport: 'quality_list_report',
  QualityDownloadReport: 'quality_download_report',
  QualityDeleteReport: 'quality_delete_report',
  QualityViewIssues: 'quality_view_issues',
  QualityEditIssues: 'quality_edit_issues',
  QualityEditExcludedAgents: 'quality_edit_excluded_agents',
  /** Beyond the spec (issue 25): creates, edits and deletes the customer's scorecards (evaluation forms). */
  QualityEditScorecards: 'quality_edit_scorecards',
  /** Beyond the spec (issue 25): an agent's own evaluated calls, acknowledged or disputed by the agent. */
  QualityOwnEvaluations: 'quality_own_evaluations',

  // Monitor (the spec records two readings of two names; both are honoured)
  MonitorListTexts: 'monitor_list_texts',
  MonitorListText: 'monitor_list_text',
  MonitorPbxQuickStateView: 'monitor_pbx_quick_state_view',
  MonitorPbxQuickState: 'monitor_PbxQuickState',
  /** The live wallboard (/wallboard). */
  MonitorWallboardView: 'monitor_wallboard_view',
  /** Issue and revoke the wallboard's kiosk sign-ins (administrators). */
  MonitorWallboardKiosksEdit: 'monitor_wallboard_kiosks_edit',
  /** Held only by a kiosk sign-in: its one grant, the wallboard of its customer. Never given to a role. */
  MonitorWallboardKiosk: 'monitor_wallboard_kiosk',

  // Lunch break
  LunchBreakEdit: 'lunch_break_edit',
  LunchBreakEditExcludedAgents: 'lunch_break_edit_excluded_agents',

  // Playback
  PlaybackListenAll: 'playback_listen_all',
  PlaybackListenOwn: 'playback_listen_own',
  PlaybackListenOwnNotTransferred: 'playback_listen_own_not_transferred',

  // Reports
  ReportPcInfo: 'report_pc_info',
  PcInfo: 'pc_info',
  ReportExtenSwitch: 'report_exten_switch',
  ReportExtenProductivity: 'report_exten_productivity',
  ReportAgentProductivity: 'report_agent_productivity',
  ReportCallResult: 'report_call_result',
  ReportAbsence: 'report_absence',
  ReportAbsenceOwn: 'report_absence_own',
  ReportActivity: 'report_activity',
  ReportCallDuration: 'report_call_duration',
  ReportCallLog: 'report_call_log',
  ReportAcdDetails: 'report_acd_details',
  ReportQueueIntervals: 'report_queue_intervals',

  // News
  NewsList: 'news_list',
  NewsEdit: 'news_edit',

  // Assistance
  AssistanceListPartners: 'assistance_list_partners',
  AssistanceEditPartners: 'assistance_edit_partners',
} as const;

export type PermissionName = (typeof Permission)[keyof typeof Permission];

/** Every permission name, for the seed and for validation. */
export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(Permission);

export const WILDCARD_PERMISSION = Permission.All;
