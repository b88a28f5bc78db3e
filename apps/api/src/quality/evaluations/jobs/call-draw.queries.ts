import type { EntityManager } from 'typeorm';

/**
 * The draw of a sampling job in SQL: per agent, up to N answered calls of the period, ordered by
 * quality.sampling_key (libs/domain samplingKey), skipping calls of weight 0 and calls already
 * under evaluation from another generation. A call this generation already drew (an attempt that
 * died half-way) is drawn again and the insert skips it: a retry adds nothing twice.
 *
 * Speed: the calls come from calls_quality_draw_idx alone; keys are sorted top-N. Calls under
 * evaluation are few, so they are not looked up for every candidate: the top N + E candidates are
 * taken (E: the agent's evaluations of the period from other runs, an upper bound of the
 * candidates to skip) and only those are checked, which gives the same N calls.
 *
 * Parameters: $1 customer, $2 agent ids, $3 calls per agent, $4 weighted call customers,
 * $5 their weights, $6 from, $7 to (exclusive), $8 generation (job id), $9 seed.
 */
export const CALL_DRAW_SELECT = `
  SELECT d.call_id, d.agent_id, d.started_at, d.transferred
    FROM unnest($2::int[]) AS a(agent_id)
    CROSS JOIN LATERAL (
      SELECT top.call_id, top.agent_id, top.started_at, top.transferred
        FROM (
          SELECT c.call_id, c.agent_id, c.started_at, c.transferred,
                 quality.sampling_key(c.call_id, $9::bigint, coalesce(w.weight, 1)) AS key
            FROM telephony.calls c
            LEFT JOIN unnest($4::int[], $5::double precision[]) AS w(call_customer_id, weight) ON w.call_customer_id = c.call_customer_id
           WHERE c.customer_id = $1 AND c.agent_id = a.agent_id AND c.started_at >= $6 AND c.started_at < $7 AND c.answered
             AND coalesce(w.weight, 1) > 0
           ORDER BY key, c.call_id
           LIMIT $3 + (SELECT count(*) FROM quality.call_evaluations e
                        WHERE e.customer_id = $1 AND e.agent_id = a.agent_id AND e.call_started_at >= $6 AND e.call_started_at < $7
                          AND e.generation_job IS DISTINCT FROM $8)
        ) top
       WHERE NOT EXISTS (SELECT 1 FROM quality.call_evaluations e
                          WHERE e.customer_id = $1 AND e.call_id = top.call_id AND e.generation_job IS DISTINCT FROM $8)
       ORDER BY top.key, top.call_id
       LIMIT $3
    ) d`;

export const CALL_DRAW_INSERT = `
  INSERT INTO quality.call_evaluations (customer_id, call_id, agent_id, call_started_at, from_aw, generation_job)
  SELECT $1, draw.call_id, draw.agent_id, draw.started_at, draw.transferred, $8 FROM (${CALL_DRAW_SELECT}) draw
  ON CONFLICT (customer_id, call_id) DO NOTHING`;

export interface CallDrawInput {
  customerId: number;
  agentIds: number[];
  perAgent: number;
  rules: { customer: number; random: number }[];
  from: Date;
  to: Date;
  generation: string;
  seed: string;
}

/** Writes one batch of the draw (agents of `input`); calls drawn before are skipped. */
export async function insertCallDraw(manager: EntityManager, input: CallDrawInput): Promise<void> {
  await manager.query(CALL_DRAW_INSERT, callDrawParams(input));
}

export function callDrawParams(input: CallDrawInput): unknown[] {
  return [
    input.customerId,
    input.agentIds,
    input.perAgent,
    input.rules.map((rule) => rule.customer),
    input.rules.map((rule) => rule.random),
    input.from,
    input.to,
    input.generation,
    input.seed,
  ];
}
