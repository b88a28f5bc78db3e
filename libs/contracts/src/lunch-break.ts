/**
 * Lunch break (spec part 2, sections 2, 3 and 6): today's lunch plan of the active customer's
 * agents, in the customer's time zone. Paths are ours (the spec shows none); docs/api.md lists them.
 */

/** One agent's lunch break on a day: From and To are the customer's wall clock, HH:mm, or null. */
export interface LunchBreakEntry {
  AgentID: number;
  Username: string;
  From: string | null;
  To: string | null;
}

/** `lunch_breaks/list` and `save`: the plan of one day. */
export interface LunchPlan {
  /** YYYY-MM-DD, the customer's day. */
  Date: string;
  /** ISO weekday, 1 Monday … 7 Sunday. */
  Weekday: number;
  /** Every agent of the plan (excluded agents left out), sorted by username. */
  LunchBreaks: LunchBreakEntry[];
}

/** An agent offered by the excluded-agents screen. */
export interface LunchBreakAgent {
  AgentID: number;
  Username: string;
  FirstName: string;
  LastName: string;
}

export const LunchBreakRoutes = {
  /** { Date? } → LunchPlan (Date defaults to the customer's today). */
  list: 'lunch_breaks/list',
  /** { Date?, LunchBreaks: [{ AgentID, From, To }] } → LunchPlan. */
  save: 'lunch_breaks/save',
  /** {} → LunchBreakAgent[] (every agent of the customer). */
  listAgents: 'lunch_break_excluded_agents/list_agents',
  /** {} → { AgentIDs } */
  listExcluded: 'lunch_break_excluded_agents/list',
  /** { AgentIDs } → { AgentIDs } */
  saveExcluded: 'lunch_break_excluded_agents/save',
} as const;
