import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Archive these reports (hidden unless Show archived is on); all or none. */
export class ArchiveReportsCommand extends Command<{ archived: number }> {
  constructor(
    readonly principal: Principal,
    readonly reportIds: number[],
  ) {
    super();
  }
}
