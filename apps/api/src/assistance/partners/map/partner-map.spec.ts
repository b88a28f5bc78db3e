import { afterAll, describe, expect, it } from '@jest/globals';
import { PARTNER_MAP, type PartnerMapItem } from '@backoffice/contracts';
import { offsetOverlappingPins, SeededRandom } from '@backoffice/domain';
import Supercluster from 'supercluster';
import { ClusterWorker } from './cluster-worker.js';
import { clusterIndex, clusterIndexInWorker, STREET_ZOOM, streetIndex, streetIndexInWorker, viewClusters } from './partner-map.service.js';

type Bounds = [number, number, number, number];

/** Pins as partners lie: a few everywhere, most in towns, some at the very same address. */
function partners(count: number): PartnerMapItem[] {
  const random = new SeededRandom('partner-map');
  const towns = Array.from({ length: 150 }, () => ({ longitude: 9.5 + random.next() * 7.5, latitude: 46.4 + random.next() * 2.5 }));
  const pins = Array.from({ length: count }, (_, n) => {
    const town = towns[n % towns.length];
    const [longitude, latitude] =
      n % 10 === 0
        ? [9.5 + random.next() * 7.5, 46.4 + random.next() * 2.5]
        : n % 7 === 0
          ? [town.longitude, town.latitude] // the town's one big address
          : [town.longitude + random.normal() * 0.004, town.latitude + random.normal() * 0.003];
    return { partner_id: n + 1, longitude, latitude } as PartnerMapItem;
  });
  return offsetOverlappingPins(pins);
}

/** What a view shows, independent of cluster ids: single pins by item, clusters by their pins. */
function shown(index: Supercluster, features: ReturnType<Supercluster['getClusters']>): string[] {
  return features
    .map((feature) => {
      const properties = feature.properties as { cluster?: boolean; cluster_id?: number; item?: number };
      if (!properties.cluster) return `pin ${properties.item}`;
      const leaves = index.getLeaves(properties.cluster_id!, Infinity).map((leaf) => (leaf.properties as { item: number }).item);
      return `cluster ${leaves.sort((a, b) => a - b).join(',')} opens at ${index.getClusterExpansionZoom(properties.cluster_id!)}`;
    })
    .sort();
}

/** A 1280 x 800 screen of 256-pixel tiles around a point. */
function screenAround(longitude: number, latitude: number, zoom: number): Bounds {
  const degreesWide = (1280 / 256 / 2 ** zoom) * 360;
  const degreesHigh = (800 / 256 / 2 ** zoom) * 360 * Math.cos((latitude * Math.PI) / 180);
  return [longitude - degreesWide / 2, latitude - degreesHigh / 2, longitude + degreesWide / 2, latitude + degreesHigh / 2];
}

describe('partner map clustering', () => {
  const items = partners(8000);
  const index = clusterIndex(items);
  const street = streetIndex(items);
  let streetIndexAsked = 0;
  const wholeStreetIndex = () => {
    streetIndexAsked += 1;
    return street;
  };
  const points = items.map((item, position) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
    properties: { item: position },
  }));
  // What one index over the spec's whole zoom range 5-20 shows.
  const reference = new Supercluster({ radius: PARTNER_MAP.clusterRadius, minZoom: PARTNER_MAP.minZoom, maxZoom: PARTNER_MAP.maxZoom }).load(points);

  it('shows below street zoom what one index of zooms 5-20 shows', () => {
    for (const zoom of [5, 8, 11, 13, 16]) {
      const [longitude, latitude] = points[zoom * 31].geometry.coordinates;
      const bounds = screenAround(longitude, latitude, zoom);
      const view = viewClusters(index, bounds, zoom, wholeStreetIndex);
      expect(view.index).toBe(index);
      const expected = shown(reference, reference.getClusters(bounds, zoom)).map((line) => line.replace(/ opens at \d+$/, ''));
      expect(shown(view.index, view.features).map((line) => line.replace(/ opens at \d+$/, ''))).toEqual(expected);
    }
  });

  it('clusters a street view as one index of zooms 5-20 would, expansion zooms included', () => {
    let clustersSeen = 0;
    for (let zoom = STREET_ZOOM; zoom <= PARTNER_MAP.maxZoom; zoom += 1) {
      for (let n = 0; n < 60; n += 1) {
        const [longitude, latitude] = points[(n * 97 + zoom) % points.length].geometry.coordinates;
        const bounds = screenAround(longitude, latitude, zoom);
        const view = viewClusters(index, bounds, zoom, wholeStreetIndex);
        const lines = shown(view.index, view.features);
        expect(lines).toEqual(shown(reference, reference.getClusters(bounds, zoom)));
        clustersSeen += lines.filter((line) => line.startsWith('cluster')).length;
      }
    }
    // The views hold towns' shared addresses, so street zooms do cluster.
    expect(clustersSeen).toBeGreaterThan(20);
    // A screen's few pins are clustered on the spot.
    expect(streetIndexAsked).toBe(0);
  });

  it('answers a street zoom over a whole country with every pin in it, from the street index over every pin', () => {
    const austria: Bounds = [9, 46, 18, 49.5];
    const view = viewClusters(index, austria, PARTNER_MAP.maxZoom, wholeStreetIndex);
    expect(view.index).toBe(street);
    expect(shown(view.index, view.features)).toEqual(shown(reference, reference.getClusters(austria, PARTNER_MAP.maxZoom)));
    const count = view.features.reduce((sum, feature) => sum + ((feature.properties as { point_count?: number }).point_count ?? 1), 0);
    expect(count).toBe(items.length);
  });
});

describe('partner map indexes built in the worker thread', () => {
  const items = partners(8000);
  const worker = new ClusterWorker();
  afterAll(() => worker.close());

  it('answer every view, cluster, leaf and expansion zoom as the index built in this thread', async () => {
    const [inWorker, streetInWorker] = await Promise.all([clusterIndexInWorker(worker, items), streetIndexInWorker(worker, items)]);
    const here = clusterIndex(items);
    const streetHere = streetIndex(items);
    let views = 0;
    for (let zoom = PARTNER_MAP.minZoom; zoom <= PARTNER_MAP.maxZoom; zoom += 1) {
      for (let n = 0; n < 4; n += 1) {
        const { longitude, latitude } = items[(n * 613 + zoom) % items.length];
        const bounds = screenAround(longitude, latitude, zoom);
        const built = viewClusters(inWorker, bounds, zoom, () => streetInWorker);
        const expected = viewClusters(here, bounds, zoom, () => streetHere);
        expect(shown(built.index, built.features)).toEqual(shown(expected.index, expected.features));
        expect(built.features.map((feature) => feature.properties)).toEqual(expected.features.map((feature) => feature.properties));
        views += 1;
      }
    }
    const country: Bounds = [9, 46, 18, 49.5];
    expect(shown(streetInWorker, streetInWorker.getClusters(country, 18))).toEqual(shown(streetHere, streetHere.getClusters(country, 18)));
    expect(views).toBe(16 * 4);
  });

  it('builds one index after another in one worker, and after close a new one', async () => {
    const [a, b] = await Promise.all([clusterIndexInWorker(worker, items.slice(0, 100)), clusterIndexInWorker(worker, items.slice(100, 300))]);
    expect(a.getClusters([-180, -90, 180, 90], 5).reduce((sum, f) => sum + ((f.properties as { point_count?: number }).point_count ?? 1), 0)).toBe(100);
    expect(b.getClusters([-180, -90, 180, 90], 5).reduce((sum, f) => sum + ((f.properties as { point_count?: number }).point_count ?? 1), 0)).toBe(200);
    await worker.close();
    const c = await clusterIndexInWorker(worker, items.slice(0, 10));
    expect(c.getClusters([-180, -90, 180, 90], PARTNER_MAP.maxZoom)).toHaveLength(10);
  });
});
