import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { TelephonyCalls, type ServiceLevelSettingsView } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { readWithRetry } from '../../platform/database/connection-loss.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { NoBodyDto, validate } from '../../platform/rpc/validation.js';
import { SaveServiceLevelsCommand } from './commands/save-service-levels/save-service-levels.command.js';
import { SaveServiceLevelsDto } from './service-levels.dto.js';
import { serviceLevelQueuesOf, serviceLevelSettingsFor } from './service-levels.queries.js';

/** The active customer's service-level thresholds and overrides per queue (administrators). */
@ApiTags('telephony')
@Controller()
export class ServiceLevelsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Call(TelephonyCalls.loadServiceLevels)
  load(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<ServiceLevelSettingsView> {
    const customerId = activeCustomerFor(principal);
    return readWithRetry(async () => {
      const manager = this.dataSource.manager;
      return { ...(await serviceLevelSettingsFor(manager, customerId)), AvailableQueues: await serviceLevelQueuesOf(manager, customerId) };
    });
  }

  @Call(TelephonyCalls.saveServiceLevels)
  save(@Body(validate(SaveServiceLevelsDto)) body: SaveServiceLevelsDto, @CurrentPrincipal() principal: Principal): Promise<ServiceLevelSettingsView> {
    return this.commands.execute(new SaveServiceLevelsCommand(principal, body));
  }
}
