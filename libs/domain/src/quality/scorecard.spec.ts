import { describe, expect, it } from '@jest/globals';
import type { ScorecardAnswerValue } from '@backoffice/contracts';
import {
  addScore,
  answerShare,
  averageScore,
  NO_SCORES,
  answersProblem,
  sameScorecardForm,
  scoreEvaluation,
  scorecardFormProblem,
  scorecardSaveVersion,
  versionToScore,
  type FormSection,
  type NumberedQuestion,
} from './scorecard.js';

const q = (QuestionID: number, Weight: number, extra: Partial<NumberedQuestion> = {}): NumberedQuestion => ({
  QuestionID,
  Text: `Question ${QuestionID}`,
  Weight,
  AnswerType: 'yes_no_na',
  Critical: false,
  ...extra,
});

const FORM: FormSection<NumberedQuestion>[] = [
  { Name: 'Greeting', Questions: [q(1, 10), q(2, 30)] },
  { Name: 'Solution', Questions: [q(3, 60, { AnswerType: 'scale_1_5' }), q(4, 0, { Critical: true })] },
];

const answers = (...values: ScorecardAnswerValue[]) => values.map((Answer, index) => ({ QuestionID: index + 1, Answer }));

describe('scorecard scoring', () => {
  it('applies the weights: earned over possible, as a percentage with one decimal', () => {
    expect(scoreEvaluation(FORM, answers('yes', 'yes', 5, 'yes')).Score).toBe(100);
    expect(scoreEvaluation(FORM, answers('yes', 'no', 5, 'yes')).Score).toBe(70);
    expect(scoreEvaluation(FORM, answers('no', 'yes', 5, 'yes')).Score).toBe(90);
    expect(scoreEvaluation(FORM, answers('no', 'no', 1, 'yes')).Score).toBe(0);
    // 1 of 3 possible: one decimal.
    expect(scoreEvaluation([{ Name: 'S', Questions: [q(1, 1), q(2, 2)] }], answers('yes', 'no')).Score).toBe(33.3);
  });

  it('maps the 1-5 scale in equal steps: 1 = 0 %, 3 = 50 %, 5 = 100 %', () => {
    expect([1, 2, 3, 4, 5].map((mark) => answerShare('scale_1_5', mark as ScorecardAnswerValue))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    // Greeting 40 of 40, the scale's 60 at 3: 30 of 60.
    expect(scoreEvaluation(FORM, answers('yes', 'yes', 3, 'yes')).Score).toBe(70);
    expect(scoreEvaluation(FORM, answers('yes', 'yes', 4, 'yes')).Score).toBe(85);
  });

  it('leaves N/A questions out of both earned and possible', () => {
    // Without question 2 (30): 10 + 60 of 70.
    expect(scoreEvaluation(FORM, answers('yes', 'na', 5, 'yes')).Score).toBe(100);
    expect(scoreEvaluation(FORM, answers('na', 'no', 5, 'yes')).Score).toBe(66.7);
    expect(answerShare('yes_no_na', 'na')).toBeNull();
  });

  it('scores 100 when nothing applies, and a section with nothing applicable has no score', () => {
    const form = [
      { Name: 'A', Questions: [q(1, 5)] },
      { Name: 'B', Questions: [q(2, 5)] },
    ];
    expect(scoreEvaluation(form, answers('na', 'na')).Score).toBe(100);
    expect(scoreEvaluation(form, answers('na', 'no')).Sections).toEqual([
      { Name: 'A', Score: null },
      { Name: 'B', Score: 0 },
    ]);
  });

  it('a failed critical question sets the whole score to 0, even with weight 0; the sections keep their own scores', () => {
    const result = scoreEvaluation(FORM, answers('yes', 'yes', 5, 'no'));
    expect(result.Score).toBe(0);
    expect(result.CriticalFailed).toBe(true);
    expect(result.Sections).toEqual([
      { Name: 'Greeting', Score: 100 },
      { Name: 'Solution', Score: 100 },
    ]);
    const criticalScale = [{ Name: 'S', Questions: [q(1, 1), q(2, 1, { AnswerType: 'scale_1_5', Critical: true })] }];
    expect(scoreEvaluation(criticalScale, answers('yes', 1)).Score).toBe(0);
    expect(scoreEvaluation(criticalScale, answers('yes', 2)).Score).toBe(62.5);
  });

  it('per-section scores use the section questions only', () => {
    expect(scoreEvaluation(FORM, answers('yes', 'no', 3, 'yes')).Sections).toEqual([
      { Name: 'Greeting', Score: 25 },
      { Name: 'Solution', Score: 50 },
    ]);
  });
});

describe('scorecard answers', () => {
  it('accepts every question answered once, each fitting its type', () => {
    expect(answersProblem(FORM, answers('yes', 'na', 2, 'no'))).toBeNull();
  });

  it('refuses N/A on a critical question', () => {
    expect(answersProblem(FORM, answers('yes', 'yes', 5, 'na'))).toEqual({ Problem: 'critical_na', Question: 'Question 4' });
  });

  it('refuses answers to questions not on the form, twice the same question, and missing answers', () => {
    expect(answersProblem(FORM, [...answers('yes', 'yes', 5, 'yes'), { QuestionID: 99, Answer: 'yes' }])).toEqual({
      Problem: 'answer_unknown_question',
      QuestionID: 99,
    });
    expect(answersProblem(FORM, [...answers('yes', 'yes', 5, 'yes'), { QuestionID: 1, Answer: 'no' }])).toEqual({ Problem: 'answer_duplicate', QuestionID: 1 });
    expect(answersProblem(FORM, answers('yes', 'yes', 5))).toEqual({ Problem: 'answer_missing', Question: 'Question 4' });
  });

  it('refuses a scale answer outside 1-5 and a yes/no answer that is none of yes, no, na', () => {
    for (const bad of [0, 6, 2.5, '3', 'yes']) {
      expect(answersProblem(FORM, [...answers('yes', 'yes'), { QuestionID: 3, Answer: bad }, { QuestionID: 4, Answer: 'yes' }])).toEqual({
        Problem: 'scale_out_of_range',
        Question: 'Question 3',
        Answer: String(bad),
      });
    }
    expect(answersProblem(FORM, [{ QuestionID: 1, Answer: 3 }])).toEqual({ Problem: 'answer_invalid', Question: 'Question 1' });
  });
});

describe('scorecard forms', () => {
  const section = (Name: string, ...weights: number[]) => ({ Name, Questions: weights.map((weight, index) => q(index + 1, weight)) });

  it('accepts a named form with named, non-empty sections and at least one weight', () => {
    expect(scorecardFormProblem('Inbound', [section('A', 0, 1)])).toBeNull();
  });

  it('refuses a form whose weights are all zero', () => {
    expect(scorecardFormProblem('Inbound', [section('A', 0, 0), section('B', 0)])).toEqual({ Problem: 'weights_zero' });
  });

  it('names the first other problem', () => {
    expect(scorecardFormProblem(' ', [section('A', 1)])).toEqual({ Problem: 'name_missing' });
    expect(scorecardFormProblem('F', [])).toEqual({ Problem: 'no_sections' });
    expect(scorecardFormProblem('F', [section('A', 1), section('', 1)])).toEqual({ Problem: 'section_name_missing', Position: 2 });
    expect(scorecardFormProblem('F', [section('A')])).toEqual({ Problem: 'section_empty', Section: 'A' });
    expect(scorecardFormProblem('F', [{ Name: 'A', Questions: [q(1, 1, { Text: '' })] }])).toEqual({
      Problem: 'question_text_missing',
      Section: 'A',
      Position: 1,
    });
    expect(scorecardFormProblem('F', [section('A', -1)])).toEqual({ Problem: 'weight_invalid', Question: 'Question 1', Max: 100 });
    expect(scorecardFormProblem('F', [section('A', 101)])).toEqual({ Problem: 'weight_invalid', Question: 'Question 1', Max: 100 });
    expect(scorecardFormProblem('F', [{ Name: 'A', Questions: [q(1, 1, { AnswerType: 'stars' as never })] }])).toEqual({
      Problem: 'answer_type_invalid',
      Question: 'Question 1',
    });
  });
});

describe('scorecard versions', () => {
  it('a save changes an unused version in place and makes the next version of a used one', () => {
    expect(scorecardSaveVersion({ version: 1, usedByEvaluations: 0 })).toEqual({ version: 1, newVersion: false });
    expect(scorecardSaveVersion({ version: 1, usedByEvaluations: 3 })).toEqual({ version: 2, newVersion: true });
    expect(scorecardSaveVersion({ version: 4, usedByEvaluations: 1 })).toEqual({ version: 5, newVersion: true });
  });

  it('a save that changes nothing makes no version; a changed weight, text, type, flag or order does', () => {
    const form = { Name: 'F', Sections: FORM };
    expect(sameScorecardForm(form, { Name: 'F ', Sections: FORM.map((s) => ({ ...s, Questions: s.Questions.map((x) => ({ ...x, QuestionID: 0 })) })) })).toBe(
      true,
    );
    expect(sameScorecardForm(form, { Name: 'G', Sections: FORM })).toBe(false);
    const third = [{ Name: 'S', Questions: [q(1, 33.333)] }];
    expect(sameScorecardForm({ Name: 'F', Sections: third }, { Name: 'F', Sections: [{ Name: 'S', Questions: [q(1, 33.33)] }] })).toBe(true);
    expect(
      sameScorecardForm(form, {
        Name: 'F',
        Sections: [FORM[0], { ...FORM[1], Questions: [FORM[1].Questions[0], { ...FORM[1].Questions[1], Critical: false }] }],
      }),
    ).toBe(false);
    expect(sameScorecardForm(form, { Name: 'F', Sections: [FORM[1], FORM[0]] })).toBe(false);
  });

  it('re-scoring keeps the version an evaluation was scored with; a first score or another form takes the current one', () => {
    expect(versionToScore({ scorecardId: null, versionId: null }, 7, 30)).toBe(30);
    expect(versionToScore({ scorecardId: 7, versionId: 21 }, 7, 30)).toBe(21);
    expect(versionToScore({ scorecardId: 8, versionId: 25 }, 7, 30)).toBe(30);
  });
});

describe('score averages', () => {
  it('averages the scored evaluations only, with one decimal', () => {
    const average = [80, null, 90, undefined, 75].reduce((sum, score) => addScore(sum, score), NO_SCORES);
    expect(average).toEqual({ sum: 245, count: 3 });
    expect(averageScore(average)).toBe(81.7);
    expect(averageScore(NO_SCORES)).toBeNull();
  });
});
