import { MAX_FEEDBACK_COMMENT, type AcknowledgeEvaluationRequest, type DisputeEvaluationRequest, type ResolveDisputeRequest } from '@backoffice/contracts';
import { IsBoolean, IsInt, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';

// Lengths are checked by the domain rule (its own message and code); the DTOs bound what is read at all.
const READ_AT_MOST = MAX_FEEDBACK_COMMENT * 4;

export class AcknowledgeEvaluationDto implements AcknowledgeEvaluationRequest {
  @IsInt() @IsPositive() CallEvaluationID: number;
  @IsOptional() @IsString() @MaxLength(READ_AT_MOST) Comment?: string;
}

export class DisputeEvaluationDto implements DisputeEvaluationRequest {
  @IsInt() @IsPositive() CallEvaluationID: number;
  @IsString() @MaxLength(READ_AT_MOST) Comment: string;
}

export class ResolveDisputeDto implements ResolveDisputeRequest {
  @IsInt() @IsPositive() CallEvaluationID: number;
  @IsBoolean() Accepted: boolean;
  @IsString() @MaxLength(READ_AT_MOST) Comment: string;
}
