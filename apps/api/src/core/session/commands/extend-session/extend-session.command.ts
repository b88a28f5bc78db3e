import { Command } from '@nestjs/cqrs';
import type { ExtendSessionResult } from '@backoffice/contracts';

export class ExtendSessionCommand extends Command<ExtendSessionResult> {
  constructor(readonly sessionId: string) {
    super();
  }
}
