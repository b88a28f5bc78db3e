import { AssistanceResources } from './assistance.js';
import { MonitorResources } from './monitor.js';
import { NewsResources } from './news.js';
import { QualityResources } from './quality.js';
import { ReportScheduleResources } from './report-schedules.js';
import { CoreResources, type ResourceDeclaration } from './resources.js';

const TABLES_WITH_COLUMN_CHOICE: readonly ResourceDeclaration[] = [
  ...Object.values(CoreResources),
  ...Object.values(MonitorResources),
  ...Object.values(QualityResources),
  ...Object.values(NewsResources),
  ...Object.values(AssistanceResources),
  ...Object.values(ReportScheduleResources),
];

/**
 * The admin's tables whose column choice follows the user (userSettings.Columns): table key (the
 * resource name, DataTable's store key without `.datatable`) -> its column keys. The admin saves
 * only these and the server keeps nothing else, so a user's settings stay small.
 */
export const COLUMN_TABLES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  TABLES_WITH_COLUMN_CHOICE.flatMap((resource) => (resource.columns ? [[resource.name, resource.columns] as const] : [])),
);

/** The most a user's stored column choices may take, as JSON (UTF-8 bytes); a request beyond it is refused whole. */
export const MAX_COLUMN_SETTINGS_BYTES = 64 * 1024;
