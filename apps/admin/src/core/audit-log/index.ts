import HistoryIcon from '@mui/icons-material/History';
import { AuditResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

/** The audit log: read only (list with filters and CSV export, one entry's changes). */
export const auditLog: AdminResource = {
  wire: AuditResources.auditLog,
  list: lazyScreen(() => import('./AuditLogList'), 'AuditLogList'),
  show: lazyScreen(() => import('./AuditLogShow'), 'AuditLogShow'),
  icon: HistoryIcon,
  recordRepresentation: 'AuditID',
};
