import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@backoffice/contracts';
import type { AgentFeedbackProblem } from '@backoffice/domain';
import { AppError } from '../../platform/rpc/app-error.js';

/**
 * A refused step, with a code the admin words in the user's language (app.errors.<code>) and
 * the English words here; a state conflict is 409, a missing or long comment 400.
 */
export function feedbackRefusal(problem: AgentFeedbackProblem): AppError {
  switch (problem.Problem) {
    case 'already_answered':
      return new AppError(HttpStatus.CONFLICT, `This evaluation was already answered (${problem.AgentState.replace('_', ' ')}); it cannot be answered again.`, {
        code: ErrorCode.EvaluationAlreadyAnswered,
        details: problem,
      });
    case 'not_disputed':
      return new AppError(HttpStatus.CONFLICT, `Only a disputed evaluation can be resolved; this one is ${problem.AgentState.replace('_', ' ')}.`, {
        code: ErrorCode.EvaluationNotDisputed,
        details: problem,
      });
    case 'comment_required':
      return new AppError(HttpStatus.BAD_REQUEST, 'Please say why in the comment: a dispute and the rejection of one need a reason.', {
        code: ErrorCode.FeedbackCommentRequired,
      });
    case 'comment_too_long':
      return new AppError(HttpStatus.BAD_REQUEST, `The comment may have at most ${problem.Max} characters.`, {
        code: ErrorCode.FeedbackCommentTooLong,
        details: problem,
      });
  }
}
