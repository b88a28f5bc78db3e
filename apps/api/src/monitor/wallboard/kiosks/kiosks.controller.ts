import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { MonitorCalls, Routes, type CreatedWallboardKiosk, type WallboardKiosk } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../../platform/auth/auth.decorators.js';
import type { Principal } from '../../../platform/auth/principal.js';
import { Call } from '../../../platform/rpc/call.decorator.js';
import { validate } from '../../../platform/rpc/validation.js';
import { CreateKioskCommand } from './commands/create-kiosk/create-kiosk.command.js';
import { RevokeKioskCommand } from './commands/revoke-kiosk/revoke-kiosk.command.js';
import { CreateKioskDto, KioskIdDto, NoBodyDto } from './kiosk.dto.js';
import { listKiosks } from './kiosks.queries.js';

/** The wallboard's kiosk sign-ins of the active customer (base monitor/wallboard_kiosks), for administrators. */
@ApiTags(Routes.wallboardKiosks)
@Controller()
export class KiosksController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @Call(MonitorCalls.listKiosks, { body: NoBodyDto })
  list(@Body(validate(NoBodyDto)) _body: NoBodyDto, @CurrentPrincipal() principal: Principal): Promise<WallboardKiosk[]> {
    return listKiosks(this.dataSource.manager, activeCustomerFor(principal));
  }

  @Call(MonitorCalls.createKiosk)
  create(@Body(validate(CreateKioskDto)) body: CreateKioskDto, @CurrentPrincipal() principal: Principal): Promise<CreatedWallboardKiosk> {
    return this.commands.execute(new CreateKioskCommand(principal, body.Name));
  }

  @Call(MonitorCalls.deleteKiosk)
  delete(@Body(validate(KioskIdDto)) body: KioskIdDto, @CurrentPrincipal() principal: Principal): Promise<{ KioskID: string }> {
    return this.commands.execute(new RevokeKioskCommand(principal, body.KioskID));
  }
}
