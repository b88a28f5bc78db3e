import type { NewsCreate } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Creates a news item addressed to roles or users; answers it as the editor sees it. */
export class CreateNewsCommand {
  constructor(
    readonly principal: Principal,
    readonly news: NewsCreate,
  ) {}
}
