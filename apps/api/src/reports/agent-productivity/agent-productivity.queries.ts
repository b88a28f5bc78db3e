import type { AgentProductivityRow } from '@backoffice/contracts';
import { dayStarts, eachDay, hourWindow, productivityDays, productivityDetail, productivityWindows, type ReportRange } from '@backoffice/domain';
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

const HOUR_MS = 3_600_000;

/**
 * The same seconds from the count tables the periods' triggers keep (migration 1764510000000): per
 * chosen day, the day's time minus the whole UTC hours of the day outside the window. Null when
 * the counts cannot answer: a window edge or a midnight off a full hour (HourFrom 08:30, a zone
 * like Asia/Kolkata), or a session zone other than the one the days were counted in (the customer
 * changed it since); the caller then clips the periods themselves.
 */
export async function countedActivitySeconds(
  db: EntityManager,
  customerId: number,
  timeZone: string,
  range: ReportRange,
  days: string[],
  window: { fromMinutes: number; toMinutes: number },
): Promise<AgentActivitySeconds[] | null> {
  const chosen = new Set(days);
  const bounds = dayStarts(range.firstDay, range.lastDay, timeZone);
  const windows = productivityWindows(range.firstDay, range.lastDay, days, window, timeZone);
  const rows = eachDay(range.firstDay, range.lastDay)
    .map((day, i) => ({ day, dayStart: bounds[i], windowStart: windows.starts[i], windowEnd: windows.ends[i], dayEnd: bounds[i + 1] }))
    .filter((row) => chosen.has(row.day));
  const onHours = rows.every((row) => [row.dayStart, row.windowStart!, row.windowEnd!, row.dayEnd].every((instant) => instant.getTime() % HOUR_MS === 0));
  if (!onHours) return null;
  const [customer]: { time_zone: string }[] = await db.query(`SELECT time_zone FROM core.customers WHERE customer_id = $1`, [customerId]);
  if (customer?.time_zone !== timeZone) return null;
  // The planner cannot know that each day's hours outside the window are a handful of rows, so it
  // prices the statement like a scan of every hour and JIT-compiles it: 1.7 s of compiling for a
  // 60 ms statement. Compiling is switched off for this statement alone.
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL jit = off`);
    return tx.query(
      // The days apart from the hours: aggregated alone they scan in parallel (about twice as fast).
      `WITH chosen AS (
         SELECT * FROM unnest($2::date[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[]) AS w(day, day_start, window_start, window_end, day_end)
       ), outside AS (
         SELECT h.agent_id, h.activity_type, h.micros FROM chosen w JOIN reports.status_hours h ON h.customer_id = $1 AND h.hour >= w.day_start AND h.hour < w.window_start
         UNION ALL
         SELECT h.agent_id, h.activity_type, h.micros FROM chosen w JOIN reports.status_hours h ON h.customer_id = $1 AND h.hour >= w.window_end AND h.hour < w.day_end
       )
       SELECT d.agent_id AS "AgentID", d.activity_type AS "Type", ((d.micros - coalesce(o.micros, 0)) / 1000000.0)::float8 AS "Seconds"
         FROM (SELECT s.agent_id, s.activity_type, sum(s.micros) AS micros
                 FROM reports.status_days s
                WHERE s.customer_id = $1 AND s.day BETWEEN $7::date AND $8::date AND s.day = ANY ($2::date[])
                GROUP BY 1, 2) d
         LEFT JOIN (SELECT agent_id, activity_type, sum(micros) AS micros FROM outside GROUP BY 1, 2) o
           ON o.agent_id = d.agent_id AND o.activity_type = d.activity_type
        WHERE d.micros - coalesce(o.micros, 0) > 0`,
      [
        customerId,
        rows.map((row) => row.day),
        rows.map((row) => row.dayStart),
        rows.map((row) => row.windowStart),
        rows.map((row) => row.windowEnd),
        rows.map((row) => row.dayEnd),
        rows[0].day,
        rows[rows.length - 1].day,
      ],
    );
  });
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
    days.length > 0
      ? countedActivitySeconds(db, customerId, timeZone, range, days, window).then(
          (counted) => counted ?? activitySeconds(db, customerId, timeZone, range, days, window),
        )
      : Promise.resolve([]),
  ]);
  const byAgent = new Map<number, Record<string, number>>();
  for (const row of seconds) {
    const types = byAgent.get(row.AgentID) ?? {};
    types[row.Type] = row.Seconds;
    byAgent.set(row.AgentID, types);
  }
  return agents.map((agent) => ({ ...agent, Detail: productivityDetail(byAgent.get(agent.AgentID) ?? {}) }));
}
