import { Global, Module } from '@nestjs/common';
import { RealtimeGateway, SessionEndedNotifier, SessionExtendedNotifier, SessionRoomsUpdater } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

@Global()
@Module({
  providers: [RealtimeService, RealtimeGateway, SessionExtendedNotifier, SessionEndedNotifier, SessionRoomsUpdater],
  exports: [RealtimeService],
})
export class RealtimeModule {}
