import { DateRangeExtenRequest } from '@backoffice/contracts';
import { OptionalExten, WireDate } from '../report.dto.js';

export class CallDurationDto implements DateRangeExtenRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
  @OptionalExten() Exten?: string;
}
