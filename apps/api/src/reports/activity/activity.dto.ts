import { DateRangeRequest } from '@backoffice/contracts';
import { WireDate } from '../report.dto.js';

export class DateRangeDto implements DateRangeRequest {
  @WireDate() DateFrom: string;
  @WireDate() DateTo: string;
}
