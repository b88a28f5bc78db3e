import type { EntityManager } from 'typeorm';
import type { RecordingScope } from './recordings.service.js';

/** The storage key of a call's recording of the tenant within the scope; null when there is none (or the call is outside it). */
export async function recordingKeyOf(db: EntityManager, customerId: number, callId: string, scope: RecordingScope): Promise<string | null> {
  const params: unknown[] = [customerId, callId];
  const conditions = ['c.customer_id = $1', 'c.call_id = $2'];
  if (scope.agentUserId !== undefined) {
    params.push(scope.agentUserId);
    conditions.push(`EXISTS (SELECT 1 FROM telephony.agents a WHERE a.agent_id = c.agent_id AND a.user_id = $${params.length})`);
  }
  if (scope.notTransferred) conditions.push('NOT c.transferred');
  const rows = await db.query<{ recording_key: string | null }[]>(`SELECT c.recording_key FROM telephony.calls c WHERE ${conditions.join(' AND ')}`, params);
  return rows[0]?.recording_key ?? null;
}
