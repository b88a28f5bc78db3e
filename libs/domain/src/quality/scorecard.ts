/**
 * Scorecards (issue 25): a customer's weighted evaluation forms, the checks of a form and of an
 * evaluator's answers, and the score.
 *
 * The score is the weighted share of the points earned over the points possible, as a percentage
 * with one decimal:
 * - a yes/no/N/A question earns its whole weight for 'yes', nothing for 'no'; 'na' leaves the
 *   question out (neither earned nor possible);
 * - a 1-5 scale question earns (answer - 1) / 4 of its weight: 1 = 0 %, 2 = 25 %, 3 = 50 %,
 *   4 = 75 %, 5 = 100 % (the lowest mark is "nothing of it was done", the steps are equal);
 * - a critical question answered 'no' (or 1 on the scale: it earned nothing) sets the whole
 *   score to 0; a critical question may not be answered N/A;
 * - nothing applicable (every answered question N/A or of weight 0) is 100: nothing was failed.
 * A section's score is the same sum over its own questions (null when nothing in it applies); a
 * failed critical question zeroes the total only, so the sections still show where points were lost.
 */
import {
  ANSWER_TYPES,
  MAX_QUESTION_WEIGHT,
  MAX_SCORECARD_QUESTIONS,
  MAX_SCORECARD_SECTIONS,
  SCALE_MAX,
  SCALE_MIN,
  YES_NO_NA_ANSWERS,
  type AnswerType,
  type ScorecardAnswerValue,
} from '@backoffice/contracts';

export interface FormQuestion {
  Text: string;
  Weight: number;
  AnswerType: AnswerType;
  Critical: boolean;
}

export interface FormSection<Q extends FormQuestion = FormQuestion> {
  Name: string;
  Questions: Q[];
}

export interface NumberedQuestion extends FormQuestion {
  QuestionID: number;
}

/**
 * What is wrong with a form or with answers: `Problem` names it, the other fields fill the
 * message (`app.errors.scorecard_invalid.<Problem>` in the server's i18n, English and German).
 */
export type ScorecardProblem =
  | { Problem: 'scorecard_missing' }
  | { Problem: 'name_missing' }
  | { Problem: 'no_sections' }
  | { Problem: 'too_many_sections'; Max: number }
  | { Problem: 'too_many_questions'; Max: number }
  | { Problem: 'section_name_missing'; Position: number }
  | { Problem: 'section_empty'; Section: string }
  | { Problem: 'question_text_missing'; Section: string; Position: number }
  | { Problem: 'weight_invalid'; Question: string; Max: number }
  | { Problem: 'answer_type_invalid'; Question: string }
  | { Problem: 'weights_zero' }
  | { Problem: 'answer_unknown_question'; QuestionID: number }
  | { Problem: 'answer_duplicate'; QuestionID: number }
  | { Problem: 'answer_missing'; Question: string }
  | { Problem: 'answer_invalid'; Question: string }
  | { Problem: 'scale_out_of_range'; Question: string; Answer: string }
  | { Problem: 'critical_na'; Question: string };

const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** The first problem of a form (sections and questions), or null when it can be saved. */
export function scorecardFormProblem(name: string, sections: readonly FormSection[]): ScorecardProblem | null {
  if (blank(name)) return { Problem: 'name_missing' };
  if (sections.length === 0) return { Problem: 'no_sections' };
  if (sections.length > MAX_SCORECARD_SECTIONS) return { Problem: 'too_many_sections', Max: MAX_SCORECARD_SECTIONS };
  const questions = sections.reduce((count, section) => count + section.Questions.length, 0);
  if (questions > MAX_SCORECARD_QUESTIONS) return { Problem: 'too_many_questions', Max: MAX_SCORECARD_QUESTIONS };
  let totalWeight = 0;
  for (const [index, section] of sections.entries()) {
    if (blank(section.Name)) return { Problem: 'section_name_missing', Position: index + 1 };
    if (section.Questions.length === 0) return { Problem: 'section_empty', Section: section.Name };
    for (const [position, question] of section.Questions.entries()) {
      if (blank(question.Text)) return { Problem: 'question_text_missing', Section: section.Name, Position: position + 1 };
      const weight = question.Weight;
      if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > MAX_QUESTION_WEIGHT)
        return { Problem: 'weight_invalid', Question: question.Text, Max: MAX_QUESTION_WEIGHT };
      if (!(ANSWER_TYPES as readonly string[]).includes(question.AnswerType)) return { Problem: 'answer_type_invalid', Question: question.Text };
      totalWeight += weight;
    }
  }
  // Every score would be 100 (nothing possible to lose): the form measures nothing.
  if (totalWeight === 0) return { Problem: 'weights_zero' };
  return null;
}

export interface GivenAnswer {
  QuestionID: number;
  Answer: unknown;
}

/** The first problem of an evaluator's answers to a form version, or null: every question answered once, each fitting its type. */
export function answersProblem(sections: readonly FormSection<NumberedQuestion>[], answers: readonly GivenAnswer[]): ScorecardProblem | null {
  const questions = new Map(sections.flatMap((section) => section.Questions).map((question) => [question.QuestionID, question]));
  const seen = new Set<number>();
  for (const { QuestionID, Answer } of answers) {
    const question = questions.get(QuestionID);
    if (!question) return { Problem: 'answer_unknown_question', QuestionID };
    if (seen.has(QuestionID)) return { Problem: 'answer_duplicate', QuestionID };
    seen.add(QuestionID);
    if (question.AnswerType === 'scale_1_5') {
      if (typeof Answer !== 'number' || !Number.isInteger(Answer) || Answer < SCALE_MIN || Answer > SCALE_MAX)
        return { Problem: 'scale_out_of_range', Question: question.Text, Answer: String(Answer).slice(0, 20) };
    } else if (!(YES_NO_NA_ANSWERS as readonly unknown[]).includes(Answer)) {
      return { Problem: 'answer_invalid', Question: question.Text };
    }
    if (question.Critical && Answer === 'na') return { Problem: 'critical_na', Question: question.Text };
  }
  for (const question of questions.values()) {
    if (!seen.has(question.QuestionID)) return { Problem: 'answer_missing', Question: question.Text };
  }
  return null;
}

/** The share (0-1) of its weight a question earns, or null when it does not count (N/A). */
export function answerShare(type: AnswerType, answer: ScorecardAnswerValue): number | null {
  if (type === 'scale_1_5') return ((answer as number) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN);
  if (answer === 'na') return null;
  return answer === 'yes' ? 1 : 0;
}

export interface SectionScore {
  Name: string;
  /** null: nothing in the section applied. */
  Score: number | null;
}

export interface EvaluationScore {
  /** 0-100, one decimal. */
  Score: number;
  CriticalFailed: boolean;
  Sections: SectionScore[];
}

const percent = (earned: number, possible: number) => Math.round((1000 * earned) / possible) / 10;

/** The score of checked answers (see answersProblem) on a form version; the module's comment states the rules. */
export function scoreEvaluation(
  sections: readonly FormSection<NumberedQuestion>[],
  answers: readonly { QuestionID: number; Answer: ScorecardAnswerValue }[],
): EvaluationScore {
  const byQuestion = new Map(answers.map((answer) => [answer.QuestionID, answer.Answer]));
  let earned = 0;
  let possible = 0;
  let criticalFailed = false;
  const sectionScores = sections.map((section) => {
    let sectionEarned = 0;
    let sectionPossible = 0;
    for (const question of section.Questions) {
      const answer = byQuestion.get(question.QuestionID);
      if (answer === undefined) continue;
      const share = answerShare(question.AnswerType, answer);
      if (share === null) continue;
      if (question.Critical && share === 0) criticalFailed = true;
      sectionEarned += share * question.Weight;
      sectionPossible += question.Weight;
    }
    earned += sectionEarned;
    possible += sectionPossible;
    return { Name: section.Name, Score: sectionPossible > 0 ? percent(sectionEarned, sectionPossible) : null };
  });
  const score = criticalFailed ? 0 : possible > 0 ? percent(earned, possible) : 100;
  return { Score: score, CriticalFailed: criticalFailed, Sections: sectionScores };
}

/** Whether a save changes nothing a score depends on or shows (name, sections, questions in order; weights as stored, to the hundredth): then no new version. */
export function sameScorecardForm(a: { Name: string; Sections: readonly FormSection[] }, b: { Name: string; Sections: readonly FormSection[] }): boolean {
  const plain = (form: { Name: string; Sections: readonly FormSection[] }) =>
    JSON.stringify([
      form.Name.trim(),
      form.Sections.map((section) => [
        section.Name.trim(),
        section.Questions.map((q) => [q.Text.trim(), Math.round(Number(q.Weight) * 100) / 100, q.AnswerType, Boolean(q.Critical)]),
      ]),
    ]);
  return plain(a) === plain(b);
}

/**
 * What saving a form does to its current version: a version no evaluation was scored with is
 * changed in place; a used one stays as it is (its evaluations keep it) and the save makes the next.
 */
export function scorecardSaveVersion(current: { version: number; usedByEvaluations: number }): { version: number; newVersion: boolean } {
  return current.usedByEvaluations > 0 ? { version: current.version + 1, newVersion: true } : { version: current.version, newVersion: false };
}

/**
 * The form version an evaluation is scored on: re-scoring on the form it was scored with keeps
 * that version (its answers name that version's questions); another form, or a first score, takes
 * the form's current version.
 */
export function versionToScore(evaluation: { scorecardId: number | null; versionId: number | null }, scorecardId: number, currentVersionId: number): number {
  return evaluation.scorecardId === scorecardId && evaluation.versionId !== null ? evaluation.versionId : currentVersionId;
}

/** A running average of scores (the PDF report's per agent and per section), unscored ones left out. */
export interface ScoreAverage {
  sum: number;
  count: number;
}

export const NO_SCORES: ScoreAverage = { sum: 0, count: 0 };

export function addScore(average: ScoreAverage, score: number | null | undefined): ScoreAverage {
  return score === null || score === undefined ? average : { sum: average.sum + score, count: average.count + 1 };
}

/** One decimal; null when nothing was scored. */
export function averageScore(average: ScoreAverage): number | null {
  return average.count === 0 ? null : Math.round((10 * average.sum) / average.count) / 10;
}
