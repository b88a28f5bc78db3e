/**
 * Where the partner maps get their tiles (MAP_TILE_URL through the shell configuration,
 * OpenStreetMap's by default) and how they notice that tiles cannot load, so the built-in base
 * layer is drawn instead of a grey area.
 */
import { useCallback, useEffect, useState } from 'react';
import { OSM_TILES, PARTNER_MAP } from '@backoffice/contracts';
import { loadShellConfig } from '../../providers/shellConfig';

/** A transparent tile: shown instead of tiles that cannot load (no broken images, no more requests). */
export const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * No tile answered (loaded or failed) within this time: a firewall that drops requests instead of
 * refusing them. The base layer is drawn meanwhile; a tile that loads later removes it again.
 */
export const TILE_TIMEOUT_MS = 6000;

/** MAP_TILE_URL ("https://…/{z}/{x}/{y}.png", optionally {s}) as pigeon-maps' tile provider. */
export function tileProvider(template: string | null): (x: number, y: number, z: number) => string {
  if (!template) return () => BLANK_TILE;
  return (x, y, z) =>
    template
      .replace('{s}', 'abc'[(x + y) % 3])
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));
}

export interface MapTiles {
  /** null: no tiles (MAP_TILE_URL=off), the base layer only. */
  url: string | null;
  /** null: OpenStreetMap's attribution. */
  attribution: string | null;
  maxZoom: number;
}

/** The configured tiles, undefined until the shell configuration is known (no request to a tile server it does not name). */
export function useMapTiles(): MapTiles | undefined {
  const [tiles, setTiles] = useState<MapTiles>();
  useEffect(() => {
    let live = true;
    loadShellConfig()
      .then((config) => live && setTiles(mapTilesOf(config.mapTileUrl, config.mapTileAttribution)))
      // Without the configuration the map still shows its base layer.
      .catch(() => live && setTiles(mapTilesOf(null, null)));
    return () => {
      live = false;
    };
  }, []);
  return tiles;
}

export function mapTilesOf(url: string | null, attribution: string | null): MapTiles {
  // OpenStreetMap's tile server stops at zoom 19; the map would show nothing at 20.
  return { url, attribution, maxZoom: url === OSM_TILES.url ? Math.min(OSM_TILES.maxZoom, PARTNER_MAP.maxZoom) : PARTNER_MAP.maxZoom };
}

/**
 * loading: no tile answered yet; ok: a tile loaded (a later failure is a missing tile, not an
 * outage); slow: nothing answered in time (base layer drawn, tiles still asked); failed: a tile
 * failed before any loaded (base layer only, no more tile requests).
 */
export type TileState = 'loading' | 'ok' | 'slow' | 'failed';

/** Tile URLs that failed on this page: another map (the form's, the search's after a visit) starts with the base layer. */
const failedTemplates = new Set<string>();

export function useTileState(url: string | null | undefined): { state: TileState; loaded(): void; failed(): void } {
  const knownToFail = (tiles: string | null | undefined) => tiles === null || (tiles !== undefined && failedTemplates.has(tiles));
  const [state, setState] = useState<TileState>(() => (knownToFail(url) ? 'failed' : 'loading'));
  useEffect(() => {
    const failing = knownToFail(url);
    setState(failing ? 'failed' : 'loading');
    if (!url || failing) return undefined;
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'slow' : current)), TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [url]);
  const loaded = useCallback(() => setState((current) => (current === 'loading' || current === 'slow' ? 'ok' : current)), []);
  const failed = useCallback(() => {
    setState((current) => {
      if (current !== 'loading' && current !== 'slow') return current;
      if (url) failedTemplates.add(url);
      return 'failed';
    });
  }, [url]);
  return { state, loaded, failed };
}
