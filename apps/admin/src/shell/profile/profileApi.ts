import { ErrorCode, type ChangeOwnPasswordResult, type EndOtherSessionsResult, type OwnSession } from '@backoffice/contracts';
import { HttpError } from 'react-admin';
import { updateSession } from '../../providers/session';
import { api } from '../../providers/api';

/** Changes the signed-in user's password; the stored session stops being confined to this at once. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<ChangeOwnPasswordResult> {
  const result = await api.core.changeOwnPassword({ CurrentPassword: currentPassword, NewPassword: newPassword });
  updateSession((session) => ({ ...session, passwordExpired: false }));
  return result;
}

export function listOwnSessions(): Promise<OwnSession[]> {
  return api.core.ownSessions({});
}

export function endOtherSessions(): Promise<EndOtherSessionsResult> {
  return api.core.endOtherSessions({});
}

/** The i18n key of a failure the admin words itself (by the envelope's code), or null: show the server's message. */
export function profileErrorKey(error: unknown): string | null {
  const code = error instanceof HttpError ? (error.body as { code?: string } | undefined)?.code : undefined;
  return code === ErrorCode.WrongCurrentPassword ? 'app.profile.password.wrong_current' : null;
}
