import type { ExtenProductivityRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** Handling seconds (talk + post-handling) of answered calls per agent exten (docs/reports.md, "Exten productivity"). */
export function extenProductivityRows(db: EntityManager, customerId: number, range: ReportRange): Promise<ExtenProductivityRow[]> {
  return db.query(
    `SELECT c.agent_exten AS "exten", sum(c.talk_seconds + c.post_handling_seconds)::float8 AS "sum"
       FROM telephony.calls c
      WHERE c.customer_id = $1 AND c.started_at >= $2 AND c.started_at < $3
        AND c.answered AND c.agent_exten IS NOT NULL AND c.talk_seconds IS NOT NULL
      GROUP BY c.agent_exten
      ORDER BY c.agent_exten`,
    [customerId, range.from, range.to],
  );
}
