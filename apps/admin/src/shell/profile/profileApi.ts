import { ErrorCode, ProfileRoutes, type ChangeOwnPasswordResult, type EndOtherSessionsResult, type OwnSession } from '@backoffice/contracts';
import { HttpError } from 'react-admin';
import { callApi } from '../../providers/http';
import { updateSession } from '../../providers/session';

/** Changes the signed-in user's password; the stored session stops being confined to this at once. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<ChangeOwnPasswordResult> {
  const result = await callApi<ChangeOwnPasswordResult>(ProfileRoutes.changePassword, { CurrentPassword: currentPassword, NewPassword: newPassword });
  updateSession((session) => ({ ...session, passwordExpired: false }));
  return result;
}

export function listOwnSessions(): Promise<OwnSession[]> {
  return callApi<OwnSession[]>(ProfileRoutes.sessions, {});
}

export function endOtherSessions(): Promise<EndOtherSessionsResult> {
  return callApi<EndOtherSessionsResult>(ProfileRoutes.endOtherSessions, {});
}

/** The i18n key of a failure the admin words itself (by the envelope's code), or null: show the server's message. */
export function profileErrorKey(error: unknown): string | null {
  const code = error instanceof HttpError ? (error.body as { code?: string } | undefined)?.code : undefined;
  return code === ErrorCode.WrongCurrentPassword ? 'app.profile.password.wrong_current' : null;
}
