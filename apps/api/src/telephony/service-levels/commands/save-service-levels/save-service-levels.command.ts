import { Command } from '@nestjs/cqrs';
import type { ServiceLevelSettings, ServiceLevelSettingsView } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class SaveServiceLevelsCommand extends Command<ServiceLevelSettingsView> {
  constructor(
    readonly principal: Principal,
    readonly settings: ServiceLevelSettings,
  ) {
    super();
  }
}
