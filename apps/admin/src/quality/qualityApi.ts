/** Quality's calls beyond the crud kit (spec part 1 section 7), typed with the wire contracts. */
import { useEffect, useState } from 'react';
import {
  QualityQueue,
  QualityRoutes,
  type ExcludedAgent,
  type GenerateEvaluationsRequest,
  type GenerateReportRequest,
  type JobProgress,
  type JobQueued,
  type QualityAgent,
  type QualityCallCustomer,
  type QualitySummary,
} from '@backoffice/contracts';
import { apiUrl, callApi } from '../providers/http';
import { onJobProgress } from '../realtime/socket';
import { downloadFile } from '../shared/downloads';

export const listAgents = () => callApi<QualityAgent[]>(QualityRoutes.listAgents);
export const listCallCustomers = () => callApi<QualityCallCustomer[]>(QualityRoutes.listCustomers);
export const listExcludedAgents = () => callApi<ExcludedAgent[]>(QualityRoutes.listExcludedAgents);
export const saveExcludedAgents = (Agents: number[]) => callApi<ExcludedAgent[]>(QualityRoutes.saveExcludedAgents, { Agents });
export const generateEvaluations = (request: GenerateEvaluationsRequest) => callApi<JobQueued>(QualityRoutes.generateEvaluations, request);
export const generateReport = (request: GenerateReportRequest) => callApi<JobQueued>(QualityRoutes.generateReport, request);
export const archiveReport = (ReportID: number) => callApi(QualityRoutes.archiveReport, { ReportID });
export const bulkArchiveReports = (ReportIDs: number[]) => callApi(QualityRoutes.bulkArchiveReports, { ReportIDs });
export const qualitySummary = () => callApi<QualitySummary>(QualityRoutes.summary);

/** "Firstname Lastname (username)" of an agent, for pickers. */
export function agentLabel(agent: QualityAgent): string {
  const name = `${agent.FirstName} ${agent.LastName}`.trim();
  const username = agent.CallcenterUser[0]?.Username;
  return username ? `${name} (${username})` : name;
}

/** A report's PDF through the downloads menu, saved under the server's file name. */
export function downloadReport(reportId: number, label: string) {
  return downloadFile(QualityRoutes.downloadReport, { label, params: { ReportID: reportId, Mode: 'direct' }, fallbackName: `report-${reportId}.pdf` });
}

/** A call's recording saved through the downloads menu. */
export function downloadAudio(callId: number, label: string) {
  return downloadFile(QualityRoutes.downloadAudio, { label, params: { CallID: callId, Mode: 'download' }, fallbackName: `call-${callId}.wav` });
}

/** The recording's URL as the audio element's source (GET authenticates with ?Token=; Range lets it stream and seek). */
export function evaluationAudioUrl(callId: number, token: string | null): string {
  const query = new URLSearchParams({ CallID: String(callId), Mode: 'stream', ...(token ? { Token: token } : {}) });
  return `${apiUrl(QualityRoutes.downloadAudio)}?${query}`;
}

/**
 * The latest progress of one job of a Quality queue, as the server relays it to the requester.
 * Updates are kept from mount on, so a job that finishes before its id is known (small jobs can
 * finish before their HTTP answer arrives) is not missed; only updates from `since` on count, so
 * a finished earlier run of the same job id (the same request asked again) is not taken for this
 * one. The completed update keeps the last message (the job's own summary).
 */
export function useJobProgress(queue: (typeof QualityQueue)[keyof typeof QualityQueue], jobId: string | null, since: number): JobProgress | null {
  const [updates, setUpdates] = useState<Record<string, JobProgress & { at: number }>>({});
  useEffect(
    () =>
      onJobProgress((update) => {
        if (update.queue !== queue) return;
        setUpdates((current) => {
          const previous = current[update.jobId];
          const message = update.message ?? (previous && update.state !== 'active' ? previous.message : undefined);
          return { ...current, [update.jobId]: { ...update, message, at: Date.now() } };
        });
      }),
    [queue],
  );
  const latest = jobId ? updates[jobId] : undefined;
  return latest && latest.at >= since ? latest : null;
}
