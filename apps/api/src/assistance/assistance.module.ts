/**
 * The Assistance area: the customer's service partners (towing, medical, transport, hotels,
 * assistance providers, ...) with their group records, files, temporary notices, the clustered
 * map with distances, and geocoding (offline by default).
 */
import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../platform/config/app-config.js';
import { geonamesTowns } from './geocoding/geonames-towns.js';
import { geocoderProvider } from './geocoding/geocoder.provider.js';
import { MapTowns } from './geocoding/map-towns.js';
import { CreatePartnerHandler } from './partners/commands/create-partner/create-partner.handler.js';
import { DeletePartnersHandler } from './partners/commands/delete-partners/delete-partners.handler.js';
import { PartnerChanges } from './partners/commands/partner-changes.js';
import { SavePartnerHandler } from './partners/commands/save-partner/save-partner.handler.js';
import { StorePartnerFileHandler } from './partners/commands/store-partner-file/store-partner-file.handler.js';
import { PartnersChangedNotifier } from './partners/events/partners-changed.handler.js';
import { PartnerFiles } from './partners/files/partner-files.service.js';
import { GROUP_RECORD_ENTITIES } from './partners/group-records.js';
import { PartnerMapService } from './partners/map/partner-map.service.js';
import { PartnerEntity } from './partners/partner.entity.js';
import { PartnersController } from './partners/partners.controller.js';
import { PartnersSearch } from './partners/partners.search.js';

const controllers = [PartnersController];
const commandHandlers = [CreatePartnerHandler, SavePartnerHandler, DeletePartnersHandler, StorePartnerFileHandler];
const eventHandlers = [PartnersChangedNotifier];

@Module({
  imports: [TypeOrmModule.forFeature([PartnerEntity, ...Object.values(GROUP_RECORD_ENTITIES)])],
  controllers,
  providers: [PartnerMapService, PartnerFiles, PartnerChanges, PartnersSearch, MapTowns, geocoderProvider, ...commandHandlers, ...eventHandlers],
})
export class AssistanceModule implements OnApplicationBootstrap {
  constructor(private readonly config: AppConfig) {}

  /**
   * The offline geocoder's town index is built once at start, in a worker thread, so the first
   * place search does not wait for it (GEOCODER_PRELOAD=false leaves it to the first search).
   */
  onApplicationBootstrap(): void {
    if ((this.config.env.GEOCODER || 'offline') === 'offline' && this.config.env.GEOCODER_PRELOAD !== 'false') {
      geonamesTowns().catch(() => undefined);
    }
  }
}
