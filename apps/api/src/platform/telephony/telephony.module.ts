/**
 * The telephony read model and its ways in: entities, imports (upload routes and service),
 * recordings (storage and the Range-aware download), and the PBX adapter for the live queue.
 * Playback, Quality, Reports, Lunch break and Monitor import this module and read its tables.
 */
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TelephonyImportController } from './imports/telephony-import.controller.js';
import { TelephonyImportService } from './imports/telephony-import.service.js';
import { PbxAdapter } from './pbx/pbx-adapter.js';
import { pbxAdapterProvider } from './pbx/pbx.provider.js';
import { RecordingsController } from './recordings/recordings.controller.js';
import { RecordingsService } from './recordings/recordings.service.js';
import { TELEPHONY_ENTITIES } from './telephony.entities.js';

@Module({
  imports: [TypeOrmModule.forFeature(TELEPHONY_ENTITIES)],
  controllers: [RecordingsController, TelephonyImportController],
  providers: [RecordingsService, TelephonyImportService, pbxAdapterProvider],
  exports: [TypeOrmModule, RecordingsService, TelephonyImportService, PbxAdapter],
})
export class TelephonyModule {}
