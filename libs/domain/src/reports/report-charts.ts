/**
 * What the report charts draw, for the admin's screens (@nivo/bar) and the PDFs of scheduled
 * reports alike: the same bars, the same colours.
 */
import { ACTIVITY_TYPES, type ActivityType, type AgentProductivityRow, type QueueProfileRow } from '@backoffice/contracts';
import { chartShares } from './agent-productivity.js';

/** Each activity type's colour in the agent productivity chart (in ACTIVITY_TYPES' order). */
export const ACTIVITY_COLOURS: Record<ActivityType, string> = Object.fromEntries(
  ACTIVITY_TYPES.map((type, index) => [
    type,
    ['#005e84', '#b0bec5', '#ffb74d', '#81c784', '#e57373', '#9575cd', '#4db6ac', '#f06292', '#aed581', '#ba68c8', '#4fc3f7', '#ffd54f', '#a1887f'][index],
  ]),
) as Record<ActivityType, string>;

/** The stacks of the average day, bottom up. */
export const QUEUE_PROFILE_PARTS = ['Answered', 'Abandoned', 'Other'] as const;
export type QueueProfilePart = (typeof QUEUE_PROFILE_PARTS)[number];
export const QUEUE_PROFILE_COLOURS: Record<QueueProfilePart, string> = { Answered: '#005e84', Abandoned: '#e57373', Other: '#b0bec5' };

export type QueueProfileBar = { hour: string } & Record<QueueProfilePart, number>;

/** One bar per hour (`07:00`): answered, abandoned and the rest of the offered calls per day (never below 0). */
export function queueProfileBars(rows: readonly QueueProfileRow[]): QueueProfileBar[] {
  return rows.map((row) => ({
    hour: `${String(row.Hour).padStart(2, '0')}:00`,
    Answered: row.Answered,
    Abandoned: row.Abandoned,
    Other: Math.max(0, Math.round((row.Offered - row.Answered - row.Abandoned) * 100) / 100),
  }));
}

export type AgentShareBar = { agent: string } & Partial<Record<ActivityType, number>>;

/** One bar per agent: each activity type's share of the agent's logged time in percent (2 decimals), 100 % Leerzeit without detail. */
export function agentShareBars(rows: readonly AgentProductivityRow[]): AgentShareBar[] {
  return rows.map((row) => ({
    agent: row.DisplayName,
    ...Object.fromEntries(chartShares(row.Detail).map((detail) => [detail.Type, Math.round(detail.Value * 10000) / 100])),
  }));
}
