/**
 * The partner map's built-in base layer, drawn when map tiles cannot load: land and sea, country
 * and region borders (Natural Earth, public domain, bundled) and the towns of the view (GeoNames,
 * from the API's offline town list), projected with the map's own projection. SVG, so every
 * shape is an element a test (or a person with the inspector) can find.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PigeonProps } from 'pigeon-maps';
import { useLocaleState } from 'react-admin';
import { clipPolygon, clipPolyline, type BoundingBox, type Point } from 'lineclip';
import type { MapTown } from '@backoffice/contracts';
import { mapTowns } from '../../partners/partnerApi';
import { loadBaseGeometry, type BaseGeometry, type GeoLine } from './baseGeometry';

const COLOURS = {
  sea: '#aad3df',
  land: '#f2efe9',
  countryBorder: '#9e7aa8',
  regionBorder: '#c2b3c9',
  town: '#333333',
  label: '#222222',
  countryLabel: '#8a7f8f',
} as const;

/** Country names are drawn up to this zoom; closer in, the towns name the place. */
const COUNTRY_LABEL_MAX_ZOOM = 7;
/** Points closer than this on screen are drawn as one (a zoomed-out view holds thousands). */
const MIN_STEP_PX = 1.5;
const TOWNS_DEBOUNCE_MS = 250;

type Project = (latLng: [number, number]) => [number, number];

/** A ring or line of [longitude, latitude] as screen points, dropping points that add nothing on screen. */
function project(points: readonly [number, number][], toPixel: Project): Point[] {
  const out: Point[] = [];
  let last: Point | null = null;
  for (const [longitude, latitude] of points) {
    const [x, y] = toPixel([latitude, longitude]);
    if (last && Math.abs(x - last[0]) < MIN_STEP_PX && Math.abs(y - last[1]) < MIN_STEP_PX) continue;
    last = [x, y];
    out.push(last);
  }
  return out;
}

const pathOf = (points: Point[], close: boolean) =>
  points.length < 2 ? '' : `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}${close ? 'Z' : ''}`;

function linesPath(lines: readonly GeoLine[], view: [number, number, number, number], screen: BoundingBox, toPixel: Project): string {
  let d = '';
  for (const line of lines) {
    if (!intersects(line.bbox, view)) continue;
    for (const part of clipPolyline(project(line.points, toPixel), screen)) d += pathOf(part, false);
  }
  return d;
}

const intersects = (a: readonly number[], b: readonly number[]) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

export default function BaseLayer({ latLngToPixel, mapState }: PigeonProps) {
  const [geometry, setGeometry] = useState<BaseGeometry | null>(null);
  const [towns, setTowns] = useState<MapTown[]>([]);
  const [locale] = useLocaleState();

  useEffect(() => {
    let live = true;
    loadBaseGeometry()
      .then((loaded) => live && setGeometry(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const width = mapState?.width ?? 0;
  const height = mapState?.height ?? 0;
  const zoom = mapState?.zoom ?? 0;
  const ne = mapState?.bounds.ne;
  const sw = mapState?.bounds.sw;
  // [west, south, east, north] of the view.
  const view = useMemo<[number, number, number, number] | null>(() => (ne && sw ? [sw[1], sw[0], ne[1], ne[0]] : null), [ne?.[0], ne?.[1], sw?.[0], sw?.[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!view) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      mapTowns({ Zoom: Math.round(zoom), Bounds: view }, controller.signal)
        .then(setTowns)
        // Without towns the borders still show where a pin is.
        .catch(() => undefined);
    }, TOWNS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [view, zoom]);

  const centre = mapState?.center;
  /**
   * The shapes of the view and the screen around it (a drag moves them by pigeon-maps' pixel
   * offset, which changes no bounds: the drawn shapes are shifted until the drag ends).
   */
  const shapes = useMemo(() => {
    if (!geometry || !view || !latLngToPixel || !centre) return null;
    const toPixel: Project = (latLng) => latLngToPixel(latLng);
    const [spanX, spanY] = [view[2] - view[0], view[3] - view[1]];
    const geoView: [number, number, number, number] = [view[0] - spanX, view[1] - spanY, view[2] + spanX, view[3] + spanY];
    const screen: BoundingBox = [-width, -height, 2 * width, 2 * height];
    const countries = geometry.countries
      .filter((country) => intersects(country.bbox, geoView))
      .map((country) => ({
        code: country.code,
        d: country.polygons.flatMap((polygon) => polygon.map((ring) => pathOf(clipPolygon(project(ring, toPixel), screen), true))).join(''),
      }))
      .filter((country) => country.d !== '');
    return {
      origin: toPixel(centre),
      countries,
      regionBorders: linesPath(geometry.regionBorders, geoView, screen, toPixel),
      countryBorders: linesPath(geometry.countryBorders, geoView, screen, toPixel),
    };
  }, [geometry, view, width, height, latLngToPixel, centre?.[0], centre?.[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  const countryNames = useMemo(() => {
    if (!geometry) return [];
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return geometry.countries
      .filter((country) => country.a2 && country.label)
      .map((country) => {
        let name = country.a2!;
        try {
          name = names.of(country.a2!) ?? name;
        } catch {
          // An unknown code keeps its letters.
        }
        return { code: country.code, name, label: country.label! };
      });
  }, [geometry, locale]);

  if (!width || !height || !latLngToPixel || !view) return null;
  const shift = shapes && centre ? latLngToPixel(centre).map((value, axis) => value - shapes.origin[axis]) : [0, 0];
  const countryLabels =
    zoom > COUNTRY_LABEL_MAX_ZOOM
      ? []
      : countryNames
          .filter(({ label }) => intersects([...label, ...label], view))
          .map((country) => ({ ...country, at: latLngToPixel([country.label[1], country.label[0]]) }));
  const halo = { paintOrder: 'stroke', stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round' } as const;
  return (
    <svg
      width={width}
      height={height}
      style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none' }}
      data-testid="map-base-layer"
      data-loaded={shapes ? 'true' : 'false'}
      data-zoom={zoom}
      aria-hidden
    >
      <rect width={width} height={height} fill={COLOURS.sea} />
      {shapes ? (
        <g transform={`translate(${shift[0].toFixed(1)} ${shift[1].toFixed(1)})`}>
          <g fill={COLOURS.land} fillRule="evenodd" stroke="none">
            {shapes.countries.map((country) => (
              <path key={country.code} d={country.d} data-testid="base-country" data-country={country.code} />
            ))}
          </g>
          <path d={shapes.regionBorders} fill="none" stroke={COLOURS.regionBorder} strokeWidth={1} strokeDasharray="4 3" data-testid="base-region-borders" />
          <path d={shapes.countryBorders} fill="none" stroke={COLOURS.countryBorder} strokeWidth={2} data-testid="base-country-borders" />
        </g>
      ) : null}
      <g fontFamily="Roboto, Helvetica, Arial, sans-serif">
        {countryLabels.map((label) => (
          <text
            key={label.code}
            x={label.at[0]}
            y={label.at[1]}
            textAnchor="middle"
            fontSize={13}
            letterSpacing={1.5}
            fill={COLOURS.countryLabel}
            style={{ ...halo, textTransform: 'uppercase' }}
          >
            {label.name}
          </text>
        ))}
        {towns.map((town) => {
          const [x, y] = latLngToPixel([town.latitude, town.longitude]);
          if (x < -50 || y < -20 || x > width + 50 || y > height + 20) return null;
          const big = town.capital || town.population >= 100_000;
          return (
            <g key={`${town.name}-${town.latitude}-${town.longitude}`} data-testid="base-town">
              <circle cx={x} cy={y} r={town.capital ? 4 : 3} fill={COLOURS.town} stroke="#ffffff" strokeWidth={1} />
              <text x={x + 6} y={y + 4} fontSize={town.capital ? 14 : big ? 13 : 12} fontWeight={big ? 600 : 400} fill={COLOURS.label} style={halo}>
                {town.name}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
