import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Link, Stack } from '@mui/material';
import { QualityQueue, REPORT_LANGUAGES, type ReportLanguage } from '@backoffice/contracts';
import { DEFAULT_TIME_ZONE, qualityReportRange, todayIn } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { AgentPicker } from '../AgentPicker';
import { JobProgressLine } from '../../shared/JobProgressLine';
import { PeriodFields, usePeriod } from '../PeriodFields';
import { downloadReport, generateReport } from '../qualityApi';
import { useQueuedJob } from '../../shared/useQueuedJob';
import { useAgents } from '../useAgents';

/**
 * /generate_report: agents and a period (the presets of Call generation, last week to start with); the PDF is rendered as a job,
 * then listed under Reports and offered for download here and in the downloads menu.
 */
export function GenerateReport() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  // The PDF is written in the language the requester reads the admin in.
  const language: ReportLanguage = (REPORT_LANGUAGES as readonly string[]).includes(locale) ? (locale as ReportLanguage) : 'en';
  const session = useSession();
  const agents = useAgents();
  const period = usePeriod(todayIn(session?.activeCustomer?.TimeZone ?? DEFAULT_TIME_ZONE));
  const [selected, setSelected] = useState<number[]>([]);
  const [perAgent, setPerAgent] = useState(true);
  const { progress, sending, start } = useQueuedJob(QualityQueue.Report, { success: 'quality.report.success', fail: 'quality.report.failed', separator: ': ' });
  const reportId = progress?.state === 'completed' ? Number(new URLSearchParams(progress.downloadUrl?.split('?')[1] ?? '').get('ReportID')) || null : null;

  const valid = selected.length > 0 && period.valid;
  const submit = () => start(() => generateReport({ ...qualityReportRange(period.span), CallAgents: selected, PerAgent: perAgent, Language: language }));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="quality.report.title" />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <PeriodFields period={period} testIdPrefix="report" />
            <FormControlLabel
              control={<Checkbox checked={perAgent} onChange={(event) => setPerAgent(event.target.checked)} />}
              label={translate('quality.report.per_agent')}
            />
          </Box>
          <AgentPicker agents={agents ?? []} value={selected} onChange={setSelected} testId="report-agents" />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={() => void submit()} disabled={!valid || sending || progress?.state === 'active'} data-testid="report-submit">
              {translate('quality.report.submit')}
            </Button>
            {reportId ? (
              <>
                <Button
                  variant="outlined"
                  onClick={() =>
                    void downloadReport(reportId, translate('quality.report.title')).catch((error: Error) => notify(error.message, { type: 'error' }))
                  }
                  data-testid="report-download"
                >
                  {translate('quality.report.download')}
                </Button>
                <Link component={RouterLink} to="/report_list">
                  {translate('quality.menu.reports')}
                </Link>
              </>
            ) : null}
          </Box>
          <JobProgressLine progress={progress} testId="report-progress" />
        </Stack>
      </CardContent>
    </Card>
  );
}
