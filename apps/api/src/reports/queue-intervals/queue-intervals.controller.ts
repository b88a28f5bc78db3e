import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReportCalls, type QueueIntervalRow, type QueueIntervalsPage, type QueueProfile } from '@backoffice/contracts';
import { overriddenQueues, thresholdsOfQueue, queueIntervalMinutes, queueIntervalsFileName, queueSelection } from '@backoffice/domain';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { serviceLevelSettingsFor } from '../../telephony/service-levels/service-levels.queries.js';
import { ReportRanges } from '../report-ranges.js';
import { QUEUE_INTERVALS_CSV_COLUMNS } from './queue-intervals.csv.js';
import { QueueIntervalsDto, QueueIntervalsExportDto, QueueProfileDto } from './queue-intervals.dto.js';
import {
  intervalQueues,
  intervalSums,
  queueIntervalRowOf,
  queueIntervalsQuery,
  queueProfileRows,
  type IntervalSumsRow,
  type ListPage,
} from './queue-intervals.queries.js';

/** Queue intervals: the table of the range per interval and queue, its CSV, the hour-of-day profile and the queues to pick from. */
@ApiTags('report')
@Controller()
export class QueueIntervalsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranges: ReportRanges,
    private readonly exports: CsvExports,
  ) {}

  private get db() {
    return this.dataSource.manager;
  }

  /** A page of the table (Page and PageSize), or every row. */
  @Call(ReportCalls.queueIntervals)
  async queueIntervals(@Body() body: QueueIntervalsDto, @CurrentPrincipal() principal: Principal): Promise<QueueIntervalsPage> {
    const { range, minutes, queues } = this.requestOf(body, principal);
    if ((body.Page === undefined) !== (body.PageSize === undefined)) throw AppError.badRequest('Page and PageSize go together: send both or neither.');
    const page = body.Page !== undefined && body.PageSize !== undefined ? { limit: body.PageSize, offset: (body.Page - 1) * body.PageSize } : undefined;
    const customerId = activeCustomerFor(principal);
    const settings = await serviceLevelSettingsFor(this.db, customerId);
    const read = (at?: ListPage) => intervalSums(this.db, customerId, principal.timeZone, range, minutes, queues, settings, at);
    const rows = await read(page);
    if (!page) return { Rows: rows.map(queueIntervalRowOf), Total: rows.length };
    // A page past the end has no row to carry the total: the first row tells it.
    const total = rows[0]?.total ?? (page.offset > 0 ? ((await read({ limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return { Rows: rows.map(queueIntervalRowOf), Total: total };
  }

  /** The table as CSV, streamed from a cursor: a year of 15-minute intervals of many queues is many rows. */
  @Call(ReportCalls.queueIntervalsExport)
  async queueIntervalsExport(@Query() query: QueueIntervalsExportDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const { range, minutes, queues } = this.requestOf(query, principal);
    const customerId = activeCustomerFor(principal);
    const settings = await serviceLevelSettingsFor(this.db, customerId);
    const { sql, params } = queueIntervalsQuery(customerId, principal.timeZone, range, { kind: 'interval', minutes }, queues, settings);
    // Each streamed row of sums becomes its wire row once, whichever column asks first.
    const wire = new WeakMap<IntervalSumsRow, QueueIntervalRow>();
    const of = (row: IntervalSumsRow) => wire.get(row) ?? wire.set(row, queueIntervalRowOf(row)).get(row)!;
    return this.exports.sendQuery<IntervalSumsRow>(
      reply,
      principal,
      {
        fileName: queueIntervalsFileName(range),
        columns: QUEUE_INTERVALS_CSV_COLUMNS.map((column) => ({ header: column.header, value: (row: IntervalSumsRow) => column.value(of(row)) })),
      },
      sql,
      params,
    );
  }

  @Call(ReportCalls.queueProfile)
  async queueProfile(@Body() body: QueueProfileDto, @CurrentPrincipal() principal: Principal): Promise<QueueProfile> {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    const queues = queueSelection(body.Queues);
    const customerId = activeCustomerFor(principal);
    const settings = await serviceLevelSettingsFor(this.db, customerId);
    return {
      Days: range.days,
      Rows: await queueProfileRows(this.db, customerId, principal.timeZone, range, queues, settings),
      Thresholds: [thresholdsOfQueue(settings, null), ...overriddenQueues(settings)],
    };
  }

  @Call(ReportCalls.queueIntervalQueues, { body: null })
  queues(@CurrentPrincipal() principal: Principal): Promise<string[]> {
    return intervalQueues(this.db, activeCustomerFor(principal));
  }

  private requestOf(body: QueueIntervalsExportDto, principal: Principal) {
    const range = this.ranges.of(principal, body.DateFrom, body.DateTo, 'end-of-day');
    return { range, minutes: queueIntervalMinutes(body.Interval), queues: queueSelection(body.Queues) };
  }
}
