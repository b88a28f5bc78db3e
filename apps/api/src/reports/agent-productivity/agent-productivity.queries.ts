import type { AgentProductivityRow } from '@backoffice/contracts';
import { dayStarts, hourWindow, productivityDays, productivityDetail, productivityWindows, type ReportRange } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';

export interface AgentRow {
  AgentID: number;
  DisplayName: string;
}
export interface AgentActivitySeconds {
  AgentID: number;
  Type: string;
  Seconds: number;
}

/** Every agent of the tenant, by display name (first and last name, else the user name). */
export function productivityAgents(db: EntityManager, customerId: number): Promise<AgentRow[]> {
  return db.query(
    `SELECT a.agent_id AS "AgentID", coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.username) AS "DisplayName"
       FROM telephony.agents a WHERE a.customer_id = $1 ORDER BY 2, 1`,
    [customerId],
  );
}

/** The customer's holidays between two days. */
export async function holidaysBetween(db: EntityManager, customerId: number, firstDay: string, lastDay: string): Promise<Set<string>> {
  const rows: { day: string }[] = await db.query(
    `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS day FROM telephony.holidays WHERE customer_id = $1 AND holiday_date BETWEEN $2 AND $3`,
    [customerId, firstDay, lastDay],
  );
  return new Set(rows.map((row) => row.day));
}

/**
 * Seconds per agent and activity inside the hour window of each chosen day, on the customer's
 * clock (docs/reports.md, "Agent productivity"). A period is clipped to the window of each
 * customer day it touches: width_bucket over the days' first instants finds those days, the
 * windows come as instants per day (null for a day not chosen). Periods are read from one day
 * before the range (no status period lasts longer).
 */
export function activitySeconds(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  days: string[],
  window: { fromMinutes: number; toMinutes: number },
): Promise<AgentActivitySeconds[]> {
  const bounds = dayStarts(range.firstDay, range.lastDay, timeZone);
  const windows = productivityWindows(range.firstDay, range.lastDay, days, window, timeZone);
  return db.query(
    `SELECT p.agent_id AS "AgentID", p.activity_type AS "Type",
            sum(extract(epoch FROM least(p.ended_at, ($4::timestamptz[])[k]) - greatest(p.started_at, ($3::timestamptz[])[k])))::float8 AS "Seconds"
       FROM telephony.agent_status_periods p
       CROSS JOIN LATERAL generate_series(greatest(width_bucket(p.started_at, $2::timestamptz[]), 1),
                                          least(width_bucket(p.ended_at, $2::timestamptz[]), $5)) AS k
      WHERE p.customer_id = $1 AND p.started_at >= $6::timestamptz - interval '1 day' AND p.started_at < $7 AND p.ended_at > $6
        AND ($3::timestamptz[])[k] IS NOT NULL AND p.started_at < ($4::timestamptz[])[k] AND p.ended_at > ($3::timestamptz[])[k]
      GROUP BY 1, 2`,
    [customerId, bounds, windows.starts, windows.ends, bounds.length - 1, range.from, range.to],
  );
}

/**
 * The agent productivity report (docs/reports.md): per agent, the shares of the logged time in the
 * hour window of the chosen weekdays (8: holidays) of the range.
 */
export async function agentProductivityReport(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  request: { HourFrom: string; HourTo: string; WeekDays: number[] },
): Promise<AgentProductivityRow[]> {
  const window = hourWindow(request.HourFrom, request.HourTo);
  const holidays = await holidaysBetween(db, customerId, range.firstDay, range.lastDay);
  const days = productivityDays(range.firstDay, range.lastDay, request.WeekDays, holidays);
  const [agents, seconds] = await Promise.all([
    productivityAgents(db, customerId),
    days.length > 0 ? activitySeconds(db, customerId, timeZone, range, days, window) : Promise.resolve([]),
  ]);
  const byAgent = new Map<number, Record<string, number>>();
  for (const row of seconds) {
    const types = byAgent.get(row.AgentID) ?? {};
    types[row.Type] = row.Seconds;
    byAgent.set(row.AgentID, types);
  }
  return agents.map((agent) => ({ ...agent, Detail: productivityDetail(byAgent.get(agent.AgentID) ?? {}) }));
}
