import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_SCHEDULE_RECIPIENTS, WILDCARD_PERMISSION, schedulableReport } from '@backoffice/contracts';
import { DomainError, relativeRangeDays, scheduleProblems, scheduleProblemText, wireDatesOf, type ScheduleProblem } from '@backoffice/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { clock } from '../../platform/clock/clock.js';
import { AppConfig } from '../../platform/config/app-config.js';
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
}

/** A refusal naming every problem, in English (and German for Accept-Language: de); nothing is stored. */
export function scheduleRefusal(problems: ScheduleProblem[]): AppError {
  const words = (language: 'en' | 'de') => problems.map((problem) => scheduleProblemText(problem, language)).join('; ');
  return new AppError(HttpStatus.BAD_REQUEST, `${words('en')}.`, { translations: { de: `${words('de')}.` }, details: { Problems: problems } });
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
