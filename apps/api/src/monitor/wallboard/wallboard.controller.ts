import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MonitorCalls, Routes, type Wallboard } from '@backoffice/contracts';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { WallboardReader } from './wallboard.reader.js';

class NoBodyDto {}

/** The active customer's wallboard (base monitor/wallboard): supervisors and the customer's kiosk sign-ins. */
@ApiTags(Routes.wallboard)
@Controller()
export class WallboardController {
  constructor(private readonly reader: WallboardReader) {}

  @Call(MonitorCalls.loadWallboard, { body: NoBodyDto })
  load(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<Wallboard> {
    const customerId = activeCustomerFor(principal);
    return readWithRetry(() => this.reader.read(customerId, principal.timeZone));
  }
}
