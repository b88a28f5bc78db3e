import { Injectable } from '@nestjs/common';
import type { Customer, SessionUser } from '@backoffice/contracts';
import { WILDCARD_PERMISSION } from '@backoffice/contracts';
import { effectivePermissions } from '@backoffice/domain';
import { DataSource, type EntityManager } from 'typeorm';

/** Reads who a user is: their effective permissions, their customers and their shell profile. */
@Injectable()
export class IdentityService {
  constructor(private readonly dataSource: DataSource) {}

  /** Effective permission names; pass a transaction's manager to read what it has changed so far. */
  async permissionsOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const [row] = await manager.query<{ roles: string[]; included: string[]; excluded: string[] }[]>(
      `SELECT
         ARRAY(SELECT p.name FROM core.user_roles ur
               JOIN core.role_permissions rp ON rp.role_id = ur.role_id
               JOIN core.permissions p ON p.permission_id = rp.permission_id
               WHERE ur.user_id = $1) AS roles,
         ARRAY(SELECT p.name FROM core.user_included_permissions x
               JOIN core.permissions p ON p.permission_id = x.permission_id WHERE x.user_id = $1) AS included,
         ARRAY(SELECT p.name FROM core.user_excluded_permissions x
               JOIN core.permissions p ON p.permission_id = x.permission_id WHERE x.user_id = $1) AS excluded`,
      [userId],
    );
    return effectivePermissions(row.roles, row.included, row.excluded);
  }

  /** The customers a user may act for: their own, or every customer for a holder of `*`. */
  async customersOf(userId: number, permissions: readonly string[]): Promise<Customer[]> {
    const all = permissions.includes(WILDCARD_PERMISSION);
    return this.dataSource.query<Customer[]>(
      `SELECT c.customer_id AS "CustomerID", c.name AS "Name", c.status AS "Status", c.country AS "Country", c.time_zone AS "TimeZone"
         FROM core.customers c
        WHERE $2::boolean OR EXISTS (SELECT 1 FROM core.user_customers uc WHERE uc.customer_id = c.customer_id AND uc.user_id = $1)
        ORDER BY c.name, c.customer_id`,
      [userId, all],
    );
  }

  async sessionUser(userId: number): Promise<SessionUser | null> {
    const [user] = await this.dataSource.query<SessionUser[]>(
      `SELECT user_id AS "UserId", email AS "Email", first_name AS "FirstName", last_name AS "LastName",
              phone_number AS "PhoneNumber", username AS "LoginCredential", username AS "Username"
         FROM core.users WHERE user_id = $1`,
      [userId],
    );
    return user ?? null;
  }

  /** The customer a session starts with: the first active one of the user's customers. */
  defaultCustomer(customers: readonly Customer[]): Customer | null {
    return customers.find((customer) => customer.Status === 1) ?? customers[0] ?? null;
  }
}
