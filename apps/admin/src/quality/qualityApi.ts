/** Quality's calls beyond the crud kit (spec part 1 section 7), typed with the wire contracts. */
import {
  QualityRoutes,
  type ExcludedAgent,
  type GenerateEvaluationsRequest,
  type GenerateReportRequest,
  type JobQueued,
  type QualityAgent,
  type QualityCallCustomer,
  type QualitySummary,
} from '@backoffice/contracts';
import { apiUrl, callApi } from '../providers/http';
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
