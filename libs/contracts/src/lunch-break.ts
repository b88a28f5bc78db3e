import { call, type NoBody } from './calls.js';
import { Permission } from './permissions.js';

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

/** `lunch_breaks/list`: the day asked for; left out, the customer's today. */
export interface LunchPlanQuery {
  /** YYYY-MM-DD, the customer's day. */
  Date?: string;
}

/** `lunch_breaks/save`: one break per agent; From and To both empty clear the agent's break. */
export interface SaveLunchPlanRequest extends LunchPlanQuery {
  LunchBreaks: { AgentID: number; From?: string | null; To?: string | null; Username?: string }[];
}

export interface ExcludedAgents {
  AgentIDs: number[];
}

/** Lunch break's calls. Paths are ours (the spec shows none); docs/api.md lists them. */
export const LunchBreakCalls = {
  list: call<LunchPlanQuery, LunchPlan>()({
    path: 'lunch_breaks/list',
    permissions: [Permission.LunchBreak],
    summary: 'Answers the lunch-break plan of a day for the active customer',
    fail: 'Cannot load lunch breaks',
  }),
  save: call<SaveLunchPlanRequest, LunchPlan>()({
    path: 'lunch_breaks/save',
    permissions: [Permission.LunchBreakEdit],
    summary: 'Saves the lunch-break plan of a day; answers the plan',
    ok: 'Lunch breaks saved successfully',
    fail: 'Cannot save lunch breaks',
  }),
  /** Every agent of the customer. */
  listAgents: call<NoBody, LunchBreakAgent[]>()({
    path: 'lunch_break_excluded_agents/list_agents',
    permissions: [Permission.LunchBreakEditExcludedAgents],
    summary: 'Lists the agents of the active customer for the lunch-break exclusions',
    fail: 'Cannot load agents',
  }),
  listExcluded: call<NoBody, ExcludedAgents>()({
    path: 'lunch_break_excluded_agents/list',
    permissions: [Permission.LunchBreakEditExcludedAgents],
    summary: 'Lists the agents excluded from the lunch-break plan',
    fail: 'Cannot load excluded agents',
  }),
  saveExcluded: call<ExcludedAgents, ExcludedAgents>()({
    path: 'lunch_break_excluded_agents/save',
    permissions: [Permission.LunchBreakEditExcludedAgents],
    summary: 'Replaces the agents excluded from the lunch-break plan by AgentIDs',
    ok: 'Excluded agents saved successfully',
    fail: 'Cannot save excluded agents',
  }),
} as const;
