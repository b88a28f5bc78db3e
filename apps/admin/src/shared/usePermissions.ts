import { hasPermission } from '@backoffice/domain';
import { useSession } from '../providers/session';

/** Whether the signed-in user holds a permission (`*` holds all): buttons the server would refuse are hidden. */
export function useHasPermission(permission: string): boolean {
  const session = useSession();
  return hasPermission(session?.permissions ?? [], permission);
}
