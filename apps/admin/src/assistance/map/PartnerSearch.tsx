import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  AssistanceResources,
  PARTNER_GROUPS,
  PARTNER_MAP,
  PARTNER_PRIORITIES,
  SocketEvent,
  type PartnerMapFeature,
  type PartnerMapItem,
} from '@backoffice/contracts';
import { partnerTypesFor, type GeoPoint } from '@backoffice/domain';
import { useSession } from '../../providers/session';
import { onServerEvent } from '../../providers/socket';
import { LocationAutocomplete } from '../partners/LocationAutocomplete';
import { listMap } from '../partners/partnerApi';
import { customerNow } from '../partners/noticeNow';
import { PartnerMap, type MapView } from './PartnerMap';
import { useMapTiles } from './mapTiles';

const partners = AssistanceResources.partners;
const ALL = '';

/** The map's view before it reports its own bounds: about the default centre at the default zoom. */
function initialBounds(center: [number, number]): [number, number, number, number] {
  return [center[1] - 0.1, center[0] - 0.06, center[1] + 0.1, center[0] + 0.06];
}

/** /assistance/partner_search: find partners near a place on a clustered map (spec part 2 section 2). */
export function PartnerSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const tiles = useMapTiles();
  const { canAccess: canCreate } = useCanAccess({ resource: partners.name, action: 'create' });
  const [priority, setPriority] = useState(ALL);
  const [group, setGroup] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [origin, setOrigin] = useState<GeoPoint | null>(null);
  const [center, setCenter] = useState<[number, number]>([PARTNER_MAP.defaultCentre.latitude, PARTNER_MAP.defaultCentre.longitude]);
  const [zoom, setZoom] = useState<number>(PARTNER_MAP.defaultZoom);
  const [bounds, setBounds] = useState<[number, number, number, number]>(() => initialBounds(center));
  const [features, setFeatures] = useState<PartnerMapFeature[]>([]);
  const [selected, setSelected] = useState<PartnerMapItem | null>(null);
  const [revision, setRevision] = useState(0);

  // The name search waits 800 ms after the last key stroke.
  useEffect(() => {
    const timer = setTimeout(() => setName(nameInput.trim()), PARTNER_MAP.nameSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [nameInput]);

  useEffect(() => onServerEvent(SocketEvent.PartnersChanged, () => setRevision((value) => value + 1)), []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listMap(
        {
          Priority: priority,
          Group: group,
          Type: type,
          Name: name,
          Zoom: Math.round(zoom),
          Bounds: bounds,
          Origin: origin ? { Latitude: origin.latitude, Longitude: origin.longitude } : undefined,
        },
        controller.signal,
      )
        .then((loaded) => {
          setFeatures(loaded);
          setSelected((current) =>
            current ? ((loaded.find((feature) => !('cluster' in feature) && feature.partner_id === current.partner_id) as PartnerMapItem) ?? current) : null,
          );
        })
        .catch((error: Error) => {
          if (!controller.signal.aborted) notify(error.message || 'assistance.messages.map_failed', { type: 'error' });
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [priority, group, type, name, zoom, bounds, origin, revision, notify]);

  const onView = useCallback((view: MapView) => {
    setCenter(view.center);
    setZoom(view.zoom);
    if (view.bounds.ne[0] !== view.bounds.sw[0]) setBounds([view.bounds.sw[1], view.bounds.sw[0], view.bounds.ne[1], view.bounds.ne[0]]);
  }, []);

  const typeChoices = useMemo(() => partnerTypesFor(group || null), [group]);
  const now = customerNow(session);
  const select = (label: string, value: string, onChange: (value: string) => void, choices: readonly string[], translated?: string, testId?: string) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 180 }}
      // ALL (no filter) is shown as chosen, not as an empty field.
      slotProps={{ htmlInput: { 'data-testid': testId }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ALL}>{translate('assistance.map.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translated ? translate(`${translated}.${choice}`) : choice}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="assistance.map.title" />
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <LocationAutocomplete
            label="assistance.location.search"
            testId="map-location"
            fullWidth={false}
            onPlace={(place) => {
              const point = { latitude: place.geometry.location.lat, longitude: place.geometry.location.lng };
              setOrigin(point);
              setCenter([point.latitude, point.longitude]);
              setZoom(PARTNER_MAP.defaultZoom);
              setBounds(initialBounds([point.latitude, point.longitude]));
            }}
            // The spec's info message: without the place's coordinates no distance can be given.
            onFailure={() => {
              setOrigin(null);
              notify('assistance.messages.no_distance', { type: 'info' });
            }}
          />
          {select('resources.assistance/partners.fields.Priority', priority, setPriority, PARTNER_PRIORITIES, 'assistance.priorities', 'map-priority')}
          {select(
            'resources.assistance/partners.fields.Group',
            group,
            (value) => {
              setGroup(value);
              setType(ALL);
            },
            PARTNER_GROUPS,
            'assistance.groups',
            'map-group',
          )}
          {select('resources.assistance/partners.fields.Type', type, setType, typeChoices, undefined, 'map-type')}
          <TextField
            size="small"
            label={translate('assistance.map.name')}
            fullWidth={false}
            value={nameInput}
            onChange={(event) => setNameInput(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'map-name' } }}
          />
          <Box sx={{ flex: 1 }} />
          {canCreate ? (
            <Button
              label="assistance.map.create"
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate(`/${partners.name}/create`)}
              data-testid="map-create"
            />
          ) : null}
        </Stack>
        {!origin ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('assistance.map.pick_place')}
          </Alert>
        ) : null}
        <PartnerMap
          features={features}
          tiles={tiles}
          center={center}
          zoom={zoom}
          origin={origin}
          selected={selected}
          now={now}
          onSelect={setSelected}
          onView={onView}
        />
      </CardContent>
    </Card>
  );
}
