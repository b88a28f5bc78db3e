import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserSettings } from '@backoffice/contracts';
import { columnSettingsSizeProblem, mergeColumnSettings } from '@backoffice/domain';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../platform/rpc/app-error.js';
import { SaveColumnSettingsCommand } from './save-column-settings.command.js';

/**
 * Puts the saved tables' column choices into the user's settings; other tables keep theirs. The
 * stored value keeps only the admin's tables and columns (older unknown keys drop out here) and
 * stays under the size cap, so what every sign-in returns stays small.
 */
@CommandHandler(SaveColumnSettingsCommand)
export class SaveColumnSettingsHandler implements ICommandHandler<SaveColumnSettingsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ userId, columns }: SaveColumnSettingsCommand): Promise<UserSettings> {
    return this.dataSource.transaction(async (manager) => {
      // Row lock: two tabs saving at once must not lose one table's choice.
      const [row] = await manager.query<{ columns: unknown }[]>(`SELECT settings -> 'Columns' AS columns FROM core.users WHERE user_id = $1 FOR UPDATE`, [
        userId,
      ]);
      const merged = mergeColumnSettings(row?.columns, columns);
      const tooLarge = columnSettingsSizeProblem(merged);
      if (tooLarge) throw AppError.badRequest(tooLarge);
      await manager.query(`UPDATE core.users SET settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{Columns}', $2::jsonb) WHERE user_id = $1`, [
        userId,
        JSON.stringify(merged),
      ]);
      return { Columns: merged };
    });
  }
}
