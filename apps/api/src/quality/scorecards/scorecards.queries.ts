import type { ScorecardAnswer, ScorecardAnswerValue, ScorecardSection } from '@backoffice/contracts';
import type { NumberedQuestion, FormSection } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/**
 * SQL of a form version's sections as the wire answers them ([{ Name, Questions: [...] }], in
 * order), for the version id the expression gives.
 */
export function sectionsJson(versionIdSql: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('Name', s.section_name, 'Questions', s.questions) ORDER BY s.section_position), '[]'::json)
             FROM (SELECT q.section_position, q.section_name,
                          json_agg(json_build_object('QuestionID', q.question_id, 'Text', q.text, 'Weight', q.weight::float8,
                                                     'AnswerType', q.answer_type, 'Critical', q.critical) ORDER BY q.position) AS questions
                     FROM quality.scorecard_questions q WHERE q.scorecard_version_id = ${versionIdSql}
                    GROUP BY q.section_position, q.section_name) s)`;
}

/** The scorecard's current version, locked against a concurrent save (share: scorers; update: editors). */
export async function currentVersion(
  manager: EntityManager,
  customerId: number,
  scorecardId: number,
  lock: 'share' | 'update',
): Promise<{ versionId: number; version: number; used: number } | null> {
  const [row] = await manager.query<{ version_id: number; version: number }[]>(
    `SELECT v.scorecard_version_id AS version_id, v.version
       FROM quality.scorecards sc JOIN quality.scorecard_versions v ON v.scorecard_version_id = sc.current_version_id
      WHERE sc.customer_id = $1 AND sc.scorecard_id = $2
      FOR ${lock === 'share' ? 'SHARE' : 'UPDATE'} OF sc`,
    [customerId, scorecardId],
  );
  if (!row) return null;
  return { versionId: row.version_id, version: row.version, used: await versionUse(manager, row.version_id) };
}

/** How many evaluations were scored on a version. */
export async function versionUse(manager: EntityManager, versionId: number): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM quality.call_evaluations WHERE scorecard_version_id = $1`, [
    versionId,
  ]);
  return count;
}

/** A version's form, its questions numbered (the ids answers name). */
export async function versionForm(manager: EntityManager, versionId: number): Promise<{ name: string; sections: FormSection<NumberedQuestion>[] }> {
  const [row] = await manager.query<{ name: string; sections: FormSection<NumberedQuestion>[] }[]>(
    `SELECT v.name, ${sectionsJson('v.scorecard_version_id')} AS sections FROM quality.scorecard_versions v WHERE v.scorecard_version_id = $1`,
    [versionId],
  );
  return row;
}

export async function insertVersion(manager: EntityManager, customerId: number, scorecardId: number, name: string, version: number): Promise<number> {
  const [row] = await manager.query<{ id: number }[]>(
    `INSERT INTO quality.scorecard_versions (customer_id, scorecard_id, name, version) VALUES ($1, $2, $3, $4) RETURNING scorecard_version_id AS id`,
    [customerId, scorecardId, name, version],
  );
  return row.id;
}

/** Replaces the questions of a version no evaluation uses (the caller checked), and its name. */
export async function writeVersionForm(
  manager: EntityManager,
  customerId: number,
  versionId: number,
  name: string,
  sections: readonly ScorecardSection[],
): Promise<void> {
  await manager.query(`UPDATE quality.scorecard_versions SET name = $2 WHERE scorecard_version_id = $1`, [versionId, name]);
  await manager.query(`DELETE FROM quality.scorecard_questions WHERE scorecard_version_id = $1`, [versionId]);
  const rows = sections.flatMap((section, sectionPosition) =>
    section.Questions.map((question, position) => ({ sectionPosition, section: section.Name.trim(), position, ...question })),
  );
  await manager.query(
    `INSERT INTO quality.scorecard_questions (customer_id, scorecard_version_id, section_position, section_name, position, text, weight, answer_type, critical)
     SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::int[], $6::text[], $7::numeric[], $8::text[], $9::boolean[])`,
    [
      customerId,
      versionId,
      rows.map((row) => row.sectionPosition),
      rows.map((row) => row.section),
      rows.map((row) => row.position),
      rows.map((row) => row.Text.trim()),
      rows.map((row) => row.Weight),
      rows.map((row) => row.AnswerType),
      rows.map((row) => row.Critical),
    ],
  );
}

export async function setCurrentVersion(manager: EntityManager, scorecardId: number, versionId: number, now: Date): Promise<void> {
  await manager.query(`UPDATE quality.scorecards SET current_version_id = $2, updated_at = $3 WHERE scorecard_id = $1`, [scorecardId, versionId, now]);
}

/** Before deleting forms: their versions no evaluation was scored with go (the used ones stay, detached by the foreign key). */
export async function deleteUnusedVersions(manager: EntityManager, customerId: number, scorecardIds: number[]): Promise<void> {
  await manager.query(`UPDATE quality.scorecards SET current_version_id = NULL WHERE customer_id = $1 AND scorecard_id = ANY($2)`, [customerId, scorecardIds]);
  await manager.query(
    `DELETE FROM quality.scorecard_versions v
      WHERE v.customer_id = $1 AND v.scorecard_id = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM quality.call_evaluations e WHERE e.scorecard_version_id = v.scorecard_version_id)`,
    [customerId, scorecardIds],
  );
}

/** The form and version an evaluation was scored with, locked for its save. */
export async function evaluationScoring(manager: EntityManager, evaluationId: number): Promise<{ scorecardId: number | null; versionId: number | null }> {
  const [row] = await manager.query<{ scorecard_id: number | null; version_id: number | null }[]>(
    `SELECT v.scorecard_id, e.scorecard_version_id AS version_id
       FROM quality.call_evaluations e LEFT JOIN quality.scorecard_versions v ON v.scorecard_version_id = e.scorecard_version_id
      WHERE e.call_evaluation_id = $1
      FOR UPDATE OF e`,
    [evaluationId],
  );
  return { scorecardId: row?.scorecard_id ?? null, versionId: row?.version_id ?? null };
}

export async function replaceAnswers(manager: EntityManager, customerId: number, evaluationId: number, answers: readonly ScorecardAnswer[]): Promise<void> {
  await manager.query(`DELETE FROM quality.evaluation_answers WHERE call_evaluation_id = $1`, [evaluationId]);
  await manager.query(
    `INSERT INTO quality.evaluation_answers (customer_id, call_evaluation_id, question_id, answer) SELECT $1, $2, * FROM unnest($3::int[], $4::text[])`,
    [customerId, evaluationId, answers.map((answer) => answer.QuestionID), answers.map((answer) => String(answer.Answer))],
  );
}

/** An evaluation's answers as the wire sends them (a scale's mark as a number), in the form's order. */
export async function evaluationAnswers(manager: EntityManager, evaluationId: number): Promise<ScorecardAnswer[]> {
  const rows = await manager.query<{ question_id: number; answer: string; answer_type: string }[]>(
    `SELECT a.question_id, a.answer, q.answer_type
       FROM quality.evaluation_answers a JOIN quality.scorecard_questions q ON q.question_id = a.question_id
      WHERE a.call_evaluation_id = $1 ORDER BY q.section_position, q.position`,
    [evaluationId],
  );
  return rows.map((row) => ({
    QuestionID: row.question_id,
    Answer: (row.answer_type === 'scale_1_5' ? Number(row.answer) : row.answer) as ScorecardAnswerValue,
  }));
}

/** The form version an evaluation was scored with, as its dialog shows it. */
export async function evaluationScorecard(
  manager: EntityManager,
  evaluationId: number,
): Promise<{ ScorecardID: number | null; Name: string; Version: number; Sections: ScorecardSection[] } | null> {
  const [row] = await manager.query<{ ScorecardID: number | null; Name: string; Version: number; Sections: ScorecardSection[] }[]>(
    `SELECT v.scorecard_id AS "ScorecardID", v.name AS "Name", v.version AS "Version", ${sectionsJson('v.scorecard_version_id')} AS "Sections"
       FROM quality.call_evaluations e JOIN quality.scorecard_versions v ON v.scorecard_version_id = e.scorecard_version_id
      WHERE e.call_evaluation_id = $1`,
    [evaluationId],
  );
  return row ?? null;
}
