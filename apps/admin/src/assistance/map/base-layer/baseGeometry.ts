/**
 * The base layer's shapes, decoded once per page from the bundled TopoJSON (written by
 * apps/admin/scripts/build-base-layer.mjs from Natural Earth): each country's polygons with their
 * bounding box, and the borders as lines (between countries; between regions of one country).
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { Feature, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import topologyUrl from './natural-earth.topo.json?url';

export type LonLat = [number, number];
/** [west, south, east, north] */
export type GeoBox = [number, number, number, number];

export interface CountryShape {
  /** ISO 3166 alpha-3 (Natural Earth's adm0_a3). */
  code: string;
  /** ISO 3166 alpha-2, for the country's name in the user's language; null where Natural Earth has none. */
  a2: string | null;
  /** Where its name goes: [longitude, latitude]. */
  label: LonLat | null;
  /** Polygons of rings of [longitude, latitude]. */
  polygons: LonLat[][][];
  bbox: GeoBox;
}

export interface GeoLine {
  points: LonLat[];
  bbox: GeoBox;
}

export interface BaseGeometry {
  countries: CountryShape[];
  countryBorders: GeoLine[];
  regionBorders: GeoLine[];
}

interface CountryProperties {
  c: string;
  a2: string | null;
  l: LonLat | null;
}

type BaseTopology = Topology<{
  countries: GeometryCollection<CountryProperties>;
  regions: GeometryCollection<{ c: string }>;
}>;

function boxOf(points: readonly Position[]): GeoBox {
  const box: GeoBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [longitude, latitude] of points) {
    box[0] = Math.min(box[0], longitude);
    box[1] = Math.min(box[1], latitude);
    box[2] = Math.max(box[2], longitude);
    box[3] = Math.max(box[3], latitude);
  }
  return box;
}

const lines = (geometry: MultiLineString): GeoLine[] => geometry.coordinates.map((line) => ({ points: line as LonLat[], bbox: boxOf(line) }));

/** Decodes the topology: countries, the borders between countries, the borders between regions of one country. */
export function decodeBaseTopology(topology: BaseTopology): BaseGeometry {
  const countries = topology.objects.countries.geometries.map((geometry) => {
    const shape = (feature(topology, geometry as GeometryObject<CountryProperties>) as Feature<Polygon | MultiPolygon>).geometry;
    const polygons = (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates) as LonLat[][][];
    const properties = geometry.properties as CountryProperties;
    return {
      code: properties.c,
      a2: properties.a2,
      label: properties.l,
      polygons,
      bbox: boxOf(polygons.flatMap((polygon) => polygon[0])),
    };
  });
  const regions = topology.objects.regions;
  const countryOf = (region: GeometryObject) => (region.properties as { c: string }).c;
  return {
    countries,
    countryBorders: lines(mesh(topology, regions, (a, b) => a !== b && countryOf(a) !== countryOf(b))),
    regionBorders: lines(mesh(topology, regions, (a, b) => a !== b && countryOf(a) === countryOf(b))),
  };
}

let loading: Promise<BaseGeometry> | null = null;

export function loadBaseGeometry(): Promise<BaseGeometry> {
  loading ??= fetch(topologyUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The base layer could not be loaded (${response.status}).`);
      return response.json() as Promise<BaseTopology>;
    })
    .then(decodeBaseTopology)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
