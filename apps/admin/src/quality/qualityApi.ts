/** Quality's calls beyond the crud kit (spec part 1 section 7), typed with the wire contracts. */
import {
  QualityCalls,
  QualityResources,
  type CallEvaluation,
  type CallEvaluationSave,
  type GenerateEvaluationsRequest,
  type GenerateReportRequest,
  type QualityAgent,
  type Scorecard,
} from '@backoffice/contracts';
import { api, crudApi } from '../providers/api';
import { downloadFile } from '../shared/downloads';

export const listAgents = () => api.quality.listAgents({});
export const listCallCustomers = () => api.quality.listCustomers({});
export const listExcludedAgents = () => api.quality.listExcludedAgents({});
export const saveExcludedAgents = (Agents: number[]) => api.quality.saveExcludedAgents({ Agents });
export const generateEvaluations = (request: GenerateEvaluationsRequest) => api.quality.generateEvaluations(request);
export const generateReport = (request: GenerateReportRequest) => api.quality.generateReport(request);
export const archiveReport = (ReportID: number) => api.quality.archiveReport({ ReportID });
export const bulkArchiveReports = (ReportIDs: number[]) => api.quality.bulkArchiveReports({ ReportIDs });
export const qualitySummary = () => api.quality.summary({});
export const saveEvaluation = (evaluation: CallEvaluationSave) => crudApi<CallEvaluation>(QualityResources.evaluations).save({ ...evaluation });
/** The whole evaluation: its answers and the form version they belong to (lists leave them out). */
export const loadEvaluation = (CallEvaluationID: number) => crudApi<CallEvaluation>(QualityResources.evaluations).load({ CallEvaluationID });
/** The customer's forms with their current questions, for the evaluate dialog's choice. */
export const listScorecards = () =>
  crudApi<Scorecard>(QualityResources.scorecards).list({ limit: 1000, offset: 0, order: [{ field: 'Name', direction: 'asc' }] });

/** "Firstname Lastname (username)" of an agent, for pickers. */
export function agentLabel(agent: QualityAgent): string {
  const name = `${agent.FirstName} ${agent.LastName}`.trim();
  const username = agent.CallcenterUser[0]?.Username;
  return username ? `${name} (${username})` : name;
}

/** A report's PDF through the downloads menu, saved under the server's file name. */
export function downloadReport(reportId: number, label: string) {
  return downloadFile(QualityCalls.downloadReport.path, { label, params: { ReportID: reportId, Mode: 'direct' }, fallbackName: `report-${reportId}.pdf` });
}

/** A call's recording saved through the downloads menu. */
export function downloadAudio(callId: number, label: string) {
  return downloadFile(QualityCalls.downloadAudio.path, { label, params: { CallID: callId, Mode: 'download' }, fallbackName: `call-${callId}.wav` });
}

/** The recording's URL as the audio element's source (GET authenticates with ?Token=; Range lets it stream and seek). */
export function evaluationAudioUrl(callId: number): string {
  return api.quality.downloadAudio({ CallID: callId, Mode: 'stream' });
}
