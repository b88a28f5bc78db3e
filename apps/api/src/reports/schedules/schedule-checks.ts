import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, MAX_SCHEDULE_RECIPIENTS, WILDCARD_PERMISSION, schedulableReport } from '@backoffice/contracts';
import { DomainError, relativeRangeDays, scheduleProblems, wireDatesOf, type ScheduleProblem } from '@backoffice/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { englishMessage } from '../../platform/i18n/server-messages.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { describeValidationErrors } from '../../platform/rpc/validation.js';
import { scheduledReportRunner } from './scheduled-reports.js';
import { allowedRecipients } from './schedules.queries.js';

/** A schedule's fields as they will be stored. */
export interface ScheduleDraft {
  Report: string;
  Parameters: unknown;
  Range: unknown;
  Time: unknown;
  Days: unknown;
  Recipients: unknown;
  Format: unknown;
  Language?: unknown;
}

/** A problem as the envelope's data names it: the key's last part and the value its text shows. */
function wireProblem(problem: ScheduleProblem): { Problem: ScheduleProblem['code']; Value?: string } {
  return problem.value === undefined ? { Problem: problem.code } : { Problem: problem.code, Value: problem.value };
}

/** A problem in the English of the server's i18n (`app.errors.schedule_invalid.<Problem>`). */
export function scheduleProblemInEnglish(problem: ScheduleProblem): string {
  return englishMessage(`app.errors.schedule_invalid.${problem.code}`, wireProblem(problem));
}

/**
 * A 400 naming every problem (nothing is stored): in English, and the problems with their values as
 * the envelope's data, from which the admin words them in the user's language.
 */
export function scheduleRefusal(problems: ScheduleProblem[]): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, `${problems.map(scheduleProblemInEnglish).join('; ')}.`, {
    code: ErrorCode.ScheduleInvalid,
    details: { Problems: problems.map(wireProblem) },
  });
}

/** The rules a schedule is stored and run under (libs/domain scheduleProblems), with what the database knows. */
@Injectable()
export class ScheduleChecks {
  constructor(private readonly config: AppConfig) {}

  /** Every problem of the draft for this user (their permissions) and customer; empty when it may be stored or run. */
  async problems(db: EntityManager, draft: ScheduleDraft, permissions: readonly string[], customerId: number): Promise<ScheduleProblem[]> {
    const declared = schedulableReport(draft.Report);
    const runner = scheduledReportRunner(draft.Report);
    const report =
      declared && runner ? { formats: declared.formats, maxRangeDays: Math.min(declared.maxRangeDays ?? Infinity, this.config.maxRangeDays) } : null;
    const permitted = !!declared && (permissions.includes(WILDCARD_PERMISSION) || declared.call.permissions.some((name) => permissions.includes(name)));
    const allowed = await allowedRecipients(db, customerId);
    const problems = scheduleProblems(draft, { report, permitted, ...allowed, maxRecipients: MAX_SCHEDULE_RECIPIENTS });
    if (declared && runner) {
      const parameterProblem = await this.parameterProblem(db, customerId, draft, declared.parameters, declared.dateFields);
      if (parameterProblem) problems.push({ code: 'bad_parameters', value: parameterProblem });
    }
    return problems;
  }

  async assertValid(db: EntityManager, draft: ScheduleDraft, permissions: readonly string[], customerId: number): Promise<void> {
    const problems = await this.problems(db, draft, permissions, customerId);
    if (problems.length > 0) throw scheduleRefusal(problems);
  }

  /** The report's own request check (its DTO and domain rules) over the Parameters with a range's dates. */
  private async parameterProblem(
    db: EntityManager,
    customerId: number,
    draft: ScheduleDraft,
    names: readonly string[],
    dateFields: readonly [string, string],
  ): Promise<string | null> {
    const parameters = draft.Parameters;
    if (parameters === null || typeof parameters !== 'object' || Array.isArray(parameters)) return 'Parameters must be an object';
    const unknown = Object.keys(parameters).filter((name) => !names.includes(name));
    if (unknown.length > 0)
      return `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a parameter of this report (${names.join(', ') || 'it has none'})`;
    const runner = scheduledReportRunner(draft.Report)!;
    // Any range's dates do: the dates are not what is checked here.
    const [from, to] = wireDatesOf(relativeRangeDays('yesterday', clock.now(), 'UTC'), runner.end);
    const request = { ...(parameters as Record<string, unknown>), [dateFields[0]]: from, [dateFields[1]]: to };
    const errors = await validate(plainToInstance(runner.dto, request), { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length > 0) return describeValidationErrors(errors).join('; ');
    try {
      await runner.check?.(request, { db, customerId });
    } catch (error) {
      if (error instanceof DomainError || error instanceof AppError) return error.message;
      throw error;
    }
    return null;
  }
}
