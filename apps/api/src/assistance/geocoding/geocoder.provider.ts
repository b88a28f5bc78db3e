import type { Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../platform/config/app-config.js';
import { REDIS, redisKey } from '../../platform/redis/redis.module.js';
import { Geocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { OfflineGeocoder } from './offline-geocoder.js';

const CACHE_SECONDS = 24 * 3600;

/** GEOCODER=offline (default) or nominatim with GEOCODER_URL and GEOCODER_USER_AGENT (README, Configuration). */
export const geocoderProvider: Provider = {
  provide: Geocoder,
  inject: [AppConfig, REDIS],
  useFactory: (config: AppConfig, redis: Redis): Geocoder => {
    const kind = config.env.GEOCODER || 'offline';
    if (kind === 'offline') return new OfflineGeocoder();
    if (kind !== 'nominatim') throw new Error(`GEOCODER must be offline or nominatim, got '${kind}'.`);
    const baseUrl = config.env.GEOCODER_URL;
    const userAgent = config.env.GEOCODER_USER_AGENT;
    if (!baseUrl || !userAgent) throw new Error('GEOCODER=nominatim needs GEOCODER_URL and GEOCODER_USER_AGENT (an identifying name with a contact).');
    return new NominatimGeocoder({
      baseUrl,
      userAgent,
      language: config.env.GEOCODER_LANGUAGE || undefined,
      minIntervalMs: config.env.GEOCODER_MIN_INTERVAL_MS ? Number(config.env.GEOCODER_MIN_INTERVAL_MS) : 1000,
      cache: {
        get: (key) => redis.get(redisKey(config, 'assistance', 'geocoder', key)),
        set: async (key, value) => {
          await redis.set(redisKey(config, 'assistance', 'geocoder', key), value, 'EX', CACHE_SECONDS);
        },
      },
    });
  },
};
