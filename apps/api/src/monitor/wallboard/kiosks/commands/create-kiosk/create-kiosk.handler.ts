import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedWallboardKiosk } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../../platform/auth/active-customer.js';
import { KIOSK_LIFETIME_DAYS, SessionsService } from '../../../../../platform/auth/sessions.service.js';
import { AppError } from '../../../../../platform/rpc/app-error.js';
import { insertKiosk } from '../../kiosks.queries.js';
import { CreateKioskCommand } from './create-kiosk.command.js';

/** Issues a kiosk of the active customer and answers its token, once: only the kiosk's row is stored, never the token. */
@CommandHandler(CreateKioskCommand)
export class CreateKioskHandler implements ICommandHandler<CreateKioskCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ principal, name }: CreateKioskCommand): Promise<CreatedWallboardKiosk> {
    const customerId = activeCustomerFor(principal);
    const trimmed = name.trim();
    if (!trimmed) throw AppError.badRequest('Name must not be empty.');
    const kioskId = randomUUID();
    const kiosk = await insertKiosk(this.dataSource.manager, {
      kioskId,
      customerId,
      name: trimmed,
      createdBy: principal.username,
      lifetimeDays: KIOSK_LIFETIME_DAYS,
    });
    return { Kiosk: kiosk, Token: await this.sessions.kioskToken(kioskId) };
  }
}
