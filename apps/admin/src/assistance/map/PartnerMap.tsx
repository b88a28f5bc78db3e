import { Marker, Overlay, ZoomControl, type Bounds } from 'pigeon-maps';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardActions, CardContent, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { AssistanceResources, isMapCluster, type PartnerMapFeature, type PartnerMapItem } from '@backoffice/contracts';
import { isTemporaryInformationActive, pinColour, type GeoPoint } from '@backoffice/domain';
import { BaseMap } from './BaseMap';
import type { MapTiles } from './mapTiles';

export interface MapView {
  center: [number, number];
  zoom: number;
  bounds: Bounds;
}

interface PartnerMapProps {
  features: readonly PartnerMapFeature[];
  tiles: MapTiles | undefined;
  center: [number, number];
  zoom: number;
  origin: GeoPoint | null;
  selected: PartnerMapItem | null;
  now: string;
  onSelect(item: PartnerMapItem | null): void;
  onView(view: MapView): void;
  height?: number;
}

/**
 * The partner map (pigeon-maps): clusters from the server (a click zooms to where they fall
 * apart), pins coloured by priority, the searched place, and a popup with company, group,
 * priority, type, phone, the distance to the searched place and SHOW MORE (the details in a new tab).
 */
export function PartnerMap({ features, tiles, center, zoom, origin, selected, now, onSelect, onView, height = 560 }: PartnerMapProps) {
  const translate = useTranslate();
  return (
    <BaseMap testId="partner-map" tiles={tiles} height={height} center={center} zoom={zoom} onBoundsChanged={onView} onClick={() => onSelect(null)}>
      <ZoomControl />
      {origin ? <Marker anchor={[origin.latitude, origin.longitude]} color="#005e84" width={44} /> : null}
      {features.map((feature) =>
        isMapCluster(feature) ? (
          <Overlay key={`c${feature.cluster_id}`} anchor={[feature.latitude, feature.longitude]} offset={[18, 18]}>
            <Box
              component="button"
              type="button"
              data-testid="map-cluster"
              aria-label={translate('assistance.map.cluster', { count: feature.point_count })}
              onClick={() => onView({ center: [feature.latitude, feature.longitude], zoom: feature.expansion_zoom, bounds: { ne: [0, 0], sw: [0, 0] } })}
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                border: '3px solid #fff',
                bgcolor: '#005e84',
                color: '#fff',
                fontWeight: 700,
                cursor: 'pointer',
                boxShadow: 2,
                fontSize: 12,
              }}
            >
              {feature.point_count}
            </Box>
          </Overlay>
        ) : (
          <Marker
            key={`p${feature.partner_id}`}
            anchor={[feature.latitude, feature.longitude]}
            color={pinColour(feature.priority)}
            payload={feature}
            onClick={() => onSelect(feature)}
            className={`partner-pin partner-pin-${feature.partner_id}`}
          />
        ),
      )}
      {selected ? (
        <Overlay anchor={[selected.latitude, selected.longitude]} offset={[140, -8]}>
          <PartnerPopup item={selected} origin={origin} now={now} onClose={() => onSelect(null)} />
        </Overlay>
      ) : null}
    </BaseMap>
  );
}

function PartnerPopup({ item, origin, now, onClose }: { item: PartnerMapItem; origin: GeoPoint | null; now: string; onClose(): void }) {
  const translate = useTranslate();
  // Before a place is searched there is nothing to measure from (the map says so above it).
  const distance =
    origin && typeof item.distance_km === 'number'
      ? translate('assistance.map.distance', { km: item.distance_km.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })
      : null;
  const notice = item.temporary_information && isTemporaryInformationActive(item.temporary_information, now) ? item.temporary_information : null;
  return (
    <Card sx={{ width: 280 }} data-testid="partner-popup" onClick={(event) => event.stopPropagation()}>
      <CardContent sx={{ pb: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} data-testid="popup-company">
            {item.company_name}
          </Typography>
          <IconButton size="small" onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Typography variant="body2">
          {translate('resources.assistance/partners.fields.Group')}: {translate(`assistance.groups.${item.group}`)}
        </Typography>
        <Typography variant="body2">
          {translate('resources.assistance/partners.fields.Priority')}: {translate(`assistance.priorities.${item.priority}`)}
        </Typography>
        <Typography variant="body2">
          {translate('resources.assistance/partners.fields.Type')}: {item.type}
        </Typography>
        <Typography variant="body2">
          {translate('resources.assistance/partners.fields.TelephoneNumber')}: {item.telephone_number}
        </Typography>
        {distance ? (
          <Typography variant="body2" data-testid="popup-distance">
            {distance}
          </Typography>
        ) : null}
        {notice ? (
          <Typography variant="body2" color="warning.main" data-testid="popup-notice">
            {notice.Note}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button
          size="small"
          data-testid="popup-show-more"
          onClick={() => window.open(`/${AssistanceResources.partners.name}/${item.partner_id}/details`, '_blank', 'noopener')}
        >
          {translate('assistance.map.show_more')}
        </Button>
      </CardActions>
    </Card>
  );
}
