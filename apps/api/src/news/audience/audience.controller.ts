import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NewsCalls, type NewsAudienceUser, type NewsRole } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { audienceRoles, audienceUsers } from './audience.queries.js';

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

  @Call(NewsCalls.audienceUsers, { body: EmptyDto })
  users(@Body(validate(EmptyDto)) _body: EmptyDto, @CurrentPrincipal() principal: Principal): Promise<NewsAudienceUser[]> {
    const customerId = activeCustomerFor(principal);
    return readWithRetry(() => audienceUsers(this.dataSource.manager, customerId));
  }

  @Call(NewsCalls.audienceRoles, { body: EmptyDto })
  roles(@Body(validate(EmptyDto)) _body: EmptyDto): Promise<NewsRole[]> {
    return readWithRetry(() => audienceRoles(this.dataSource.manager));
  }
}
