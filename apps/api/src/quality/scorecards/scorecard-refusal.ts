import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@backoffice/contracts';
import type { ScorecardProblem } from '@backoffice/domain';
import { englishMessage } from '../../platform/i18n/server-messages.js';
import { AppError } from '../../platform/rpc/app-error.js';

/**
 * A 400 naming what is wrong with a form or with answers: the English text of the server's i18n
 * (`app.errors.scorecard_invalid.<Problem>`), and the problem with its values as the envelope's
 * data, from which the admin words it in the user's language (German from the same table).
 */
export function scorecardRefusal(problem: ScorecardProblem): AppError {
  const message = englishMessage(`app.errors.scorecard_invalid.${problem.Problem}`, problem);
  return new AppError(HttpStatus.BAD_REQUEST, message, { code: ErrorCode.ScorecardInvalid, details: problem });
}
