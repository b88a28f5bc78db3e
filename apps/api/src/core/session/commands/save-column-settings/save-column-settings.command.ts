import { Command } from '@nestjs/cqrs';
import type { UserSettings } from '@backoffice/contracts';

export class SaveColumnSettingsCommand extends Command<UserSettings> {
  constructor(
    readonly userId: number,
    readonly columns: Record<string, Record<string, boolean>>,
  ) {
    super();
  }
}
