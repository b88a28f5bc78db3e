import { RecordId, OptionalText, RequiredText } from '../../platform/rpc/dto.decorators.js';

export class CreateIssueTypeDto {
  @RequiredText(200) Name: string;
}

export class SaveIssueTypeDto {
  @RecordId() IssueID: number;
  @OptionalText(200) Name?: string;
}
