import { describe, expect, it } from '@jest/globals';
import { PDFParse } from 'pdf-parse';
import { pdfOf, type ReportHeading } from './report-attachments.js';
import { valueAxis } from './report-chart-pdf.js';
import type { ReportChart, ReportTable } from './scheduled-reports.js';

const heading: ReportHeading = {
  title: 'Warteschlangen-Intervalle',
  fileStem: 'Queue intervals',
  customerName: 'Alpine Assist GmbH',
  firstDay: '2026-03-23',
  lastDay: '2026-03-29',
  generatedAt: '2026-03-30 07:00',
  language: 'de',
};

const profile: ReportChart = {
  title: 'Der durchschnittliche Tag: Anrufe je Stunde',
  direction: 'vertical',
  categories: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
  series: [
    { label: 'Angenommen', colour: '#005e84', values: Array.from({ length: 24 }, (_, hour) => (hour >= 8 && hour < 18 ? 12.5 : 0)) },
    { label: 'Abgebrochen', colour: '#e57373', values: Array.from({ length: 24 }, (_, hour) => (hour === 10 ? 3 : 0)) },
  ],
};

const pages = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).pages.map((page) => page.text);

describe('the PDF of a scheduled report', () => {
  it('draws the chart before the tables: its title, legend, hours and value axis, then the tables on a page of their own', async () => {
    const table: ReportTable = { name: 'queue-intervals', headers: ['interval', 'offered'], rows: [['2026-03-23 08:00', 12]], truncated: false };
    const [first, second, ...rest] = await pages(await pdfOf(heading, [table], [profile]));
    expect(rest).toEqual([]);
    for (const text of ['Warteschlangen-Intervalle', 'Der durchschnittliche Tag: Anrufe je Stunde', 'Angenommen', 'Abgebrochen', '00:00', '23:00', '0', '20'])
      expect(first).toContain(text);
    expect(second).toContain('2026-03-23 08:00');
  });

  it('draws one bar per agent over as many pages as they need, each page with its axis', async () => {
    const agents = Array.from({ length: 60 }, (_, index) => `Agent ${index + 1}`);
    const shares: ReportChart = {
      title: 'Anteil an der angemeldeten Zeit je Tätigkeit',
      direction: 'horizontal',
      categories: agents,
      series: [
        { label: 'Call', colour: '#005e84', values: agents.map(() => 60) },
        { label: 'Leerzeit', colour: '#b0bec5', values: agents.map(() => 40) },
      ],
      max: 100,
      unit: '%',
    };
    const texts = await pages(await pdfOf({ ...heading, title: 'Agentenproduktivität' }, [], [shares]));
    expect(texts.length).toBeGreaterThan(1);
    for (const agent of agents) expect(texts.join('\n')).toContain(agent);
    for (const text of texts) expect(text).toContain('100%');
  });

  it('says in the schedule’s language that a table has no rows', async () => {
    const empty: ReportTable = { name: 'call-log', headers: ['zeit'], rows: [], truncated: false };
    expect((await pages(await pdfOf(heading, [empty]))).join('\n')).toContain('Keine Zeilen in diesem Zeitraum.');
    expect((await pages(await pdfOf({ ...heading, language: 'en' }, [empty]))).join('\n')).toContain('No rows in this range.');
  });

  it('ends the value axis at a round step over the highest stack, or at the chart’s own end', () => {
    expect(valueAxis(profile)).toEqual({ end: 20, step: 5 });
    expect(valueAxis({ ...profile, series: [{ label: 'x', colour: '#000000', values: [0.9] }] })).toEqual({ end: 1, step: 0.5 });
    expect(valueAxis({ ...profile, series: [{ label: 'x', colour: '#000000', values: [0] }] })).toEqual({ end: 1, step: 0.25 });
    expect(valueAxis({ ...profile, max: 100 })).toEqual({ end: 100, step: 25 });
  });
});
