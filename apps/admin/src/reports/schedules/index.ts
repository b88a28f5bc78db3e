import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { ReportScheduleResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** /report_schedules, /report_schedules/create, /report_schedules/{id}/edit: scheduled reports by e-mail. */
export const schedules: AdminResource = {
  wire: ReportScheduleResources.schedules,
  list: lazyScreen(() => import('./ScheduleList'), 'ScheduleList'),
  create: lazyScreen(() => import('./ScheduleForms'), 'ScheduleCreate'),
  edit: lazyScreen(() => import('./ScheduleForms'), 'ScheduleEdit'),
  icon: ScheduleSendIcon,
  recordRepresentation: 'Report',
};
