import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EVALUATION_STATUSES, MAX_EVALUATIONS_PER_AGENT, RANDOM_WEIGHT_CHOICES, type EvaluationStatus } from '@backoffice/contracts';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NullableText, OptionalRecordId, QueryRecordId, RecordId } from '../../platform/rpc/dto.decorators.js';
import { OptionalAnswers, type ScorecardAnswerDto } from '../scorecards/scorecard.dto.js';

export const MAX_AGENTS_PER_REQUEST = 1000;
export const MAX_COMMENT_LENGTH = 4000;

/**
 * The evaluate dialog sends the loaded record back with its changes: the read-only parts
 * (CallID, FromAW, Call, CallAgent, the score's and the agent's fields) are accepted and ignored.
 */
export class SaveCallEvaluationDto {
  @RecordId() CallEvaluationID: number;
  @ApiPropertyOptional({ enum: EVALUATION_STATUSES })
  @IsOptional()
  @IsIn(EVALUATION_STATUSES, { message: `Status must be one of ${EVALUATION_STATUSES.join(', ')}` })
  Status?: EvaluationStatus;
  @NullableText(MAX_COMMENT_LENGTH) Comment?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'TypoMistake must be true or false' }) TypoMistake?: boolean;
  @ApiPropertyOptional({ type: Number, isArray: true })
  @IsOptional()
  @IsArray({ message: 'SelectedIssues must be a list of issue ids' })
  @ArrayMaxSize(200, { message: 'SelectedIssues may hold at most 200 issues' })
  @IsInt({ each: true, message: 'SelectedIssues must hold whole numbers' })
  @Min(1, { each: true, message: 'SelectedIssues must hold positive ids' })
  SelectedIssues?: number[];
  /** With Answers: scores the call on this scorecard (issue 25). */
  @OptionalRecordId() ScorecardID?: number;
  @OptionalAnswers() Answers?: ScorecardAnswerDto[];
  @Allow() ScorecardVersion?: unknown;
  @Allow() Score?: unknown;
  @Allow() Scorecard?: unknown;
  @Allow() CallID?: unknown;
  @Allow() FromAW?: unknown;
  @Allow() Call?: unknown;
  @Allow() CallAgent?: unknown;
  /** The agent's answer is the agent's and the evaluators' resolve_dispute's, never a save's. */
  @Allow() AgentState?: unknown;
  @Allow() History?: unknown;
}

export class RandomWeightRuleDto {
  @ApiProperty({ description: 'CallCustomerID of list_customers' })
  @IsInt({ message: 'RandomWeightRules.customer must be a call customer id (the "all" entry has no weight of its own)' })
  @Min(1, { message: 'RandomWeightRules.customer must be a call customer id (the "all" entry has no weight of its own)' })
  customer: number;
  @ApiProperty({ enum: RANDOM_WEIGHT_CHOICES })
  @IsIn(RANDOM_WEIGHT_CHOICES, { message: `RandomWeightRules.random must be one of ${RANDOM_WEIGHT_CHOICES.join(', ')}` })
  random: (typeof RANDOM_WEIGHT_CHOICES)[number];
}

export function AgentIdList(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: Number, isArray: true })(target, key);
    IsArray({ message: '$property must be a list of agent ids' })(target, key);
    ArrayNotEmpty({ message: '$property must name at least one agent' })(target, key);
    ArrayMaxSize(MAX_AGENTS_PER_REQUEST, { message: `$property may name at most ${MAX_AGENTS_PER_REQUEST} agents` })(target, key);
    IsInt({ each: true, message: '$property must hold whole numbers' })(target, key);
    Min(1, { each: true, message: '$property must hold positive ids' })(target, key);
  };
}

export class GenerateEvaluationsDto {
  @ApiProperty({ example: '2026-03-02 00:00:00' }) @IsString({ message: 'From must be a date' }) @MaxLength(40) From: string;
  @ApiProperty({ example: '2026-03-09 00:00:00', description: 'The end date plus one day at 00:00:00' })
  @IsString({ message: 'To must be a date' })
  @MaxLength(40)
  To: string;
  @ApiProperty({ minimum: 1, maximum: MAX_EVALUATIONS_PER_AGENT, default: 7 })
  @IsInt({ message: 'EvaluationsPerAgent must be a whole number' })
  @Min(1, { message: 'EvaluationsPerAgent must be at least 1' })
  @Max(MAX_EVALUATIONS_PER_AGENT, { message: `EvaluationsPerAgent must be at most ${MAX_EVALUATIONS_PER_AGENT}` })
  EvaluationsPerAgent: number;
  @AgentIdList() CallAgents: number[];
  @ApiProperty({ type: RandomWeightRuleDto, isArray: true })
  @IsArray({ message: 'RandomWeightRules must be a list' })
  @ArrayMaxSize(1000, { message: 'RandomWeightRules may hold at most 1000 rules' })
  @ValidateNested({ each: true })
  @Type(() => RandomWeightRuleDto)
  RandomWeightRules: RandomWeightRuleDto[];
}

export class AudioQueryDto {
  @QueryRecordId() CallID: number;
  @ApiPropertyOptional() @Allow() Token?: string;
  @ApiPropertyOptional({ enum: ['download', 'direct', 'stream'] })
  @IsOptional()
  @IsIn(['download', 'direct', 'stream'], { message: 'Mode must be download, direct or stream' })
  Mode?: string;
}
