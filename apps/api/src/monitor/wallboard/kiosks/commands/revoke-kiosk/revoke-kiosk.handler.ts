import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../../../../platform/auth/active-customer.js';
import { KIOSK_SESSION_PREFIX } from '../../../../../platform/auth/principal.js';
import { SessionsService } from '../../../../../platform/auth/sessions.service.js';
import { AppError } from '../../../../../platform/rpc/app-error.js';
import { revokeKiosk } from '../../kiosks.queries.js';
import { RevokeKioskCommand } from './revoke-kiosk.command.js';

/** The revocation message a kiosk's sockets hear before they are closed. */
export const KIOSK_REVOKED_MESSAGE = 'This kiosk sign-in was revoked.';

/**
 * Revokes one of the active customer's kiosks: its row first, then every instance forgets it, so
 * its next call answers 401 and its sockets are told and closed at once (SessionsService.forget).
 * Another customer's kiosk is unknown here (404) and stays as it was.
 */
@CommandHandler(RevokeKioskCommand)
export class RevokeKioskHandler implements ICommandHandler<RevokeKioskCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ principal, kioskId }: RevokeKioskCommand): Promise<{ KioskID: string }> {
    const customerId = activeCustomerFor(principal);
    if (!(await revokeKiosk(this.dataSource.manager, customerId, kioskId))) throw AppError.notFound(`Kiosk ${kioskId} does not exist.`);
    await this.sessions.forget([`${KIOSK_SESSION_PREFIX}${kioskId}`], KIOSK_REVOKED_MESSAGE);
    return { KioskID: kioskId };
  }
}
