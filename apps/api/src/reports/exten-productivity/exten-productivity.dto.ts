import { ExtenProductivityRequest } from '@backoffice/contracts';
import { WireDate } from '../report.dto.js';

export class ExtenProductivityDto implements ExtenProductivityRequest {
  @WireDate() From: string;
  @WireDate() To: string;
}
