import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NewsRoutes, Permission, type NewsAudienceUser, type NewsRole } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

/** Takes no fields. */
class EmptyDto {}

/**
 * What the news form chooses from: the active customer's users with their role ids, and the role
 * catalogue (id and name only). For news editors, who need not hold core_user_view or
 * core_role_view; the spec's users/list_{product}, the product being backoffice.
 */
@ApiTags('news')
@Controller()
export class NewsAudienceController {
  constructor(private readonly dataSource: DataSource) {}

  @Rpc(NewsRoutes.audienceUsers, { summary: 'Lists the users a news item can be addressed to', body: EmptyDto, fail: 'Could not load roles and users' })
  @RequirePermissions(Permission.NewsEdit)
  users(@Body(validate(EmptyDto)) _body: EmptyDto, @CurrentPrincipal() principal: Principal): Promise<NewsAudienceUser[]> {
    return readWithRetry(() =>
      this.dataSource.query<NewsAudienceUser[]>(
        `SELECT u.user_id AS "UserID", u.first_name AS "FirstName", u.last_name AS "LastName",
                coalesce((SELECT json_agg(json_build_object('RoleID', ur.role_id) ORDER BY ur.role_id) FROM core.user_roles ur WHERE ur.user_id = u.user_id), '[]'::json) AS "Roles"
           FROM core.user_customers uc JOIN core.users u ON u.user_id = uc.user_id
          WHERE uc.customer_id = $1
          ORDER BY u.last_name, u.first_name, u.user_id`,
        [activeCustomerFor(principal)],
      ),
    );
  }

  @Rpc(NewsRoutes.audienceRoles, { summary: 'Lists the roles a news item can be addressed to', body: EmptyDto, fail: 'Could not load roles and users' })
  @RequirePermissions(Permission.NewsEdit)
  roles(@Body(validate(EmptyDto)) _body: EmptyDto): Promise<NewsRole[]> {
    return readWithRetry(() =>
      this.dataSource.query<NewsRole[]>(`SELECT role_id AS "RoleID", fancy_name AS "FancyName" FROM core.roles ORDER BY fancy_name, role_id`),
    );
  }
}
