import type { OwnSession } from '@backoffice/contracts';
import type { EntityManager } from 'typeorm';

/** More is not useful on one screen; sessions end within a session length anyway. */
export const OWN_SESSIONS_SHOWN = 100;

/** The open sessions the user signed in with, the asking one first, then the newest. */
export function listOwnSessions(manager: EntityManager, userId: number, currentSessionId: string): Promise<OwnSession[]> {
  return manager.query(
    `SELECT s.created_at AS "StartedAt", s.expires_at AS "ExpiresAt", s.ip AS "Address", s.user_agent AS "UserAgent",
            s.session_id = $2 AS "Current", target.username AS "ActingAs"
       FROM core.sessions s LEFT JOIN core.users target ON target.user_id = s.support_user_id
      WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
      ORDER BY s.session_id = $2 DESC, s.created_at DESC
      LIMIT ${OWN_SESSIONS_SHOWN}`,
    [userId, currentSessionId],
  );
}
