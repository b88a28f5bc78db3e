import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Map as PigeonMap, type Bounds, type PigeonProps, type TileComponent } from 'pigeon-maps';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { OSM_TILES, PARTNER_MAP } from '@backoffice/contracts';
import { BLANK_TILE, tileProvider, useTileState, type MapTiles } from './mapTiles';

/** The drawn base layer (Natural Earth borders, GeoNames towns): its own chunk, fetched only when tiles fail. */
const BaseLayer = lazy(() => import('./base-layer/BaseLayer'));

/** A direct child of the map (pigeon-maps hands its children the projection), loading the layer's chunk. */
function BaseLayerSlot(props: PigeonProps) {
  return (
    <Suspense fallback={null}>
      <BaseLayer {...props} />
    </Suspense>
  );
}

const linkStyle = { color: '#0078A8', textDecoration: 'none' } as const;

function TileAttribution({ text }: { text: string | null }) {
  const translate = useTranslate();
  if (text) return <span data-testid="map-attribution-tiles">{text}</span>;
  // "© OpenStreetMap contributors" with OpenStreetMap linked to the copyright page (their tile usage policy).
  const [before, after] = translate('assistance.map.osm_attribution', { osm: '\u0000' }).split('\u0000');
  return (
    <span data-testid="map-attribution-tiles">
      {before}
      <a href={OSM_TILES.copyrightUrl} target="_blank" rel="noreferrer noopener" style={linkStyle}>
        OpenStreetMap
      </a>
      {after}
    </span>
  );
}

function BaseLayerAttribution() {
  const translate = useTranslate();
  return (
    <span data-testid="map-attribution-base">
      {translate('assistance.map.base_attribution')}{' '}
      <a href="https://www.naturalearthdata.com/" target="_blank" rel="noreferrer noopener" style={linkStyle}>
        Natural Earth
      </a>
      {' · '}
      <a href="https://www.geonames.org/" target="_blank" rel="noreferrer noopener" style={linkStyle}>
        GeoNames
      </a>{' '}
      (CC BY 4.0)
    </span>
  );
}

export interface BaseMapProps {
  /** undefined while the shell configuration loads. */
  tiles: MapTiles | undefined;
  height: number;
  center: [number, number];
  zoom: number;
  onBoundsChanged?(view: { center: [number, number]; zoom: number; bounds: Bounds }): void;
  onClick?(click: { latLng: [number, number] }): void;
  testId?: string;
  children?: ReactNode;
}

/**
 * pigeon-maps with the configured tiles (OpenStreetMap's by default, with their attribution) and,
 * when tiles cannot load (an installation without internet, a tile server that is down), the
 * built-in base layer drawn under the pins: land, sea, country and region borders, towns.
 */
export function BaseMap({ tiles, height, center, zoom, onBoundsChanged, onClick, testId = 'base-map', children }: BaseMapProps) {
  const url = tiles === undefined ? undefined : tiles.url;
  const { state, loaded, failed } = useTileState(url);
  const showTiles = url !== undefined && url !== null && state !== 'failed';
  const drawBase = state === 'failed' || state === 'slow';
  const maxZoom = tiles?.maxZoom ?? PARTNER_MAP.maxZoom;

  const tileComponent = useMemo<TileComponent>(
    () =>
      function Tile({ tile, tileLoaded }) {
        return (
          <img
            src={tile.url}
            srcSet={tile.srcSet}
            width={tile.width}
            height={tile.height}
            loading="lazy"
            alt=""
            // The page sends no referrer; OpenStreetMap's tile policy asks for one (the site, not the page).
            referrerPolicy="strict-origin-when-cross-origin"
            className="map-tile"
            onLoad={() => {
              tileLoaded();
              if (tile.url !== BLANK_TILE) loaded();
            }}
            onError={() => {
              tileLoaded();
              failed();
            }}
            style={{ position: 'absolute', left: tile.left, top: tile.top, willChange: 'transform', transformOrigin: 'top left', opacity: 1 }}
          />
        );
      },
    [loaded, failed],
  );

  const attribution = (
    <span>
      {showTiles ? <TileAttribution text={tiles?.attribution ?? null} /> : null}
      {showTiles && drawBase ? ' | ' : null}
      {drawBase ? <BaseLayerAttribution /> : null}
    </span>
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider' }} data-testid={testId} data-tiles={url === undefined ? 'unknown' : state}>
      <PigeonMap
        height={height}
        center={center}
        zoom={Math.min(zoom, maxZoom)}
        minZoom={PARTNER_MAP.minZoom}
        maxZoom={maxZoom}
        provider={tileProvider(showTiles ? url : null)}
        tileComponent={tileComponent}
        attribution={showTiles || drawBase ? attribution : false}
        attributionPrefix={false}
        // pigeon-maps snaps to whole zooms but may report one from the middle of its animation; fed back
        // as the controlled zoom, that fraction would become the new target and the map would stop between two zooms.
        onBoundsChanged={
          onBoundsChanged
            ? ({ center: nextCenter, zoom: nextZoom, bounds }) => onBoundsChanged({ center: nextCenter, zoom: Math.round(nextZoom), bounds })
            : undefined
        }
        onClick={onClick ? ({ latLng }) => onClick({ latLng }) : undefined}
      >
        {drawBase ? <BaseLayerSlot /> : null}
        {children}
      </PigeonMap>
    </Box>
  );
}
