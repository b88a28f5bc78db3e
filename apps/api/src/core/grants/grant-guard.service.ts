import { Injectable } from '@nestjs/common';
import { WILDCARD_PERMISSION } from '@backoffice/contracts';
import { customersNotHeld, describeNotHeld, outranks, permissionsNotHeld } from '@backoffice/domain';
import type { EntityManager } from 'typeorm';
import { IdentityService } from '../../platform/auth/identity.service.js';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/rpc/app-error.js';

/** What a caller holds: their effective permissions and the customers they act for. */
export type GrantHolder = Pick<Principal, 'permissions' | 'customerIds'>;

/** One advisory lock key for every change of grants, so concurrent changes are checked one after another. */
export const GRANT_CHANGES_LOCK = 742_001;

/**
 * The server side of "nobody grants or changes what they do not hold" (libs/domain grant-rules),
 * and of "nobody locks the administrators out". Every change of roles, permissions, passwords,
 * account status and support sessions goes through these checks, inside the change's transaction.
 */
@Injectable()
export class GrantGuard {
  constructor(private readonly identity: IdentityService) {}

  /**
   * Serialises grant changes: two transactions each removing a different administrator cannot both
   * pass. A change that only reads grants to check itself (a user's name, e-mail or password) takes
   * the lock `shared`: such changes run side by side, and still wait for a grant change in
   * progress, so what they checked holds until they commit.
   */
  async lock(manager: EntityManager, mode: 'exclusive' | 'shared' = 'exclusive'): Promise<void> {
    await manager.query(mode === 'shared' ? `SELECT pg_advisory_xact_lock_shared($1)` : `SELECT pg_advisory_xact_lock($1)`, [GRANT_CHANGES_LOCK]);
  }

  /** A user's own grants are changed by someone else, never by themselves (nor while acting for someone). */
  assertNotOwn(principal: Principal, userId: number, what: string): void {
    if (userId === principal.userId || userId === principal.realUserId) throw AppError.forbidden(`You cannot change your own ${what}.`);
  }

  /** 403 naming what the caller lacks among `names`. */
  assertHolds(principal: Principal, names: Iterable<string>, action: string): void {
    const missing = permissionsNotHeld(principal.permissions, names);
    if (missing.length > 0) throw AppError.forbidden(describeNotHeld(action, missing));
  }

  /**
   * Changing another user (account, password, status, roles, permissions, deletion, a support
   * session) needs every permission and every customer that user holds: nobody below `*` touches a
   * holder of `*`, and an administrator of one customer cannot reach a user who also opens another.
   */
  async assertMayChangeUsers(manager: EntityManager, caller: GrantHolder, targetUserIds: readonly number[], action: string): Promise<void> {
    for (const userId of targetUserIds) {
      const target = await this.identity.permissionsOf(userId, manager);
      if (!outranks(caller.permissions, target)) {
        throw AppError.forbidden(`${action}: user ${userId} holds permissions you do not hold (${permissionsNotHeld(caller.permissions, target).join(', ')}).`);
      }
      const customers = await manager.query<{ customer_id: number }[]>(`SELECT customer_id FROM core.user_customers WHERE user_id = $1`, [userId]);
      const missing = customersNotHeld(
        caller,
        customers.map((row) => row.customer_id),
      );
      if (missing.length > 0) throw AppError.forbidden(`${action}: user ${userId} also belongs to customers you do not hold (${missing.join(', ')}).`);
    }
  }

  /**
   * Changing or deleting a role changes what each of its holders can do: the caller must hold
   * every customer of every holder (a role editor of one customer cannot reach another's users).
   */
  async assertMayChangeRoleHolders(manager: EntityManager, caller: GrantHolder, roleIds: readonly number[], action: string): Promise<void> {
    const rows = await manager.query<{ customer_id: number }[]>(
      `SELECT DISTINCT uc.customer_id FROM core.user_roles ur JOIN core.user_customers uc ON uc.user_id = ur.user_id WHERE ur.role_id = ANY($1)`,
      [roleIds],
    );
    const missing = customersNotHeld(
      caller,
      rows.map((row) => row.customer_id),
    );
    if (missing.length > 0) throw AppError.forbidden(`${action}: the role is held by users of customers you do not hold (${missing.join(', ')}).`);
  }

  async permissionNames(manager: EntityManager, permissionIds: readonly number[]): Promise<string[]> {
    const rows = await manager.query<{ name: string }[]>(`SELECT name FROM core.permissions WHERE permission_id = ANY($1)`, [permissionIds]);
    return rows.map((row) => row.name);
  }

  /** What the roles confer. */
  async rolePermissionNames(manager: EntityManager, roleIds: readonly number[]): Promise<string[]> {
    const rows = await manager.query<{ name: string }[]>(
      `SELECT DISTINCT p.name FROM core.role_permissions rp JOIN core.permissions p ON p.permission_id = rp.permission_id WHERE rp.role_id = ANY($1)`,
      [roleIds],
    );
    return rows.map((row) => row.name);
  }

  /** 409 when the change in this transaction left no active user holding `*`: nobody could administer the product any more. */
  async assertAdministratorRemains(manager: EntityManager): Promise<void> {
    const [row] = await manager.query<{ holders: number }[]>(
      `SELECT count(*)::int AS holders
         FROM core.users u
        WHERE u.status = 1
          AND (EXISTS (SELECT 1 FROM core.user_roles ur
                         JOIN core.role_permissions rp ON rp.role_id = ur.role_id
                         JOIN core.permissions p ON p.permission_id = rp.permission_id
                        WHERE ur.user_id = u.user_id AND p.name = $1)
               OR EXISTS (SELECT 1 FROM core.user_included_permissions x
                            JOIN core.permissions p ON p.permission_id = x.permission_id
                           WHERE x.user_id = u.user_id AND p.name = $1))
          AND NOT EXISTS (SELECT 1 FROM core.user_excluded_permissions x
                            JOIN core.permissions p ON p.permission_id = x.permission_id
                           WHERE x.user_id = u.user_id AND p.name = $1)`,
      [WILDCARD_PERMISSION],
    );
    if (row.holders === 0)
      throw AppError.conflict('This change would leave no active administrator (a user holding *). Make someone else an administrator first.');
  }
}
