import { RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

export class CreatePermissionDto {
  @RequiredText(100) Name: string;
}

export class SavePermissionDto {
  @RecordId() PermissionID: number;
  @RequiredText(100) Name: string;
}
