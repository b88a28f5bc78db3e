import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  crudCalls,
  ErrorCode,
  Permission,
  QualityCalls,
  QualityResources,
  type CallEvaluation,
  type Scorecard,
  type ScorecardAnswer,
} from '@backoffice/contracts';
import { PDFParse } from 'pdf-parse';
import { DataSource } from 'typeorm';
import { SERVER_MESSAGES } from '../src/platform/i18n/server-messages.js';
import { StorageService } from '../src/platform/storage/storage.service.js';
import { DEMO_SCORECARD_NAME, seedQualityDemo } from '../src/quality/seed/quality-demo.seed.js';
import { seedTelephonyDemo } from '../src/telephony/seed/telephony-demo.seed.js';
import { customerIdByName, dataOf, userWith } from './support/core-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const P = Permission;
const NOW = new Date('2026-03-13T17:00:00Z');
const SCORECARDS = crudCalls(QualityResources.scorecards);
const EVALUATIONS = crudCalls(QualityResources.evaluations);
const REPORTS = crudCalls(QualityResources.reports);

const FORM = {
  Name: 'Outbound sales',
  Sections: [
    {
      Name: 'Opening',
      Questions: [
        { Text: 'States the purpose', Weight: 20, AnswerType: 'yes_no_na', Critical: false },
        { Text: 'Asks for consent', Weight: 0, AnswerType: 'yes_no_na', Critical: true },
      ],
    },
    { Name: 'Pitch', Questions: [{ Text: 'Explains the offer', Weight: 60, AnswerType: 'scale_1_5', Critical: false }] },
    { Name: 'Close', Questions: [{ Text: 'Summarises', Weight: 20, AnswerType: 'yes_no_na', Critical: false }] },
  ],
};

const questionIds = (card: Pick<Scorecard, 'Sections'>) => card.Sections.flatMap((section) => section.Questions.map((question) => question.QuestionID!));
/** Answers in the form's order; bad values are sent as they are (the server must refuse them). */
const answersTo = (card: Pick<Scorecard, 'Sections'>, ...values: unknown[]): ScorecardAnswer[] =>
  questionIds(card).map((QuestionID, index) => ({ QuestionID, Answer: values[index] as ScorecardAnswer['Answer'] }));

describe('Quality scorecards', () => {
  let t: TestApp;
  let admin: string;
  let quality: string;
  let alpine: number;
  let nordlicht: number;
  let open: number[];
  let card: Scorecard;

  const path = (declaration: { path: string }) => `/${declaration.path}`;
  const snapshot = () =>
    t.query(`SELECT (SELECT count(*) FROM quality.scorecards) AS cards, (SELECT count(*) FROM quality.scorecard_versions) AS versions,
                    (SELECT count(*) FROM quality.scorecard_questions) AS questions, (SELECT count(*) FROM quality.evaluation_answers) AS answers,
                    (SELECT json_agg(json_build_array(call_evaluation_id, score, scorecard_version_id, comment) ORDER BY call_evaluation_id)
                       FROM quality.call_evaluations) AS evaluations`);
  const save = (body: Record<string, unknown>, token = quality) => t.call(path(EVALUATIONS.save), body, token);
  const load = async (id: number, token = quality) => dataOf<CallEvaluation>(await t.call(path(EVALUATIONS.load), { CallEvaluationID: id }, token));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    quality = await t.login('quality');
    alpine = await customerIdByName(t, 'Alpine Assist GmbH');
    nordlicht = await customerIdByName(t, 'Nordlicht Versicherung AG');
    const dataSource = t.app.get(DataSource);
    await seedTelephonyDemo(dataSource, { customerIds: [alpine, nordlicht], days: 14, agents: 4, seed: 7, now: NOW });
    await seedQualityDemo(dataSource, t.app.get(StorageService), NOW);
    const rows = await t.query<{ call_evaluation_id: number }>(
      `SELECT call_evaluation_id FROM quality.call_evaluations WHERE customer_id = $1 AND score IS NULL ORDER BY 1`,
      [alpine],
    );
    open = rows.map((row) => row.call_evaluation_id);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('the demo seed gives each tenant a scorecard and scored evaluated calls', async () => {
    const cards = dataOf<Scorecard[]>(await t.call(path(SCORECARDS.list), {}, quality));
    expect(cards).toEqual([expect.objectContaining({ Name: DEMO_SCORECARD_NAME, Version: 1 })]);
    expect(cards[0].EvaluationCount).toBeGreaterThan(0);
    const [{ unscored }] = await t.query<{ unscored: number }>(
      `SELECT count(*)::int AS unscored FROM quality.call_evaluations WHERE status = 'evaluated' AND score IS NULL`,
    );
    expect(unscored).toBe(0);
    expect(open.length).toBeGreaterThan(4);
  });

  it('creates a form: version 1, its questions numbered, weights and types as sent', async () => {
    const created = await t.call(path(SCORECARDS.create), FORM, quality);
    expect(created.body.message).toBe('Scorecard created successfully');
    card = dataOf<Scorecard>(created);
    expect(card).toMatchObject({ Name: 'Outbound sales', Version: 1, EvaluationCount: 0 });
    expect(card.Sections.map((section) => section.Name)).toEqual(['Opening', 'Pitch', 'Close']);
    expect(card.Sections[0].Questions[1]).toEqual({
      QuestionID: expect.any(Number),
      Text: 'Asks for consent',
      Weight: 0,
      AnswerType: 'yes_no_na',
      Critical: true,
    });
    expect(questionIds(card)).toHaveLength(4);
  });

  it('refuses bad forms with a 400 naming the problem in English (German in the server i18n), storing nothing', async () => {
    const before = await snapshot();
    const zero = await t.call(
      path(SCORECARDS.create),
      { ...FORM, Sections: FORM.Sections.map((s) => ({ ...s, Questions: s.Questions.map((q) => ({ ...q, Weight: 0 })) })) },
      quality,
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Cannot create scorecard: The weights of the scorecard are all 0: at least one question must weigh more than 0.');
    expect(zero.body.code).toBe(ErrorCode.ScorecardInvalid);
    expect(zero.body.result.data).toEqual({ Problem: 'weights_zero' });
    const empty = await t.call(path(SCORECARDS.create), { ...FORM, Sections: [{ Name: 'Empty', Questions: [] }] }, quality);
    expect(empty.body.message).toBe('Cannot create scorecard: Section "Empty" needs at least one question.');
    const negative = await t.call(
      path(SCORECARDS.save),
      { ...card, Sections: [{ Name: 'A', Questions: [{ ...FORM.Sections[0].Questions[0], Weight: -5 }] }] },
      quality,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Cannot edit scorecard: The weight of "States the purpose" must be a number from 0 to 100.');
    const shape = await t.call(path(SCORECARDS.create), { Name: 'No sections' }, quality);
    expect(shape.status).toBe(400);
    expect(shape.body.message).toMatch(/^Cannot create scorecard: Invalid input: Sections /);
    expect(await snapshot()).toEqual(before);
    // Every refusal the admin may show is in both languages, with the same placeholders.
    const keys = Object.keys(SERVER_MESSAGES.en).filter((key) => key.startsWith('app.errors.scorecard_invalid.'));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect(SERVER_MESSAGES.de[key]).toBeDefined();
      expect(SERVER_MESSAGES.de[key].match(/%\{\w+\}/g)?.sort()).toEqual(SERVER_MESSAGES.en[key].match(/%\{\w+\}/g)?.sort());
    }
    expect(SERVER_MESSAGES.de['app.errors.scorecard_invalid.weights_zero']).toBe(
      'Alle Gewichtungen des Bewertungsbogens sind 0: mindestens eine Frage muss mehr als 0 wiegen.',
    );
  });

  it('a save of a form no evaluation used changes version 1 in place', async () => {
    // The admin sends what changed: a save of the name alone keeps the sections.
    const renamed = dataOf<Scorecard>(await t.call(path(SCORECARDS.save), { ScorecardID: card.ScorecardID, Name: 'Outbound sales calls' }, quality));
    expect(renamed.Sections.map((section) => section.Name)).toEqual(['Opening', 'Pitch', 'Close']);
    expect(renamed).toMatchObject({ ScorecardID: card.ScorecardID, Name: 'Outbound sales calls', Version: 1 });
    const [{ versions }] = await t.query<{ versions: number }>(`SELECT count(*)::int AS versions FROM quality.scorecard_versions WHERE scorecard_id = $1`, [
      card.ScorecardID,
    ]);
    expect(versions).toBe(1);
    card = renamed;
  });

  it('scores a call: weights applied, N/A left out, the score stored and answered; load shows answers and form version', async () => {
    // Opening 20 yes, consent (weight 0) yes, pitch 60 at 4 = 45, close N/A: 65 of 80.
    const answers = answersTo(card, 'yes', 'yes', 4, 'na');
    const saved = await save({ CallEvaluationID: open[0], Status: 'evaluated', Comment: 'Good pitch', ScorecardID: card.ScorecardID, Answers: answers });
    expect(saved.body.message).toBe('Saved successfully!');
    expect(dataOf<CallEvaluation>(saved)).toMatchObject({ Score: 81.3, ScorecardID: card.ScorecardID, ScorecardVersion: 1, Answers: answers });
    const loaded = await load(open[0]);
    expect(loaded.Score).toBe(81.3);
    expect(loaded.Scorecard).toMatchObject({ ScorecardID: card.ScorecardID, Name: 'Outbound sales calls', Version: 1 });
    expect(loaded.Answers).toEqual(answers);
    const [row] = await t.query<{ score: string; section_scores: unknown }>(
      `SELECT score, section_scores FROM quality.call_evaluations WHERE call_evaluation_id = $1`,
      [open[0]],
    );
    expect(row).toEqual({
      score: '81.3',
      section_scores: [
        { Name: 'Opening', Score: 100 },
        { Name: 'Pitch', Score: 75 },
        { Name: 'Close', Score: null },
      ],
    });
    // A failed critical question (even of weight 0) is 0 overall.
    expect(
      dataOf<CallEvaluation>(await save({ CallEvaluationID: open[1], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'no', 5, 'yes') })).Score,
    ).toBe(0);
    expect(
      dataOf<CallEvaluation>(await save({ CallEvaluationID: open[2], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 5, 'yes') })).Score,
    ).toBe(100);
  });

  it('refuses bad answers with a 400 naming the problem, storing nothing (not even the other fields)', async () => {
    const before = await snapshot();
    const [, consent, pitch] = questionIds(card);
    const attempt = (answers: ScorecardAnswer[] | unknown, extra: Record<string, unknown> = {}) =>
      save({ CallEvaluationID: open[0], Comment: 'changed', ScorecardID: card.ScorecardID, Answers: answers, ...extra });
    const cases: [unknown, string, string][] = [
      [answersTo(card, 'yes', 'na', 4, 'yes'), 'The critical question "Asks for consent" cannot be answered N/A.', 'critical_na'],
      [
        [...answersTo(card, 'yes', 'yes', 4, 'yes'), { QuestionID: 999999, Answer: 'yes' }],
        'Question 999999 is not on the scorecard.',
        'answer_unknown_question',
      ],
      [answersTo(card, 'yes', 'yes', 4).slice(0, 3), 'The question "Summarises" has no answer.', 'answer_missing'],
      [answersTo(card, 'yes', 'yes', 6, 'yes'), 'The answer to "Explains the offer" must be a whole number from 1 to 5, not 6.', 'scale_out_of_range'],
      [answersTo(card, 'yes', 'yes', 0, 'yes'), 'The answer to "Explains the offer" must be a whole number from 1 to 5, not 0.', 'scale_out_of_range'],
      [answersTo(card, 'maybe', 'yes', 3, 'yes'), 'The answer to "States the purpose" must be yes, no or na.', 'answer_invalid'],
      [[], 'The question "States the purpose" has no answer.', 'answer_missing'],
    ];
    for (const [answers, message, problem] of cases) {
      const response = await attempt(answers);
      expect({ status: response.status, message: response.body.message, problem: response.body.result.data?.Problem }).toEqual({
        status: 400,
        message: `Cannot edit evaluation: ${message}`,
        problem,
      });
    }
    const withoutForm = await save({ CallEvaluationID: open[0], Answers: [{ QuestionID: consent, Answer: 'yes' }] });
    expect(withoutForm.body.message).toBe('Cannot edit evaluation: Answers need the ScorecardID of the form they answer.');
    expect((await attempt([{ QuestionID: pitch, Answer: 3 }], { ScorecardID: 999999 })).status).toBe(404);
    expect((await attempt('yes')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('editing a used form makes version 2; scored calls keep version 1, its questions and score; new scores use version 2', async () => {
    const edited = {
      ...card,
      Sections: [
        ...card.Sections.slice(0, 2),
        { Name: 'Close', Questions: [{ Text: 'Summarises and thanks', Weight: 40, AnswerType: 'yes_no_na', Critical: false }] },
      ],
    };
    const saved = dataOf<Scorecard>(await t.call(path(SCORECARDS.save), edited, quality));
    expect(saved).toMatchObject({ ScorecardID: card.ScorecardID, Version: 2, EvaluationCount: 3 });
    expect(questionIds(saved).some((id) => questionIds(card).includes(id))).toBe(false);
    // Saving the same form again makes no version 3.
    expect(dataOf<Scorecard>(await t.call(path(SCORECARDS.save), { ...saved }, quality)).Version).toBe(2);

    const old = await load(open[0]);
    expect(old).toMatchObject({ Score: 81.3, ScorecardVersion: 1 });
    expect(old.Scorecard!.Sections[2].Questions[0].Text).toBe('Summarises');
    // Re-scoring a call on its form keeps the version it was scored with.
    const rescored = dataOf<CallEvaluation>(
      await save({ CallEvaluationID: open[0], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 5, 'yes') }),
    );
    expect(rescored).toMatchObject({ Score: 100, ScorecardVersion: 1 });
    // A first score takes the current version; answers to version 1's questions are refused.
    expect((await save({ CallEvaluationID: open[3], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 3, 'yes') })).status).toBe(400);
    const fresh = dataOf<CallEvaluation>(
      await save({ CallEvaluationID: open[3], ScorecardID: card.ScorecardID, Answers: answersTo(saved, 'no', 'yes', 3, 'yes') }),
    );
    // Opening 0 of 20, pitch 30 of 60, close 40 of 40: 70 of 120.
    expect(fresh).toMatchObject({ Score: 58.3, ScorecardVersion: 2 });
    card = saved;
  });

  it('lists evaluations with their Score and filters by it', async () => {
    const list = (q: unknown) =>
      t
        .call(path(EVALUATIONS.list), { q, limit: 1000, offset: 0, order: [{ field: 'Score', direction: 'desc' }] }, quality)
        .then((r) => dataOf<CallEvaluation[]>(r));
    const high = await list({
      and: [
        { field: 'Score', op: 'gte', value: 90 },
        { field: 'ScorecardID', op: 'eq', value: card.ScorecardID },
      ],
    });
    expect(high.map((row) => [row.CallEvaluationID, row.Score])).toEqual([
      [open[0], 100],
      [open[2], 100],
    ]);
    expect(high[0].Answers).toBeUndefined();
    const [{ zero }] = await t.query<{ zero: number }>(`SELECT count(*)::int AS zero FROM quality.call_evaluations WHERE customer_id = $1 AND score = 0`, [
      alpine,
    ]);
    expect(dataOf(await t.call(path(EVALUATIONS.count), { q: { field: 'Score', op: 'eq', value: 0 } }, quality))).toBe(zero);
    const unscored = await list({ field: 'Score', op: 'eq', value: null });
    expect(unscored.length).toBeGreaterThan(0);
    expect(unscored.every((row) => row.Score === null && row.ScorecardID === null)).toBe(true);
  });

  it('the widget shows the average score of the calls scored this week', async () => {
    const summary = () =>
      t.call(path(QualityCalls.summary), {}, quality).then((r) => dataOf<{ AverageScoreThisWeek: number | null; ScoredThisWeek: number }>(r));
    // Every evaluation of this run was saved this week (the demo's rows too: the seed wrote them today).
    const [all] = await t.query<{ average: number; scored: number }>(
      `SELECT round(avg(score), 1)::float8 AS average, count(*)::int AS scored FROM quality.call_evaluations WHERE customer_id = $1 AND score IS NOT NULL`,
      [alpine],
    );
    expect(await summary()).toMatchObject({ ScoredThisWeek: all.scored, AverageScoreThisWeek: all.average });
    // A call scored last week leaves the week's average: only 100, 0, 100 and 58.3 of this run stay.
    await t.query(
      `UPDATE quality.call_evaluations SET updated_at = updated_at - interval '8 days' WHERE customer_id = $1 AND score IS NOT NULL AND NOT call_evaluation_id = ANY($2)`,
      [alpine, open.slice(0, 4)],
    );
    expect(await summary()).toMatchObject({ ScoredThisWeek: 4, AverageScoreThisWeek: 64.6 });
  });

  it('the PDF report states the average score per agent and per section', async () => {
    const [{ agent_id: agentId, first_name: firstName, last_name: lastName }] = await t.query<{ agent_id: number; first_name: string; last_name: string }>(
      `SELECT a.agent_id, a.first_name, a.last_name FROM quality.call_evaluations e JOIN telephony.agents a ON a.agent_id = e.agent_id
        WHERE e.call_evaluation_id = $1`,
      [open[0]],
    );
    const [expected] = await t.query<{ average: number }>(
      `SELECT round(avg(score), 1)::float8 AS average FROM quality.call_evaluations WHERE agent_id = $1 AND score IS NOT NULL`,
      [agentId],
    );
    const reportsBefore = dataOf<number>(await t.call(path(REPORTS.count), {}, quality));
    const started = await t.call(
      path(QualityCalls.generateReport),
      { CallAgents: [agentId], From: '2026-03-02 00:00:00', To: '2026-03-08 23:59:59.999999', PerAgent: true },
      quality,
    );
    expect(started.status).toBe(200);
    const deadline = Date.now() + 60_000;
    let reports: { ReportID: number }[] = [];
    while (reports.length <= reportsBefore) {
      if (Date.now() > deadline) throw new Error('Waited in vain for the report');
      await new Promise((resolve) => setTimeout(resolve, 100));
      reports = dataOf<{ ReportID: number }[]>(await t.call(path(REPORTS.list), { order: [{ field: 'CreatedAt', direction: 'desc' }] }, quality));
    }
    const pdf = await t.http
      .get(`/${QualityCalls.downloadReport.path}?ReportID=${reports[0].ReportID}&Mode=direct&Token=${quality}`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Avg. score');
    expect(text).toMatch(new RegExp(`${firstName} ${lastName} \\d+ \\d+ [\\d.]+ % ${expected.average.toFixed(1)} %`));
    expect(text).toContain('Average score per section');
    for (const section of ['Greeting', 'Solution', 'Closing', 'Opening', 'Pitch', 'Close']) expect(text).toMatch(new RegExp(`\\n${section} \\d+ [\\d.]+ %`));
  }, 90_000);

  it('another customer’s forms are 404 and change nothing; its evaluations cannot be scored on them', async () => {
    const other = await t.login('quality');
    dataOf(await t.call('/users/active_customer/save', { CustomerID: nordlicht }, other));
    const before = await snapshot();
    expect(dataOf<Scorecard[]>(await t.call(path(SCORECARDS.list), {}, other)).map((row) => row.ScorecardID)).not.toContain(card.ScorecardID);
    expect((await t.call(path(SCORECARDS.load), { ScorecardID: card.ScorecardID }, other)).status).toBe(404);
    expect((await t.call(path(SCORECARDS.save), { ...card, Name: 'Taken over' }, other)).status).toBe(404);
    expect((await t.call(path(SCORECARDS.delete), { ScorecardID: card.ScorecardID }, other)).status).toBe(404);
    const [{ call_evaluation_id: theirs }] = await t.query<{ call_evaluation_id: number }>(
      `SELECT call_evaluation_id FROM quality.call_evaluations WHERE customer_id = $1 AND score IS NULL LIMIT 1`,
      [nordlicht],
    );
    const foreignForm = await save({ CallEvaluationID: theirs, ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 3, 'yes') }, other);
    expect(foreignForm.status).toBe(404);
    expect(foreignForm.body.message).toBe(`Cannot edit evaluation: Scorecard ${card.ScorecardID} was not found.`);
    expect((await save({ CallEvaluationID: open[4], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 3, 'yes') }, other)).status).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('editing forms needs quality_edit_scorecards; evaluators read them; scoring needs quality_evaluate_evaluation', async () => {
    const before = await snapshot();
    const reader = (await userWith(t, admin, 'scorecard_reader', [P.Quality, P.QualityListEvaluation])).token;
    const evaluator = (await userWith(t, admin, 'scorecard_evaluator', [P.Quality, P.QualityEvaluateEvaluation])).token;
    const editor = (await userWith(t, admin, 'scorecard_editor', [P.Quality, P.QualityEditScorecards])).token;
    const nobody = (await userWith(t, admin, 'scorecard_nobody', [P.Quality, P.QualityViewIssues, P.QualityEditIssues])).token;
    for (const token of [reader, evaluator, editor]) expect((await t.call(path(SCORECARDS.load), { ScorecardID: card.ScorecardID }, token)).status).toBe(200);
    expect((await t.call(path(SCORECARDS.list), {}, nobody)).status).toBe(403);
    for (const token of [reader, evaluator, nobody]) {
      expect((await t.call(path(SCORECARDS.create), FORM, token)).status).toBe(403);
      expect((await t.call(path(SCORECARDS.save), { ...card, Name: 'x' }, token)).status).toBe(403);
      expect((await t.call(path(SCORECARDS.delete), { ScorecardID: card.ScorecardID }, token)).status).toBe(403);
    }
    for (const token of [reader, editor])
      expect((await save({ CallEvaluationID: open[4], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 3, 'yes') }, token)).status).toBe(
        403,
      );
    expect(await snapshot()).toEqual(before);
    const scored = await save({ CallEvaluationID: open[4], ScorecardID: card.ScorecardID, Answers: answersTo(card, 'yes', 'yes', 3, 'yes') }, evaluator);
    expect(dataOf<CallEvaluation>(scored).Score).toBe(75);
    const created = dataOf<Scorecard>(await t.call(path(SCORECARDS.create), { ...FORM, Name: 'Editor’s form' }, editor));
    expect(created.Version).toBe(1);
  });

  it('deleting a used form takes it off the list; its scored calls keep their form version, answers and score', async () => {
    const unused = dataOf<Scorecard>(await t.call(path(SCORECARDS.create), { ...FORM, Name: 'Unused' }, quality));
    expect((await t.call(path(SCORECARDS.delete), { ScorecardID: unused.ScorecardID }, quality)).body.message).toBe('Scorecard deleted successfully');
    const [{ left }] = await t.query<{ left: number }>(`SELECT count(*)::int AS left FROM quality.scorecard_versions WHERE name = 'Unused'`);
    expect(left).toBe(0);

    const deleted = await t.call(path(SCORECARDS.delete), { ScorecardID: card.ScorecardID }, quality);
    expect(deleted.body.message).toBe('Scorecard deleted successfully');
    expect((await t.call(path(SCORECARDS.load), { ScorecardID: card.ScorecardID }, quality)).status).toBe(404);
    const kept = await load(open[0]);
    expect(kept).toMatchObject({ Score: 100, ScorecardID: null, ScorecardVersion: 1 });
    expect(kept.Scorecard).toMatchObject({ ScorecardID: null, Name: 'Outbound sales calls', Version: 1 });
    expect(kept.Answers).toHaveLength(4);
    // Its comment can still be changed; scoring it again needs a form that exists.
    expect(dataOf<CallEvaluation>(await save({ CallEvaluationID: open[0], Comment: 'Kept', ScorecardID: null, Answers: null })).Score).toBe(100);
    expect((await load(open[0])).Answers).toHaveLength(4);
    expect((await save({ CallEvaluationID: open[0], ScorecardID: card.ScorecardID, Answers: kept.Answers })).status).toBe(404);
  });
});
