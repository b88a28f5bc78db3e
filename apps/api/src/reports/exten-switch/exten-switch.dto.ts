import { ExtenSwitchRequest } from '@backoffice/contracts';
import { RequiredExten, WireDate } from '../report.dto.js';

export class ExtenSwitchDto implements ExtenSwitchRequest {
  @RequiredExten() Exten: string;
  @WireDate() From: string;
  @WireDate() To: string;
}
