/**
 * A mailed report's files: a CSV per table (UTF-8 with BOM, RFC 4180, formula cells neutralised,
 * as the CSV downloads) or one PDF of the report's charts and every table (pdfkit, DejaVu Sans for
 * every Latin script), in the schedule's language.
 */
import { createRequire } from 'node:module';
import type { ReportLanguage, ScheduleFormat } from '@backoffice/contracts';
import { neutraliseSpreadsheetCell } from '@backoffice/domain';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { serverMessage } from '../../platform/i18n/server-messages.js';
import { drawChart } from './report-chart-pdf.js';
import { MAX_MAILED_ROWS, type ReportChart, type ReportTable } from './scheduled-reports.js';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface ReportHeading {
  /** In the schedule's language. */
  title: string;
  /** The title in English: names the PDF file. */
  fileStem: string;
  customerName: string;
  /** The range's first and last day (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  /** YYYY-MM-DD HH:mm on the customer's clock. */
  generatedAt: string;
  /** The PDF's own words (no rows, rows cut). */
  language: ReportLanguage;
}

/** What a report mails: its tables, and the charts its screen draws (PDF only: a CSV carries none). */
export interface ReportContent {
  tables: ReportTable[];
  charts: ReportChart[];
}

/** `call-log_2026-03-23_2026-03-29`: the table (or report) and its days. */
const baseName = (name: string, heading: ReportHeading) => `${name}_${heading.firstDay}_${heading.lastDay}`;
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export async function reportAttachments(format: ScheduleFormat, heading: ReportHeading, { tables, charts }: ReportContent): Promise<Attachment[]> {
  if (format === 'csv') {
    return tables.map((table) => ({ filename: `${baseName(table.name, heading)}.csv`, content: csvOf(table), contentType: 'text/csv; charset=utf-8' }));
  }
  return [pdfAttachment(heading, await pdfOf(heading, tables, charts))];
}

/** A report's own PDF (the quality report), named like the PDF of the tables. */
export function pdfAttachment(heading: ReportHeading, content: Buffer): Attachment {
  return { filename: `${baseName(slug(heading.fileStem), heading)}.pdf`, content, contentType: 'application/pdf' };
}

function csvOf(table: ReportTable): Buffer {
  const cell = (value: unknown) => (typeof value === 'string' ? neutraliseSpreadsheetCell(value) : (value ?? ''));
  return Buffer.from(stringify([table.headers.map(cell), ...table.rows.map((row) => row.map(cell))], { bom: true }), 'utf8');
}

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const MARGIN = 36;
const FONT_SIZE = 7;
const MIN_FONT_SIZE = 4.5;
const PADDING = 2;

/** The charts, then the tables one after another on landscape A4 pages, the header row repeated on every page. */
export function pdfOf(heading: ReportHeading, tables: ReportTable[], charts: ReportChart[] = []): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${heading.title} ${heading.firstDay} – ${heading.lastDay}` },
  });
  pdf.registerFont('body', fontFile('DejaVuSans.ttf'));
  pdf.registerFont('bold', fontFile('DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  pdf.font('bold').fontSize(14).text(heading.title);
  pdf.font('body').fontSize(9).text(`${heading.customerName} · ${heading.firstDay} – ${heading.lastDay} · ${heading.generatedAt}`);
  pdf.moveDown();
  for (const chart of charts) drawChart(pdf, chart, MARGIN, width, MARGIN);
  // The tables begin on a page of their own after a chart.
  if (charts.length > 0 && tables.length > 0) pdf.addPage();

  for (const table of tables) {
    if (tables.length > 1) pdf.font('bold').fontSize(10).text(table.name).moveDown(0.3);
    const { widths, fontSize } = columnLayout(pdf, table, width);
    const rowHeight = fontSize + 2 * PADDING + 2;
    const drawRow = (cells: unknown[], font: 'body' | 'bold') => {
      if (pdf.y + rowHeight > pdf.page.height - MARGIN) {
        pdf.addPage();
        if (font === 'body') drawRow(table.headers, 'bold');
      }
      const y = pdf.y;
      let x = MARGIN;
      pdf.font(font).fontSize(fontSize);
      cells.forEach((value, index) => {
        const cell = value === null || value === undefined ? '' : String(value);
        // One line per cell: what does not fit ends in an ellipsis.
        pdf.text(cell, x + PADDING, y + PADDING, { width: widths[index] - 2 * PADDING, height: fontSize + 1, ellipsis: true });
        x += widths[index];
      });
      pdf
        .moveTo(MARGIN, y + rowHeight)
        .lineTo(MARGIN + width, y + rowHeight)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
      pdf.x = MARGIN;
      pdf.y = y + rowHeight;
    };
    drawRow(table.headers, 'bold');
    for (const row of table.rows) drawRow(row, 'body');
    if (table.rows.length === 0)
      pdf
        .font('body')
        .fontSize(fontSize)
        .text(serverMessage(heading.language, 'schedule.pdf.no_rows'), MARGIN, pdf.y + PADDING);
    if (table.truncated)
      pdf
        .font('body')
        .fontSize(fontSize)
        .text(serverMessage(heading.language, 'schedule.pdf.truncated', { Rows: MAX_MAILED_ROWS }), MARGIN, pdf.y + PADDING);
    pdf.x = MARGIN;
    pdf.moveDown();
  }
  pdf.end();
  return done;
}

/**
 * Each column as wide as its widest text among the header and the first rows; a table wider than
 * the page is set in a smaller font (down to MIN_FONT_SIZE), then its columns shrink to fit.
 */
function columnLayout(pdf: PDFKit.PDFDocument, table: ReportTable, width: number): { widths: number[]; fontSize: number } {
  const sample = table.rows.slice(0, 200);
  pdf.fontSize(FONT_SIZE);
  const texts = table.headers.map((header, index) => {
    pdf.font('bold');
    let widest = pdf.widthOfString(header);
    pdf.font('body');
    for (const row of sample) widest = Math.max(widest, pdf.widthOfString(String(row[index] ?? '')));
    return Math.min(widest, 200);
  });
  // Padding and a point of slack per cell stay; the text's share scales with the font.
  const fixed = texts.length * (2 * PADDING + 1);
  const textTotal = texts.reduce((sum, text) => sum + text, 0);
  const fontSize = Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, (FONT_SIZE * (width - fixed)) / textTotal));
  const fitted = texts.map((text) => (text * fontSize) / FONT_SIZE + 2 * PADDING + 1);
  const fittedTotal = fitted.reduce((sum, columnWidth) => sum + columnWidth, 0);
  // Spread what is left over the columns, or shrink them when even the smallest font is too wide.
  return { widths: fitted.map((columnWidth) => (columnWidth * width) / fittedTotal), fontSize };
}
