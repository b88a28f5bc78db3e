import type { ExtenSwitchRow } from '@backoffice/contracts';
import type { ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

/** Switches to the exten per customer day and call customer, with its name (docs/reports.md, "Exten switch"). */
export function extenSwitchRows(db: EntityManager, customerId: number, timeZone: string, range: ReportRange, exten: string): Promise<ExtenSwitchRow[]> {
  return db.query(
    `SELECT to_char(s.switched_at AT TIME ZONE $2, 'YYYY-MM-DD') AS "date", s.call_customer_id AS "kunde_id", cc.name AS "kunde", count(*)::int AS "count"
       FROM telephony.extension_switches s
       LEFT JOIN telephony.call_customers cc ON cc.customer_id = s.customer_id AND cc.call_customer_id = s.call_customer_id
      WHERE s.customer_id = $1 AND s.to_exten = $5 AND s.switched_at >= $3 AND s.switched_at < $4
      GROUP BY 1, 2, 3
      ORDER BY 1, 2 NULLS LAST`,
    [customerId, timeZone, range.from, range.to, exten],
  );
}
