import { Injectable } from '@nestjs/common';
import { reportRange, type RangeEnd, type ReportRange } from '@backoffice/domain';
import type { Principal } from '../platform/auth/principal.js';
import { AppConfig } from '../platform/config/app-config.js';

/**
 * Turns a report call's DateFrom/DateTo into instants of the active customer's time zone, within
 * the configured maximum range (REPORT_MAX_RANGE_DAYS, default 366 days: one year).
 */
@Injectable()
export class ReportRanges {
  readonly maxDays: number;

  constructor(config: AppConfig) {
    this.maxDays = config.maxRangeDays;
  }

  of(principal: Principal, dateFrom: unknown, dateTo: unknown, end: RangeEnd): ReportRange {
    return reportRange(dateFrom, dateTo, principal.timeZone, { end, maxDays: this.maxDays });
  }
}
