import { Module, type DynamicModule } from '@nestjs/common';
import { AssistanceModule } from './assistance/assistance.module.js';
import { CoreModule } from './core/core.module.js';
import { LunchBreakModule } from './lunch-break/lunch-break.module.js';
import { MonitorModule } from './monitor/monitor.module.js';
import { PlaybackModule } from './playback/playback.module.js';
import { NewsModule } from './news/news.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule } from './platform/platform.module.js';
import { QualityModule } from './quality/quality.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { TelephonyModule } from './telephony/telephony.module.js';

/** The product: the platform and one module per area. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        TelephonyModule,
        CoreModule,
        ReportsModule,
        NewsModule,
        AssistanceModule,
        PlaybackModule,
        LunchBreakModule,
        MonitorModule,
        QualityModule,
      ],
    };
  }
}
