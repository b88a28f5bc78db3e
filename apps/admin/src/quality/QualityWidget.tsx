import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CircularProgress, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SpeedIcon from '@mui/icons-material/Speed';
import { useQuery } from '@tanstack/react-query';
import { Permission, QualityResources } from '@backoffice/contracts';
import { COUNT_REFRESH_MS, DashboardTile } from '../shared/DashboardTile';
import { qualitySummary } from './qualityApi';
import { useHasPermission } from '../shared/usePermissions';
import { useMyEvaluationsUnread } from './feedback/myEvaluationsLive';

function Figure({
  label,
  value,
  icon: Icon,
  to,
  testId,
  pending,
}: {
  label: string;
  value: string;
  icon: typeof TaskAltIcon;
  to: string;
  testId: string;
  pending: boolean;
}) {
  return (
    <ListItemButton component={RouterLink} to={to} data-testid={testId}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} />
      {pending ? <CircularProgress size={16} /> : <Typography>{value}</Typography>}
    </ListItemButton>
  );
}

/** Quality's home-page tile: evaluations drawn this week still open and done, the week's average score, and the perfect-call rate of the last reports. */
export function QualityWidget() {
  const translate = useTranslate();
  const mayListEvaluations = useHasPermission(Permission.QualityListEvaluation);
  const mayEvaluate = useHasPermission(Permission.QualityEvaluateEvaluation);
  const mayList = mayListEvaluations || mayEvaluate;
  const mayReports = useHasPermission(Permission.QualityListReport);
  const myUnread = useMyEvaluationsUnread();
  const summary = useQuery({ queryKey: ['quality', 'summary'], queryFn: qualitySummary, refetchInterval: COUNT_REFRESH_MS, enabled: mayList || mayReports });
  const data = summary.data;
  return (
    <DashboardTile title="quality.widget.title" testId="quality">
      {mayList ? (
        <>
          <Figure
            label={translate('quality.widget.open')}
            value={String(data?.OpenThisWeek ?? '–')}
            icon={PendingActionsIcon}
            to="/evaluation/evaluate"
            testId="quality-open"
            pending={summary.isPending}
          />
          <Figure
            label={translate('quality.widget.done')}
            value={String(data?.DoneThisWeek ?? '–')}
            icon={TaskAltIcon}
            to="/evaluation/evaluate"
            testId="quality-done"
            pending={summary.isPending}
          />
          <Figure
            label={data?.ScoredThisWeek ? translate('quality.widget.average_score', { count: data.ScoredThisWeek }) : translate('quality.widget.no_scores')}
            value={data?.AverageScoreThisWeek === null || data?.AverageScoreThisWeek === undefined ? '–' : `${data.AverageScoreThisWeek.toFixed(1)} %`}
            icon={SpeedIcon}
            to="/evaluation/evaluate"
            testId="quality-average-score"
            pending={summary.isPending}
          />
        </>
      ) : null}
      {mayReports ? (
        <Figure
          label={data?.ReportsCounted ? translate('quality.widget.perfect_rate', { count: data.ReportsCounted }) : translate('quality.widget.no_reports')}
          value={data?.PerfectRate === null || data?.PerfectRate === undefined ? '–' : `${data.PerfectRate.toFixed(1)} %`}
          icon={VerifiedIcon}
          to="/report_list"
          testId="quality-perfect"
          pending={summary.isPending}
        />
      ) : null}
      {myUnread !== undefined ? (
        <Figure
          label={translate('quality.widget.my_unread')}
          value={String(myUnread)}
          icon={AssignmentIndIcon}
          to={`/${QualityResources.myEvaluations.name}`}
          testId="quality-my-unread"
          pending={false}
        />
      ) : null}
    </DashboardTile>
  );
}
