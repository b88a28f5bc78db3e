import { describe, expect, it } from '@jest/globals';
import type { Readable } from 'node:stream';
import type { ReportLanguage } from '@backoffice/contracts';
import { PDFParse } from 'pdf-parse';
import { renderReportPdf, type ReportLine } from './report-pdf.js';

type Scored = Pick<ReportLine, 'score' | 'sectionScores'>;
const UNSCORED: Scored = { score: null, sectionScores: [] };

async function pdfText(names: string[], comment: string, language: ReportLanguage = 'en', scored: Scored[] = []): Promise<string> {
  async function* lines(): AsyncIterable<ReportLine> {
    for (const [index, name] of names.entries()) {
      yield {
        agentId: index,
        agentName: name,
        time: '2026.11.20 10:15',
        number: '+436641234567',
        status: 'evaluated',
        issues: ['Begrüßung fehlt'],
        typoMistake: false,
        comment,
        ...(scored[index] ?? UNSCORED),
      };
    }
  }
  const chunks: Buffer[] = [];
  const header = {
    customerName: 'Alpine Assist GmbH',
    periodFrom: '2026.11.16',
    periodTo: '2026.11.22',
    agents: names,
    creator: 'Zoë Kovač (quality)',
    createdAt: '2026.11.27 10:00',
    perAgent: true,
    language,
  };
  await renderReportPdf(
    header,
    lines(),
    (pdf: Readable) =>
      new Promise((resolve, reject) =>
        pdf
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', resolve)
          .on('error', reject),
      ),
  );
  return (await new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }).getText()).text;
}

describe('the quality report PDF', () => {
  it('writes names and comments of every Latin script and beyond, not only Windows-1252', async () => {
    const names = ['Šimić Dragana', 'Łukasz Wróbel', 'Dvořák Tomáš', 'Ελένη Παπαδοπούλου', 'Юлия Смирнова', 'Çelik Ayşe'];
    const text = await pdfText(names, 'Rückruf – ő ű ț ș');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Created by: Zoë Kovač (quality)');
    expect(text).toContain('Begrüßung fehlt');
    expect(text).toContain('Rückruf – ő ű ț ș');
    expect(text).toContain('Perfect calls: 0 of 6');
  });

  it('states the average score per agent and per scorecard section; unscored calls are left out', async () => {
    const text = await pdfText(['Anna Huber', 'Ben Berger', 'Carl Czerny'], 'ok', 'en', [
      {
        score: 80,
        sectionScores: [
          { Name: 'Greeting', Score: 100 },
          { Name: 'Solution', Score: 70 },
        ],
      },
      {
        score: 0,
        sectionScores: [
          { Name: 'Greeting', Score: 50 },
          { Name: 'Solution', Score: null },
        ],
      },
    ]);
    expect(text).toContain('Anna Huber 0 1 0.0 % 80.0 %');
    expect(text).toContain('Ben Berger 0 1 0.0 % 0.0 %');
    expect(text).toContain('Carl Czerny 0 1 0.0 % –');
    expect(text).toContain('All agents 0 3 0.0 % 40.0 %');
    expect(text).toContain('Average score per section');
    expect(text).toContain('Greeting 2 75.0 %');
    expect(text).toContain('Solution 1 70.0 %');
  });

  it("is written in the requester's language", async () => {
    const text = await pdfText(['Anna Huber'], 'Gut gemacht', 'de');
    expect(text).toContain('Qualitätsbericht');
    expect(text).toContain('Zeitraum: 2026.11.16 – 2026.11.22');
    expect(text).toContain('Erstellt von: Zoë Kovač (quality)');
    expect(text).toContain('Perfekte Anrufe: 0 von 1');
    expect(text).toContain('Alle Agenten 0 1');
    expect(text).not.toContain('Perfect calls');
  });
});
