/**
 * POST assistance/partners/list-map: the active customer's partners as map items, filtered by
 * Priority, Group, Type and Name (empty or ALL: no filter). Without Zoom the answer is every item
 * (the spec's shape); with Zoom and Bounds it is what the map shows at that view: supercluster's
 * clusters (radius 75, zoom 5-20) and single pins. Pins at the same place are spread by 0.0001
 * degrees first; with an Origin each pin carries its distance in km.
 *
 * The cluster index of a customer and filter is built once and kept until the customer's partners
 * change: every write bumps the customer's revision in Redis, so all API instances drop it. It
 * holds zooms 5-16; a street view (zoom 17-20) holds a few pins, clustered when it is asked for.
 * The indexes are built in a worker thread (cluster-worker.ts): the requests that need a new one
 * wait for it without holding the event loop, every other request goes on being served.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PARTNER_MAP, type PartnerMapCluster, type PartnerMapFeature, type PartnerMapItem, type PartnerMapQuery } from '@backoffice/contracts';
import { distanceKm, offsetOverlappingPins, type GeoPoint } from '@backoffice/domain';
import type { Redis } from 'ioredis';
import Supercluster from 'supercluster';
import { DataSource } from 'typeorm';
import type { Principal } from '../../../platform/auth/principal.js';
import { AppConfig } from '../../../platform/config/app-config.js';
import { readWithRetry } from '../../../platform/database/connection-loss.js';
import { REDIS, redisKey } from '../../../platform/redis/redis.module.js';
import { AppError } from '../../../platform/rpc/app-error.js';
import { activeCustomerFor } from '../../../platform/auth/active-customer.js';
import { ClusterWorker, type ClusterOptions } from './cluster-worker.js';
import { mapItems } from './partner-map.queries.js';

type ItemProperties = Omit<PartnerMapItem, 'latitude' | 'longitude' | 'distance_km'>;
type PinIndex = Supercluster<ItemProperties & { item: number }>;
type Pin = Supercluster.PointFeature<ItemProperties & { item: number }>;

interface CachedIndex {
  revision: string;
  /** Read once per revision; concurrent requests share the read. */
  items: Promise<PartnerMapItem[]>;
  /** Built in the worker on the first clustered view. */
  index: Promise<PinIndex> | null;
  /** Zooms 17-20 over every pin, built on the first street view with too many pins to cluster on the spot. */
  streetIndex: Promise<PinIndex> | null;
  usedAt: number;
}

const MAX_CACHED_INDEXES = 50;

@Injectable()
export class PartnerMapService implements OnModuleDestroy {
  private readonly cache = new Map<string, CachedIndex>();
  private readonly worker = new ClusterWorker();
  private readonly logger = new Logger('assistance');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  async features(principal: Principal, query: PartnerMapQuery): Promise<PartnerMapFeature[]> {
    const origin = originOf(query.Origin);
    const clustered = query.Zoom !== undefined;
    if (clustered && (!Array.isArray(query.Bounds) || query.Bounds.length !== 4)) {
      throw AppError.badRequest('Invalid input: Bounds must be four numbers: west, south, east, north.');
    }
    const customerId = activeCustomerFor(principal);
    const entry = await this.entry(customerId, principal.timeZone, query);
    const items = await entry.items;
    const withDistance = (item: PartnerMapItem): PartnerMapItem => ({ ...item, distance_km: origin ? distanceKm(origin, item) : null });
    if (!clustered) return items.map(withDistance);

    const zoom = Math.max(PARTNER_MAP.minZoom, Math.min(PARTNER_MAP.maxZoom, Math.floor(query.Zoom!)));
    const [west, south, east, north] = query.Bounds!;
    const bounds: [number, number, number, number] = [west, Math.max(-90, south), east, Math.min(90, north)];
    const customerIndex = await this.built(entry, 'index', CUSTOMER_INDEX_OPTIONS, items);
    const nearby = pinsNearView(customerIndex, bounds, zoom);
    // The street index over every pin is built (in the worker) only for a view that needs it.
    const wholeStreet = nearby.length > MAX_PINS_CLUSTERED_PER_VIEW ? await this.built(entry, 'streetIndex', STREET_INDEX_OPTIONS, items) : null;
    const { index, features } = viewClusters(customerIndex, bounds, zoom, () => wholeStreet ?? streetIndex(items), nearby);
    return features.map((feature): PartnerMapFeature => {
      const [longitude, latitude] = feature.geometry.coordinates;
      const properties = feature.properties as Supercluster.ClusterProperties | (ItemProperties & { item: number });
      if ('cluster' in properties && properties.cluster) {
        const cluster: PartnerMapCluster = {
          cluster: true,
          cluster_id: properties.cluster_id,
          point_count: properties.point_count,
          latitude,
          longitude,
          expansion_zoom: Math.min(PARTNER_MAP.maxZoom, index.getClusterExpansionZoom(properties.cluster_id)),
        };
        return cluster;
      }
      return withDistance(items[(properties as { item: number }).item]);
    });
  }

  /** Drops every cached index of the customer, here and on every other instance. */
  async invalidate(customerId: number): Promise<void> {
    await this.redis.incr(this.revisionKey(customerId));
  }

  private revisionKey(customerId: number): string {
    return redisKey(this.config, 'assistance', 'partners-revision', customerId);
  }

  private async entry(customerId: number, timeZone: string, query: PartnerMapQuery): Promise<CachedIndex> {
    const revision = (await this.redis.get(this.revisionKey(customerId))) ?? '0';
    const key = JSON.stringify([customerId, timeZone, query.Priority ?? '', query.Group ?? '', query.Type ?? '', query.Name ?? '']);
    let entry = this.cache.get(key);
    if (!entry || entry.revision !== revision) {
      const items = readWithRetry(() => mapItems(this.dataSource.manager, customerId, timeZone, query)).then((rows) => offsetOverlappingPins(rows));
      const fresh: CachedIndex = { revision, items, index: null, streetIndex: null, usedAt: 0 };
      // A failed read is not kept: the next request reads again.
      items.catch(() => this.cache.get(key) === fresh && this.cache.delete(key));
      this.remember(key, fresh);
      entry = fresh;
    }
    entry.usedAt = Date.now();
    return entry;
  }

  /**
   * The entry's index of that kind, built once in the worker (concurrent requests wait for the
   * same build). Should the worker fail, the index is built here, as before the worker.
   */
  private built(entry: CachedIndex, kind: 'index' | 'streetIndex', options: ClusterOptions, items: readonly PartnerMapItem[]): Promise<PinIndex> {
    entry[kind] ??= this.worker.build(pinsOf(items), options).catch((error: unknown) => {
      this.logger.warn(`${error instanceof Error ? error.message : String(error)}; building the map index in the request thread`);
      return pinIndex(pinsOf(items), options);
    });
    return entry[kind];
  }

  private remember(key: string, entry: CachedIndex): void {
    this.cache.set(key, entry);
    if (this.cache.size <= MAX_CACHED_INDEXES) return;
    const oldest = [...this.cache.entries()].sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
    this.cache.delete(oldest[0]);
  }
}

/**
 * From this zoom on a view covers a few streets. Clustering zooms 17-20 of every pin took nearly half of
 * the index build (levels where hardly any pin has a neighbour); a view's pins cluster in well
 * under a millisecond instead.
 */
export const STREET_ZOOM = 17;
/** supercluster's default tile extent: its radius is in pixels of a tile this wide. */
const TILE_EXTENT = 512;

/** More pins than this near a street view (a client asking zoom 20 of a whole country) go to the street index over every pin, built once. */
const MAX_PINS_CLUSTERED_PER_VIEW = 2_000;

/** The customer index: the spec's radius, zooms 5-16. */
const CUSTOMER_INDEX_OPTIONS: ClusterOptions = {
  radius: PARTNER_MAP.clusterRadius,
  extent: TILE_EXTENT,
  minZoom: PARTNER_MAP.minZoom,
  maxZoom: STREET_ZOOM - 1,
};
/** The street index: zooms 17-20. */
const STREET_INDEX_OPTIONS: ClusterOptions = { ...CUSTOMER_INDEX_OPTIONS, minZoom: STREET_ZOOM, maxZoom: PARTNER_MAP.maxZoom };

/** supercluster over the items with the spec's radius, zooms 5-16; each point knows its item. Built here, in the calling thread. */
export function clusterIndex(items: readonly PartnerMapItem[]): PinIndex {
  return pinIndex(pinsOf(items), CUSTOMER_INDEX_OPTIONS);
}

/** The same, built in the worker thread (the service's way). */
export function clusterIndexInWorker(worker: ClusterWorker, items: readonly PartnerMapItem[]): Promise<PinIndex> {
  return worker.build(pinsOf(items), CUSTOMER_INDEX_OPTIONS);
}

/** supercluster over the items, zooms 17-20: what a street view shows, for any view. */
export function streetIndex(items: readonly PartnerMapItem[]): PinIndex {
  return pinIndex(pinsOf(items), STREET_INDEX_OPTIONS);
}

/** The same, built in the worker thread. */
export function streetIndexInWorker(worker: ClusterWorker, items: readonly PartnerMapItem[]): Promise<PinIndex> {
  return worker.build(pinsOf(items), STREET_INDEX_OPTIONS);
}

function pinsOf(items: readonly PartnerMapItem[]): Pin[] {
  return items.map((item, position): Pin => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [item.longitude, item.latitude] },
    properties: { item: position } as ItemProperties & { item: number },
  }));
}

/**
 * The clusters and pins of one view, and the index that knows their expansion zooms. Below
 * STREET_ZOOM the customer's index answers. From it on the pins near the view are clustered
 * alone, in the customer index's order (supercluster seeds clusters greedily in input order).
 * Over the levels up to 20 a cluster gathers pins from at most twice the radius of the view's
 * zoom, so with a margin of four radii the view shows what one index of zooms 5-20 would show;
 * only a chain of pins, each within a radius of the next, running in from beyond the margin
 * could seed a cluster differently. A view with too many pins near it takes `wholeStreetIndex`
 * instead (streetIndex over every pin, kept by the caller), so no request clusters thousands.
 */
export function viewClusters(
  index: PinIndex,
  bounds: [number, number, number, number],
  zoom: number,
  wholeStreetIndex: () => PinIndex,
  nearby: Pin[] = pinsNearView(index, bounds, zoom),
): { index: PinIndex; features: ReturnType<PinIndex['getClusters']> } {
  if (zoom < STREET_ZOOM) return { index, features: index.getClusters(bounds, zoom) };
  if (nearby.length > MAX_PINS_CLUSTERED_PER_VIEW) {
    const whole = wholeStreetIndex();
    return { index: whole, features: whole.getClusters(bounds, zoom) };
  }
  nearby.sort((a, b) => a.properties.item - b.properties.item);
  const street = pinIndex(nearby, { ...STREET_INDEX_OPTIONS, minZoom: zoom });
  return { index: street, features: street.getClusters(bounds, zoom) };
}

/** The pins that can appear in a street view (zoom 17-20) of these bounds; none below street zoom. */
export function pinsNearView(index: PinIndex, bounds: [number, number, number, number], zoom: number): Pin[] {
  if (zoom < STREET_ZOOM) return [];
  // In degrees of longitude; a degree of latitude is longer on the Mercator plane, so this is wide enough for both.
  const margin = (4 * 360 * PARTNER_MAP.clusterRadius) / (TILE_EXTENT * 2 ** zoom);
  const [west, south, east, north] = bounds;
  // Above its last clustered zoom the index answers single pins.
  return index.getClusters([west - margin, Math.max(-90, south - margin), east + margin, Math.min(90, north + margin)], STREET_ZOOM) as Pin[];
}

function pinIndex(pins: Pin[], options: ClusterOptions): PinIndex {
  return new Supercluster<ItemProperties & { item: number }>(options).load(pins);
}

function originOf(origin: PartnerMapQuery['Origin'] | undefined): GeoPoint | null {
  if (!origin) return null;
  const point = { latitude: Number(origin.Latitude), longitude: Number(origin.Longitude) };
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude) || Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) {
    throw AppError.badRequest('Invalid input: Origin must be { Latitude: -90..90, Longitude: -180..180 }.');
  }
  return point;
}
