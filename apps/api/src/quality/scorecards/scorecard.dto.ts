import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ANSWER_TYPES, MAX_SCORECARD_QUESTIONS, MAX_SCORECARD_SECTIONS, type AnswerType } from '@backoffice/contracts';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OptionalText, RecordId, RequiredText } from '../../platform/rpc/dto.decorators.js';

/**
 * The shape of a form; what makes a form scorable (names, weights, at least one weight above 0)
 * is libs/domain's scorecardFormProblem, answered in the user's language.
 */
export class ScorecardQuestionDto {
  @ApiPropertyOptional({ description: 'Answered by load; ignored on save (each version numbers its questions)' }) @Allow() QuestionID?: unknown;
  @ApiProperty()
  @IsString({ message: 'Questions.Text must be text' })
  @MaxLength(1000, { message: 'Questions.Text must be at most 1000 characters' })
  Text: string;
  @ApiProperty({ minimum: 0, maximum: 100 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Questions.Weight must be a number' })
  Weight: number;
  @ApiProperty({ enum: ANSWER_TYPES }) @IsString({ message: `Questions.AnswerType must be one of ${ANSWER_TYPES.join(', ')}` }) AnswerType: AnswerType;
  @ApiProperty() @IsBoolean({ message: 'Questions.Critical must be true or false' }) Critical: boolean;
}

export class ScorecardSectionDto {
  @ApiProperty() @IsString({ message: 'Sections.Name must be text' }) @MaxLength(200, { message: 'Sections.Name must be at most 200 characters' }) Name: string;
  @ApiProperty({ type: ScorecardQuestionDto, isArray: true })
  @IsArray({ message: 'Sections.Questions must be a list' })
  @ArrayMaxSize(MAX_SCORECARD_QUESTIONS, { message: `A section may hold at most ${MAX_SCORECARD_QUESTIONS} questions` })
  @ValidateNested({ each: true })
  @Type(() => ScorecardQuestionDto)
  Questions: ScorecardQuestionDto[];
}

const SectionList = () => (target: object, key: string | symbol) => {
  IsArray({ message: 'Sections must be a list' })(target, key);
  ArrayMaxSize(MAX_SCORECARD_SECTIONS, { message: `Sections may hold at most ${MAX_SCORECARD_SECTIONS} sections` })(target, key);
  ValidateNested({ each: true })(target, key);
  Type(() => ScorecardSectionDto)(target, key);
};

export class CreateScorecardDto {
  @RequiredText(200) Name: string;
  @ApiProperty({ type: ScorecardSectionDto, isArray: true }) @SectionList() Sections: ScorecardSectionDto[];
}

/**
 * A save sends what changed (the admin's data provider), the record's read-only fields accepted
 * and ignored: a missing Name or Sections keeps the stored one; the result becomes the current version.
 */
export class SaveScorecardDto {
  @RecordId() ScorecardID: number;
  @OptionalText(200) Name?: string;
  @ApiPropertyOptional({ type: ScorecardSectionDto, isArray: true }) @IsOptional() @SectionList() Sections?: ScorecardSectionDto[];
  @Allow() Version?: unknown;
  @Allow() EvaluationCount?: unknown;
  @Allow() UpdatedAt?: unknown;
}

export class ScorecardAnswerDto {
  @RecordId() QuestionID: number;
  /** 'yes' | 'no' | 'na' or 1-5, checked against the question's type by libs/domain. */
  @ApiProperty({
    oneOf: [
      { type: 'string', enum: ['yes', 'no', 'na'] },
      { type: 'integer', minimum: 1, maximum: 5 },
    ],
  })
  @Allow()
  Answer: unknown;
}

export const OptionalAnswers = () => (target: object, key: string | symbol) => {
  ApiPropertyOptional({ type: ScorecardAnswerDto, isArray: true })(target, key);
  IsOptional()(target, key);
  IsArray({ message: 'Answers must be a list of { QuestionID, Answer }' })(target, key);
  ArrayMaxSize(MAX_SCORECARD_QUESTIONS, { message: `Answers may hold at most ${MAX_SCORECARD_QUESTIONS} answers` })(target, key);
  ValidateNested({ each: true })(target, key);
  Type(() => ScorecardAnswerDto)(target, key);
};
