import type { ExtenProductivityRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { COUNTED_DAYS, COUNTED_SPAN, EDGE_CALLS } from '../counted-days.queries.js';

/**
 * Handling seconds (talk + post-handling) of answered calls per agent exten (docs/reports.md,
 * "Exten productivity"): the whole customer days from reports.exten_sums, the calls outside them
 * (a From with a time of day) as they are.
 */
export function extenProductivityRows(db: EntityManager, customerId: number, range: ReportRange): Promise<ExtenProductivityRow[]> {
  return db.query(
    `WITH ${COUNTED_SPAN}
     SELECT x.exten AS "exten", sum(x.handling)::float8 AS "sum"
       FROM (SELECT r.agent_exten AS exten, r.handling_seconds AS handling
               FROM reports.exten_sums r
              WHERE ${COUNTED_DAYS}
             UNION ALL
             SELECT c.agent_exten, c.talk_seconds + c.post_handling_seconds
               FROM telephony.calls c
              WHERE ${EDGE_CALLS} AND c.answered AND c.agent_exten IS NOT NULL AND c.talk_seconds IS NOT NULL) x
      GROUP BY x.exten
      ORDER BY x.exten`,
    [customerId, range.from, range.to],
  );
}
