import type { EvaluationStatus, ReportLanguage } from '@backoffice/contracts';

/** The quality report PDF's own texts, in each language the admin offers (the requester's at the time). */
export interface ReportPdfLabels {
  title: string;
  period: string;
  createdBy: string;
  createdAt: string;
  agents: (count: number) => string;
  evaluatedCalls: string;
  perfectCalls: (perfect: number, total: number, rate: string) => string;
  totals: string;
  perfectCallDefinition: string;
  allAgents: string;
  sectionScores: string;
  scoreDefinition: string;
  yes: string;
  no: string;
  status: Record<EvaluationStatus, string>;
  columns: {
    date: string;
    number: string;
    status: string;
    issues: string;
    typo: string;
    comment: string;
    agent: string;
    perfect: string;
    total: string;
    rate: string;
    score: string;
    averageScore: string;
    section: string;
    scored: string;
  };
}

export const REPORT_PDF_LABELS: Record<ReportLanguage, ReportPdfLabels> = {
  en: {
    title: 'Quality report',
    period: 'Period: ',
    createdBy: 'Created by: ',
    createdAt: 'Created at: ',
    agents: (count) => `Agents (${count})`,
    evaluatedCalls: 'Evaluated calls',
    perfectCalls: (perfect, total, rate) => `Perfect calls: ${perfect} of ${total} (${rate})`,
    totals: 'Totals',
    perfectCallDefinition: 'A perfect call is an evaluated call without any issue and without typo mistake.',
    allAgents: 'All agents',
    sectionScores: 'Average score per section',
    scoreDefinition: 'Scores of calls scored on a scorecard: weights applied, N/A left out, 0 when a critical question failed.',
    yes: 'Yes',
    no: 'No',
    status: { evaluated: 'Evaluated', not_evaluated: 'Not evaluated', in_progress: 'In progress' },
    columns: {
      date: 'Date',
      number: 'Number',
      status: 'Status',
      issues: 'Issues',
      typo: 'Typo',
      comment: 'Comment',
      agent: 'Agent',
      perfect: 'Perfect',
      total: 'Total',
      rate: 'Rate',
      score: 'Score',
      averageScore: 'Avg. score',
      section: 'Section',
      scored: 'Scored calls',
    },
  },
  de: {
    title: 'Qualitätsbericht',
    period: 'Zeitraum: ',
    createdBy: 'Erstellt von: ',
    createdAt: 'Erstellt am: ',
    agents: (count) => `Agenten (${count})`,
    evaluatedCalls: 'Bewertete Anrufe',
    perfectCalls: (perfect, total, rate) => `Perfekte Anrufe: ${perfect} von ${total} (${rate})`,
    totals: 'Summen',
    perfectCallDefinition: 'Ein perfekter Anruf ist ein bewerteter Anruf ohne Problem und ohne Tippfehler.',
    allAgents: 'Alle Agenten',
    sectionScores: 'Durchschnittliche Bewertung je Abschnitt',
    scoreDefinition: 'Bewertungen der mit einem Bewertungsbogen bewerteten Anrufe: gewichtet, N/A ausgenommen, 0 bei einer nicht erfüllten kritischen Frage.',
    yes: 'Ja',
    no: 'Nein',
    status: { evaluated: 'Bewertet', not_evaluated: 'Nicht bewertet', in_progress: 'In Bearbeitung' },
    columns: {
      date: 'Datum',
      number: 'Nummer',
      status: 'Status',
      issues: 'Probleme',
      typo: 'Tippfehler',
      comment: 'Kommentar',
      agent: 'Agent',
      perfect: 'Perfekt',
      total: 'Gesamt',
      rate: 'Quote',
      score: 'Wertung',
      averageScore: 'Ø Wertung',
      section: 'Abschnitt',
      scored: 'Bewertete Anrufe',
    },
  },
};
