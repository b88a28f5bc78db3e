import type { Principal } from '../../../../platform/auth/principal.js';
import type { ReceivedUpload } from '../../files/partner-upload.js';

/** Stores a partner's price list or logo (a logo upload without file removes it). */
export class StorePartnerFileCommand {
  constructor(
    readonly principal: Principal,
    readonly kind: 'costs-document' | 'logo',
    readonly upload: ReceivedUpload,
  ) {}
}
