import { useEffect, useState } from 'react';
import { Draggable, ZoomControl, type Bounds } from 'pigeon-maps';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import { PARTNER_MAP } from '@backoffice/contracts';
import { isGeoPoint, isInBounds, type GeoPoint } from '@backoffice/domain';
import { BaseMap } from '../map/BaseMap';
import { useMapTiles } from '../map/mapTiles';

/** Where the map looks when a place was picked: a town's centre, or a street address closer in. */
export interface MapFocus {
  point: GeoPoint;
  zoom: number;
}

/** The zoom of a form without coordinates yet: the demo's region (Austria and its neighbours). */
const OVERVIEW_ZOOM = 6;
/** Around a partner's pin. */
const PIN_ZOOM = 15;
const PIN = { width: 30, height: 40 } as const;

/** Coordinates as the form keeps them: 6 decimals (about 0.1 m). */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function Pin() {
  return (
    <svg width={PIN.width} height={PIN.height} viewBox="0 0 30 40" aria-hidden>
      <path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 25 15 25s15-13.8 15-25C30 6.7 23.3 0 15 0z" fill="#005e84" stroke="#ffffff" strokeWidth={1.5} />
      <circle cx={15} cy={15} r={5.5} fill="#ffffff" />
    </svg>
  );
}

/**
 * The partner's place on a map in the form: a click on the map puts the pin there, the pin can be
 * dragged, and both set Longitude and Latitude (the offline place search knows town centres
 * only). Coordinates typed by hand move the pin; a picked place moves the map to it.
 */
export function LocationPicker({ focus }: { focus: MapFocus | null }) {
  const translate = useTranslate();
  const tiles = useMapTiles();
  const { setValue } = useFormContext();
  const latitude = useWatch({ name: 'Address.Latitude' }) as unknown;
  const longitude = useWatch({ name: 'Address.Longitude' }) as unknown;
  const point = typeof latitude === 'number' && typeof longitude === 'number' && isGeoPoint({ latitude, longitude }) ? { latitude, longitude } : null;
  const [view, setView] = useState<{ center: [number, number]; zoom: number; bounds?: Bounds }>(() =>
    point
      ? { center: [point.latitude, point.longitude], zoom: PIN_ZOOM }
      : { center: [PARTNER_MAP.defaultCentre.latitude, PARTNER_MAP.defaultCentre.longitude], zoom: OVERVIEW_ZOOM },
  );

  useEffect(() => {
    if (focus) setView({ center: [focus.point.latitude, focus.point.longitude], zoom: focus.zoom });
  }, [focus]);

  // Coordinates typed (or loaded) outside the view bring the map to them.
  useEffect(() => {
    if (!point) return;
    setView((current) => {
      const bounds = current.bounds;
      if (bounds && isInBounds(point, [bounds.sw[1], bounds.sw[0], bounds.ne[1], bounds.ne[0]])) return current;
      return { center: [point.latitude, point.longitude], zoom: Math.max(current.zoom, OVERVIEW_ZOOM) };
    });
  }, [point?.latitude, point?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps

  const place = ([lat, lng]: [number, number]) => {
    setValue('Address.Latitude', round6(lat), { shouldDirty: true, shouldValidate: true });
    setValue('Address.Longitude', round6(lng), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Box role="group" aria-label={translate('assistance.location.pin_map')} sx={{ width: '100%', maxWidth: 900, cursor: 'crosshair' }}>
      <BaseMap
        testId="location-map"
        tiles={tiles}
        height={320}
        center={view.center}
        zoom={view.zoom}
        onBoundsChanged={({ center, zoom, bounds }) => setView({ center, zoom, bounds })}
        onClick={({ latLng }) => place(latLng)}
      >
        <ZoomControl />
        {point ? (
          <Draggable
            anchor={[point.latitude, point.longitude]}
            offset={[PIN.width / 2, PIN.height]}
            onDragEnd={place}
            // A drag ends with a mouse-up over the map, which must not count as a click there.
            className="pigeon-click-block location-pin"
          >
            <Box data-testid="location-pin">
              <Pin />
            </Box>
          </Draggable>
        ) : null}
      </BaseMap>
    </Box>
  );
}
