import { CoreSchema1760000000000 } from './1760000000000-core-schema.js';
import { TelephonySchema1761000000000 } from './1761000000000-telephony-schema.js';
import { CustomerTimeZone1762000000000 } from './1762000000000-customer-time-zone.js';
import { TelephonyRealFiles1762100000000 } from './1762100000000-telephony-real-files.js';

/** Every migration, in order. Areas add theirs here. */
export const MIGRATIONS = [CoreSchema1760000000000, TelephonySchema1761000000000, CustomerTimeZone1762000000000, TelephonyRealFiles1762100000000];
