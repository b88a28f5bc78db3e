import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserSettings } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { SaveColumnSettingsCommand } from './save-column-settings.command.js';

/** Merges the tables' column choices into the user's settings; other tables keep theirs. */
@CommandHandler(SaveColumnSettingsCommand)
export class SaveColumnSettingsHandler implements ICommandHandler<SaveColumnSettingsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, columns }: SaveColumnSettingsCommand): Promise<UserSettings> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [[row]] = await this.dataSource.query<[{ columns: UserSettings['Columns'] }[], number]>(
      `UPDATE core.users
          SET settings = jsonb_set(settings, '{Columns}', coalesce(settings -> 'Columns', '{}'::jsonb) || $2::jsonb)
        WHERE user_id = $1
        RETURNING settings -> 'Columns' AS columns`,
      [userId, JSON.stringify(columns)],
    );
    return { Columns: row?.columns ?? {} };
  }
}
