/**
 * The quality report as a PDF (pdfkit), written as the rows arrive so no report is ever held
 * whole in memory: a title page (period, agents, creator), the calls (per agent with a subtotal,
 * or one list), and the totals with the perfect calls over all calls, the average score per agent
 * and per scorecard section (issue 25: sections of the same name on any form are averaged together).
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { EvaluationStatus, ReportLanguage } from '@backoffice/contracts';
import { addScore, addToTotals, averageScore, NO_SCORES, perfectRate, type ReportTotals, type ScoreAverage } from '@backoffice/domain';
import PDFDocument from 'pdfkit';
import { REPORT_PDF_LABELS, type ReportPdfLabels } from './report-pdf.labels.js';

export interface ReportHeader {
  customerName: string;
  /** YYYY.MM.DD */
  periodFrom: string;
  periodTo: string;
  agents: string[];
  creator: string;
  /** YYYY.MM.DD HH:mm */
  createdAt: string;
  perAgent: boolean;
  /** The requester's language at the time. */
  language: ReportLanguage;
}

export interface ReportLine {
  agentId: number;
  agentName: string;
  /** YYYY.MM.DD HH:mm */
  time: string;
  number: string;
  status: EvaluationStatus;
  issues: string[];
  typoMistake: boolean;
  comment: string;
  /** 0-100; null: not scored on a scorecard. */
  score: number | null;
  sectionScores: { Name: string; Score: number | null }[];
}

export interface RenderedReport {
  totals: ReportTotals;
  /** The average score of the scored calls (null: none scored). */
  averageScore: number | null;
  agents: { name: string; totals: ReportTotals; averageScore: number | null }[];
  sections: { name: string; averageScore: number | null; scored: number }[];
}

/**
 * DejaVu Sans, embedded (only the glyphs used): agents', customers' and issue names and comments
 * come in every Latin script a call centre meets (Šimić, Łukasz, Dvořák) and beyond, which the
 * PDF standard fonts (Windows-1252 only) cannot draw.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
const REGULAR = 'body';
const BOLD = 'body-bold';

const MARGIN = 40;
const FONT_SIZE = 8.5;
const CELL_PADDING = 3;

interface Column {
  header: string;
  width: number;
  value(line: ReportLine): string;
}

const columns = (perAgent: boolean, labels: ReportPdfLabels): Column[] => {
  const common: Column[] = [
    { header: labels.columns.date, width: perAgent ? 80 : 68, value: (line) => line.time },
    { header: labels.columns.number, width: perAgent ? 80 : 70, value: (line) => line.number },
    { header: labels.columns.status, width: perAgent ? 62 : 58, value: (line) => labels.status[line.status] },
    { header: labels.columns.issues, width: perAgent ? 118 : 96, value: (line) => line.issues.join(', ') },
    { header: labels.columns.typo, width: 32, value: (line) => (line.typoMistake ? labels.yes : labels.no) },
    { header: labels.columns.score, width: 36, value: (line) => score(line.score) },
    { header: labels.columns.comment, width: perAgent ? 107 : 77, value: (line) => line.comment },
  ];
  return perAgent ? common : [{ header: labels.columns.agent, width: 78, value: (line) => line.agentName }, ...common];
};

const rate = (totals: ReportTotals) => {
  const value = perfectRate(totals);
  return value === null ? '–' : `${value.toFixed(1)} %`;
};

const score = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} %`);

/**
 * Renders the report into `write` (which consumes the PDF stream, e.g. into the storage) and
 * answers the totals. `onLine` is told after every written call (progress).
 */
export async function renderReportPdf(
  header: ReportHeader,
  lines: AsyncIterable<ReportLine>,
  write: (pdf: Readable) => Promise<void>,
  onLine: (written: number) => Promise<void> | void = () => undefined,
): Promise<RenderedReport> {
  const labels = REPORT_PDF_LABELS[header.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${labels.title} ${header.periodFrom} – ${header.periodTo}`, Author: header.creator, Creator: 'Call centre back office' },
  });
  doc.registerFont(REGULAR, FONTS.regular);
  doc.registerFont(BOLD, FONTS.bold);
  const writing = write(doc as unknown as Readable);
  try {
    const bottom = () => doc.page.height - MARGIN;
    const table = columns(header.perAgent, labels);
    const tableWidth = table.reduce((sum, column) => sum + column.width, 0);

    const cells = (values: string[], bold: boolean) => {
      doc.font(bold ? BOLD : REGULAR).fontSize(FONT_SIZE);
      const height = Math.max(...values.map((value, i) => doc.heightOfString(value || ' ', { width: table[i].width - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
      if (doc.y + height > bottom()) {
        doc.addPage();
        if (!bold) drawHeaderRow();
      }
      const top = doc.y;
      let x = MARGIN;
      values.forEach((value, i) => {
        doc.text(value, x + CELL_PADDING, top + CELL_PADDING, { width: table[i].width - 2 * CELL_PADDING });
        x += table[i].width;
      });
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + tableWidth, top + height)
        .lineWidth(0.3)
        .strokeColor('#999999')
        .stroke();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    const drawHeaderRow = () =>
      cells(
        table.map((column) => column.header),
        true,
      );

    // Title page.
    doc.font(BOLD).fontSize(22).text(labels.title, { align: 'left' });
    doc.moveDown(0.5).font(REGULAR).fontSize(12).text(header.customerName);
    doc.moveDown(1.5).fontSize(11);
    doc.font(BOLD).text(labels.period, { continued: true }).font(REGULAR).text(`${header.periodFrom} – ${header.periodTo}`);
    doc.font(BOLD).text(labels.createdBy, { continued: true }).font(REGULAR).text(header.creator);
    doc.font(BOLD).text(labels.createdAt, { continued: true }).font(REGULAR).text(header.createdAt);
    doc.moveDown(1).font(BOLD).text(labels.agents(header.agents.length));
    doc.font(REGULAR).fontSize(10).text(header.agents.join(', '), { width: tableWidth });

    let totals: ReportTotals = { perfect: 0, total: 0 };
    let scores: ScoreAverage = NO_SCORES;
    const bySection = new Map<string, ScoreAverage>();
    const byAgent = new Map<number, { name: string; totals: ReportTotals; scores: ScoreAverage }>();
    let section: number | null = null;
    const closeSection = () => {
      const agent = section === null ? undefined : byAgent.get(section);
      if (!agent) return;
      doc.moveDown(0.4).font(BOLD).fontSize(9);
      doc.text(labels.perfectCalls(agent.totals.perfect, agent.totals.total, rate(agent.totals)), MARGIN);
      doc.moveDown(1);
    };

    doc.addPage();
    if (!header.perAgent) {
      doc.font(BOLD).fontSize(14).text(labels.evaluatedCalls);
      doc.moveDown(0.5);
      drawHeaderRow();
    }
    let written = 0;
    for await (const line of lines) {
      if (header.perAgent && section !== line.agentId) {
        closeSection();
        section = line.agentId;
        if (doc.y + 80 > bottom()) doc.addPage();
        doc.font(BOLD).fontSize(13).text(line.agentName, MARGIN);
        doc.moveDown(0.3);
        drawHeaderRow();
      }
      const agent = byAgent.get(line.agentId) ?? { name: line.agentName, totals: { perfect: 0, total: 0 }, scores: NO_SCORES };
      const call = { status: line.status, issueCount: line.issues.length, typoMistake: line.typoMistake };
      agent.totals = addToTotals(agent.totals, call);
      agent.scores = addScore(agent.scores, line.score);
      byAgent.set(line.agentId, agent);
      totals = addToTotals(totals, call);
      scores = addScore(scores, line.score);
      for (const section of line.sectionScores) bySection.set(section.Name, addScore(bySection.get(section.Name) ?? NO_SCORES, section.Score));
      cells(
        table.map((column) => column.value(line)),
        false,
      );
      written++;
      await onLine(written);
    }
    if (header.perAgent) closeSection();
    const perAgent = [...byAgent.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((agent) => ({ name: agent.name, totals: agent.totals, averageScore: averageScore(agent.scores) }));
    const sections = [...bySection.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, average]) => ({ name, averageScore: averageScore(average), scored: average.count }));

    // Totals.
    doc.addPage();
    doc.font(BOLD).fontSize(16).text(labels.totals, MARGIN);
    doc
      .moveDown(0.5)
      .fontSize(12)
      .text(labels.perfectCalls(totals.perfect, totals.total, rate(totals)));
    doc.moveDown(0.3).font(REGULAR).fontSize(9).text(labels.perfectCallDefinition);
    doc.moveDown(1);
    const summary: Column[] = [
      { header: labels.columns.agent, width: 215, value: () => '' },
      { header: labels.columns.perfect, width: 70, value: () => '' },
      { header: labels.columns.total, width: 70, value: () => '' },
      { header: labels.columns.rate, width: 80, value: () => '' },
      { header: labels.columns.averageScore, width: 80, value: () => '' },
    ];
    table.splice(0, table.length, ...summary);
    drawHeaderRow();
    for (const agent of perAgent)
      cells([agent.name, String(agent.totals.perfect), String(agent.totals.total), rate(agent.totals), score(agent.averageScore)], false);
    const overall = averageScore(scores);
    cells([labels.allAgents, String(totals.perfect), String(totals.total), rate(totals), score(overall)], true);

    // Average score per scorecard section.
    if (sections.length > 0) {
      doc.moveDown(1.5).font(BOLD).fontSize(14).text(labels.sectionScores, MARGIN);
      doc.moveDown(0.3).font(REGULAR).fontSize(9).text(labels.scoreDefinition);
      doc.moveDown(0.5);
      const sectionTable: Column[] = [
        { header: labels.columns.section, width: 295, value: () => '' },
        { header: labels.columns.scored, width: 100, value: () => '' },
        { header: labels.columns.averageScore, width: 120, value: () => '' },
      ];
      table.splice(0, table.length, ...sectionTable);
      drawHeaderRow();
      for (const section of sections) cells([section.name, String(section.scored), score(section.averageScore)], false);
    }
    doc.end();
    await writing;
    return { totals, averageScore: overall, agents: perAgent, sections };
  } catch (error) {
    doc.end();
    await writing.catch(() => undefined);
    throw error;
  }
}
