import { Command } from '@nestjs/cqrs';
import type { News } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

export class MarkNewsReadCommand extends Command<News> {
  constructor(
    readonly principal: Principal,
    readonly newsId: number,
  ) {
    super();
  }
}
