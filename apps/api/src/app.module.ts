import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from './core/core.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule } from './platform/platform.module.js';
import { TelephonyModule } from './telephony/telephony.module.js';

/** The product: the platform and one module per area. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config), TelephonyModule, CoreModule] };
  }
}
