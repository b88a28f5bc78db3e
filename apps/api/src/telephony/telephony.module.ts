/**
 * The call centre's telephony data, an area of its own: entities, imports (upload as a job, the
 * import runs, the importer the command line shares), recordings (the service areas answer their
 * downloads with), the PBX adapter for the live queue, and the customer's service-level
 * thresholds. Playback, Quality, Reports, Lunch break and Monitor import this module and read its
 * tables.
 */
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TelephonyQueue } from '@backoffice/contracts';
import type { Queue } from 'bullmq';
import { JobProgressRelay } from '../platform/jobs/job-progress.relay.js';
import { StartTelephonyImportHandler } from './imports/commands/start-telephony-import/start-telephony-import.handler.js';
import { ImportRunsController } from './imports/import-runs.controller.js';
import { ImportUploads } from './imports/import-uploads.service.js';
import { TelephonyImportProcessor } from './imports/jobs/telephony-import.processor.js';
import { TelephonyImporter } from './imports/telephony-importer.js';
import { TelephonyImportsController } from './imports/telephony-imports.controller.js';
import { PbxAdapter } from './pbx/pbx-adapter.js';
import { pbxAdapterProvider } from './pbx/pbx.provider.js';
import { RecordingsController } from './recordings/recordings.controller.js';
import { RecordingsService } from './recordings/recordings.service.js';
import { SaveServiceLevelsHandler } from './service-levels/commands/save-service-levels/save-service-levels.handler.js';
import { ServiceLevelsAuditLog } from './service-levels/events/service-levels-audit.handler.js';
import { ServiceLevelsController } from './service-levels/service-levels.controller.js';
import { SourceIngestion } from './sources/ingestion/source-ingestion.service.js';
import { SourceFolder } from './sources/source-folder.js';
import { SourcesController } from './sources/sources.controller.js';
import { TELEPHONY_ENTITIES } from './telephony.entities.js';

const controllers = [RecordingsController, TelephonyImportsController, ImportRunsController, ServiceLevelsController, SourcesController];
const commandHandlers = [StartTelephonyImportHandler, SaveServiceLevelsHandler];
const eventHandlers = [ServiceLevelsAuditLog];
const processors = [TelephonyImportProcessor];

@Module({
  imports: [TypeOrmModule.forFeature(TELEPHONY_ENTITIES), BullModule.registerQueue({ name: TelephonyQueue.Import })],
  controllers,
  providers: [
    RecordingsService,
    TelephonyImporter,
    ImportUploads,
    SourceFolder,
    SourceIngestion,
    pbxAdapterProvider,
    ...commandHandlers,
    ...eventHandlers,
    ...processors,
  ],
  exports: [TypeOrmModule, RecordingsService, TelephonyImporter, PbxAdapter],
})
export class TelephonyModule implements OnModuleInit {
  constructor(
    @InjectQueue(TelephonyQueue.Import) private readonly importQueue: Queue,
    private readonly relay: JobProgressRelay,
  ) {}

  onModuleInit(): void {
    this.relay.watch(this.importQueue);
  }
}
