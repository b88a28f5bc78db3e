import type { NewsSave } from '@backoffice/contracts';
import type { Principal } from '../../../../platform/auth/principal.js';

/** Saves the text, dates and audience of a news item (readers stay addressed); answers it. */
export class SaveNewsCommand {
  constructor(
    readonly principal: Principal,
    readonly news: NewsSave,
  ) {}
}
