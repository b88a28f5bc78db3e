import { InjectQueue } from '@nestjs/bullmq';
import { Body, Controller } from '@nestjs/common';
import { ReportScheduleCalls, ReportScheduleQueue } from '@backoffice/contracts';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { clock } from '../../platform/clock/clock.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { JobEnqueuer } from '../../platform/jobs/enqueue-once.js';
import { requesterOf } from '../../platform/jobs/job-requester.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { runNowJobId, type ReportScheduleJobData } from './jobs/report-schedule.queue.js';
import { ScheduleIdDto } from './schedule.dto.js';
import { schedulesResource } from './schedules.resource.js';

/** reports/schedules/{count,list,create,load,save,delete} (crud kit) and run_now. */
@Controller()
export class SchedulesController extends CrudController(schedulesResource) {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobEnqueuer,
    @InjectQueue(ReportScheduleQueue) private readonly queue: Queue<ReportScheduleJobData>,
  ) {
    super();
  }

  /** Sends the schedule now, for its range as of now (a schedule the caller cannot see is 404). */
  @Call(ReportScheduleCalls.runNow)
  async runNow(@Body() body: ScheduleIdDto, @CurrentPrincipal() principal: Principal): Promise<{ JobID: string }> {
    await this.crud.assertVisible(schedulesResource, [body.ScheduleID], principal, this.dataSource.manager);
    const data = {
      scheduleId: body.ScheduleID,
      at: clock.now().toISOString(),
      label: `Scheduled report ${body.ScheduleID}`,
      requester: requesterOf(principal),
    };
    return { JobID: await this.jobs.enqueueOnce(this.queue, 'run-now', data, runNowJobId(body.ScheduleID)) };
  }
}
