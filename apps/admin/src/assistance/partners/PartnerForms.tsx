import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  CheckboxGroupInput,
  Create,
  SaveButton,
  Toolbar,
  Edit,
  Labeled,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Avatar, Button, Divider, Stack, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/Image';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { AssistanceResources, NEW_PARTNER_PRIORITY, PARTNER_GROUPS, PARTNER_MAP, PARTNER_PRIORITIES, YES_NO, type Partner } from '@backoffice/contracts';
import {
  AREA_OF_OPERATIONS_GROUPS,
  OTHER_LANGUAGES_CHOICE,
  SPOKEN_LANGUAGES,
  blankGroupFields,
  correctedUntil,
  defaultUntil,
  groupFieldsOf,
  isMainPartnerGroup,
  normalisePartnerDraft,
  partnerProblems,
  partnerTypesFor,
  splitPartnerTypes,
  type GroupField,
  type PartnerDraft,
  type PartnerMode,
  type PartnerProblem,
} from '@backoffice/domain';
import { DateTimeInput } from '../../shared/TimeInput';
import { LocationAutocomplete } from './LocationAutocomplete';
import { LocationPicker, type MapFocus } from './LocationPicker';
import { PartnerLogo } from './PartnerCells';
import { addressFromPlace, downloadCostsDocument, geocoderInfo, uploadCostsDocument, uploadLogo } from './partnerApi';

const partners = AssistanceResources.partners;
const LIST = `/${partners.name}`;
const FIELD = (name: string) => `resources.assistance/partners.fields.${name}`;

const groupChoices = PARTNER_GROUPS.map((group) => ({ id: group, name: `assistance.groups.${group}` }));
const priorityChoices = PARTNER_PRIORITIES.map((priority) => ({ id: priority, name: `assistance.priorities.${priority}` }));
const yesNoChoices = YES_NO.map((value) => ({ id: value, name: `assistance.yes_no.${value}` }));
const languageChoices = SPOKEN_LANGUAGES.map((language) => ({ id: language, name: `assistance.languages.${language}` }));

/** The notice's From and Until are "YYYY-MM-DD HH:mm" on the wire, null while empty or unfinished. */
const noticeTime = (value: string) => value || null;
const joinList = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);
const splitList = (value: unknown) => (typeof value === 'string' ? splitPartnerTypes(value) : []);

/** The admin's message for a problem of the domain's partner rules; other problems keep the rules' text. */
export function partnerProblemMessage(problem: PartnerProblem): string {
  const name = problem.field.split('.').pop() ?? problem.field;
  if (problem.required) return `assistance.validation.required.${name}`;
  if (problem.field === 'Email') return 'assistance.validation.email';
  if (problem.field === 'Address.Longitude') return 'assistance.validation.longitude_range';
  if (problem.field === 'Address.Latitude') return 'assistance.validation.latitude_range';
  return problem.message;
}

/**
 * The whole form checked with the domain's partner rules (the API runs the same): every required
 * field left empty shows its own required message (i18n assistance.validation.required).
 */
function partnerFormValidator(mode: PartnerMode) {
  return (values: Record<string, unknown>) => {
    const errors: Record<string, unknown> = {};
    for (const problem of partnerProblems(normalisePartnerDraft(values as PartnerDraft), mode)) {
      const message = partnerProblemMessage(problem);
      const path = problem.field.split('.');
      let target = errors;
      path.slice(0, -1).forEach((part) => {
        target[part] = (target[part] as Record<string, unknown>) ?? {};
        target = target[part] as Record<string, unknown>;
      });
      target[path[path.length - 1]] ??= message;
    }
    return errors;
  };
}

/** What is sent: the normalised draft without the read-only fields. */
export function toPartnerPayload(values: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, Logo: _logo, CostsDocument: _costs, DataValid: _valid, CreatedAt: _created, ...rest } = values;
  return normalisePartnerDraft(rest as PartnerDraft);
}

/**
 * Changing Group resets the type list and the group-specific fields to that group's blanks. After
 * a save was tried, the whole form is checked again, so a field the new group requires shows its
 * message at once (react-hook-form would otherwise check only the changed field).
 */
function GroupInput() {
  const { setValue, trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  return (
    <SelectInput
      source="Group"
      choices={groupChoices}
      isRequired
      onChange={(event) => {
        const group = String(event.target.value ?? '');
        setValue('Type', '', { shouldDirty: true });
        setValue('GroupSpecificFields', blankGroupFields(group), { shouldDirty: true, shouldValidate: true });
        if (isSubmitted) void trigger();
      }}
    />
  );
}

function TypeInput() {
  const group = useWatch({ name: 'Group' }) as string | undefined;
  const choices = partnerTypesFor(group).map((type) => ({ id: type, name: type }));
  return <SelectArrayInput source="Type" choices={choices} format={splitList} parse={joinList} disabled={!group} sx={{ minWidth: 320 }} />;
}

/** A town is shown whole; a street address (a Nominatim geocoder's) close in. */
const TOWN_ZOOM = PARTNER_MAP.defaultZoom;
const STREET_ZOOM = 17;

/** Whether the configured geocoder finds streets (asked once per page). */
let streetLevelSearch: Promise<boolean> | null = null;
function useStreetLevelSearch(): boolean | undefined {
  const [streetLevel, setStreetLevel] = useState<boolean>();
  useEffect(() => {
    let live = true;
    streetLevelSearch ??= geocoderInfo()
      .then((info) => info.StreetLevel)
      .catch(() => {
        streetLevelSearch = null;
        return false;
      });
    void streetLevelSearch.then((value) => live && setStreetLevel(value));
    return () => {
      live = false;
    };
  }, []);
  return streetLevel;
}

/**
 * The address: a place search (streets with a Nominatim geocoder, towns offline) fills what it
 * knows, every field stays editable by hand, and the map below sets the exact coordinates by a
 * click or by dragging the pin.
 */
function LocationInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const streetLevel = useStreetLevelSearch();
  const [focus, setFocus] = useState<MapFocus | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LocationAutocomplete
        label={streetLevel ? 'assistance.location.search_address' : 'assistance.location.search'}
        helperText={streetLevel === undefined ? undefined : translate(streetLevel ? 'assistance.location.hint_streets' : 'assistance.location.hint_towns')}
        onPlace={(place) => {
          const address = addressFromPlace(place);
          for (const [field, value] of Object.entries(address)) {
            if (value !== null || field === 'Longitude' || field === 'Latitude')
              setValue(`Address.${field}`, value, { shouldDirty: true, shouldValidate: true });
          }
          setFocus({ point: { latitude: address.Latitude, longitude: address.Longitude }, zoom: address.Street ? STREET_ZOOM : TOWN_ZOOM });
        }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextInput source="Address.Street" label={FIELD('Street')} />
        <TextInput source="Address.PostalCode" label={FIELD('PostalCode')} />
        <TextInput source="Address.Location" label={FIELD('Location')} />
        <TextInput source="Address.CountryName" label={FIELD('CountryName')} />
        <TextInput source="Address.CountryCode" label={FIELD('CountryCode')} />
        <NumberInput source="Address.Longitude" label={FIELD('Longitude')} isRequired step={0.000001} />
        <NumberInput source="Address.Latitude" label={FIELD('Latitude')} isRequired step={0.000001} />
      </Stack>
      <LocationPicker focus={focus} />
    </Stack>
  );
}

/** Entering a note reveals From and Until; From sets Until to From + 30 min; an Until before From is reset. */
function TemporaryInformationInputs() {
  const { setValue, getValues } = useFormContext();
  const note = useWatch({ name: 'TemporaryInformation.Note' }) as string | undefined;
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{translate('assistance.form.temporary_information')}</Typography>
      <TextInput source="TemporaryInformation.Note" label={FIELD('TemporaryNote')} multiline />
      {note && note.trim() !== '' ? (
        <Stack direction="row" spacing={2}>
          <DateTimeInput
            source="TemporaryInformation.From"
            label={FIELD('From')}
            parse={noticeTime}
            testId="notice-from"
            onChange={(from: string) => {
              if (from) setValue('TemporaryInformation.Until', defaultUntil(from), { shouldDirty: true });
            }}
          />
          <DateTimeInput
            source="TemporaryInformation.Until"
            label={FIELD('Until')}
            parse={noticeTime}
            testId="notice-until"
            onBlur={() => {
              const from = getValues('TemporaryInformation.From') as string | null;
              const until = getValues('TemporaryInformation.Until') as string | null;
              const corrected = correctedUntil(from, until);
              if (from && corrected !== until) setValue('TemporaryInformation.Until', corrected, { shouldDirty: true });
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

function GroupFieldInput({ field }: { field: GroupField }) {
  const source = `GroupSpecificFields.${field.name}`;
  const label = `assistance.group_fields.${field.name}`;
  switch (field.kind) {
    case 'flag':
      return <SelectInput source={source} label={label} choices={yesNoChoices} emptyText="assistance.yes_no.unknown" sx={{ minWidth: 200 }} />;
    case 'number':
      return <NumberInput source={source} label={label} min={0} step={0.01} />;
    case 'count':
      return <NumberInput source={source} label={label} min={0} step={1} />;
    case 'languages':
      return <CheckboxGroupInput source={source} label={label} choices={languageChoices} format={splitList} parse={joinList} />;
    default:
      return <TextInput source={source} label={label} isRequired={field.name === 'ClosestAirport'} />;
  }
}

/** The record of the partner's group; Others reveals OtherLanguages, unchecking it clears them. */
function GroupSpecificInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const group = useWatch({ name: 'Group' }) as string | undefined;
  const languages = useWatch({ name: 'GroupSpecificFields.SpokenLanguages' }) as string | undefined;
  const othersChosen = splitList(languages).includes(OTHER_LANGUAGES_CHOICE);
  useEffect(() => {
    if (group === 'Medizin' && !othersChosen) setValue('GroupSpecificFields.OtherLanguages', null);
  }, [group, othersChosen, setValue]);
  if (!isMainPartnerGroup(group)) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid="group-specific-fields">
      <Divider />
      <Typography variant="subtitle1">{translate('assistance.form.group_specific', { group: translate(`assistance.groups.${group}`) })}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {groupFieldsOf(group)
          .filter((field) => field.name !== 'OtherLanguages' || othersChosen)
          .map((field) => (
            <GroupFieldInput key={field.name} field={field} />
          ))}
      </Stack>
    </Stack>
  );
}

/** The price list: PDF only, kept aside and uploaded after the partner is saved, only if changed. */
function PriceListInput({ fileRef }: { fileRef: MutableRefObject<File | null> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Partner>();
  const { setValue } = useFormContext();
  const [picked, setPicked] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = record?.CostsDocument?.OriginalFileName;
  return (
    <Labeled label={FIELD('CostsDocument')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography data-testid="price-list-name">{picked ?? current ?? translate('assistance.form.no_price_list')}</Typography>
        <Button size="small" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {translate('assistance.actions.choose_price_list')}
        </Button>
        {current && record ? (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadCostsDocument(record.PartnerID).catch(() => notify('assistance.messages.price_list_download_failed', { type: 'error' }))
            }
          >
            {translate('assistance.actions.download_price_list')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          data-testid="price-list-input"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!file) return;
            if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
              notify('assistance.messages.pdf_only', { type: 'info' });
              return;
            }
            fileRef.current = file;
            setPicked(file.name);
            // Marks the form changed so Save is enabled for a new price list alone.
            setValue('PriceListChanged', Date.now(), { shouldDirty: true });
          }}
        />
      </Stack>
    </Labeled>
  );
}

/** The logo chosen in the form: kept aside and sent after the partner is saved, like the price list. */
export type LogoChange = { kind: 'keep' } | { kind: 'set'; file: File } | { kind: 'remove' };

/**
 * The logo (spec: set and removed with the edit permission, which the form needs anyway): the
 * current one, a newly picked image (checked to be an image) or its removal, applied on Save.
 */
function LogoInput({ logoRef }: { logoRef: MutableRefObject<LogoChange> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Partner>();
  const { setValue } = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const [change, setChange] = useState<LogoChange>({ kind: 'keep' });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const apply = (next: LogoChange) => {
    logoRef.current = next;
    setChange(next);
    setPreview(next.kind === 'set' ? URL.createObjectURL(next.file) : null);
    // Marks the form changed so Save is enabled for a new or removed logo alone.
    setValue('LogoChanged', Date.now(), { shouldDirty: true });
  };
  const current = change.kind === 'keep' ? (record?.Logo ?? null) : null;
  const hasLogo = change.kind === 'set' || current !== null;
  return (
    <Labeled label={FIELD('Logo')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="form-logo">
        {preview ? (
          <Avatar
            variant="rounded"
            src={preview}
            alt={translate(FIELD('Logo'))}
            sx={{ width: 48, height: 48, bgcolor: 'transparent' }}
            data-testid="form-logo-preview"
          />
        ) : (
          <PartnerLogo partnerId={record?.PartnerID ?? 0} logo={current} size={48} />
        )}
        {change.kind === 'set' ? <Typography variant="body2">{translate('assistance.form.logo_picked', { name: change.file.name })}</Typography> : null}
        {change.kind === 'remove' ? <Typography variant="body2">{translate('assistance.form.logo_removed')}</Typography> : null}
        <Button size="small" startIcon={<ImageIcon />} onClick={() => input.current?.click()}>
          {translate('assistance.actions.change_logo')}
        </Button>
        {hasLogo ? (
          <Button size="small" startIcon={<DeleteOutlinedIcon />} onClick={() => apply(record?.Logo ? { kind: 'remove' } : { kind: 'keep' })}>
            {translate('assistance.actions.remove_logo')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="form-logo-input"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) {
              notify('assistance.messages.logo_not_image', { type: 'warning' });
              return;
            }
            apply({ kind: 'set', file });
          }}
        />
      </Stack>
    </Labeled>
  );
}

function GeneralInputs({ mode, fileRef, logoRef }: { mode: PartnerMode; fileRef: MutableRefObject<File | null>; logoRef: MutableRefObject<LogoChange> }) {
  const translate = useTranslate();
  const group = useWatch({ name: 'Group' }) as string | undefined;
  const areaRequired = (AREA_OF_OPERATIONS_GROUPS as readonly (string | undefined)[]).includes(group);
  return (
    <>
      <Typography variant="subtitle1">{translate('assistance.form.general')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <GroupInput />
        <TypeInput />
        <SelectInput source="Priority" choices={priorityChoices} disabled={mode === 'create'} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextInput source="CompanyName" isRequired />
        <TextInput source="ShortName" />
        <TextInput source="OpeningHours" isRequired />
        <TextInput source="TelephoneNumber" isRequired />
        <TextInput source="Fax" />
        <TextInput source="Email" isRequired />
        <TextInput source="Homepage" isRequired={mode === 'create'} />
        <TextInput source="AreaOfOperations" isRequired={areaRequired} />
        <TextInput source="AccountingHours" />
        <SelectInput source="AcceptGOP" choices={yesNoChoices} emptyText="assistance.yes_no.unknown" />
      </Stack>
      <TextInput source="ContactList" multiline fullWidth />
      <TextInput source="QualityNotes" multiline fullWidth />
      {group && !isMainPartnerGroup(group) ? <TextInput source="Notes" multiline fullWidth /> : null}
      <Divider />
      <Typography variant="subtitle1">{translate('assistance.form.address')}</Typography>
      <LocationInputs />
      <Divider />
      <TemporaryInformationInputs />
      <Divider />
      <LogoInput logoRef={logoRef} />
      <PriceListInput fileRef={fileRef} />
      <GroupSpecificInputs />
    </>
  );
}

/**
 * Save stays enabled while fields are missing (a new form from the start, an edit once changed):
 * pressing it shows every missing field's required message instead of a silently disabled button.
 */
function PartnerToolbar({ mode }: { mode: PartnerMode }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { isDirty, isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton label="app.save" alwaysEnable={(mode === 'create' || isDirty) && !isSubmitting} />
      <Button onClick={() => redirect(LIST)}>{translate('app.cancel')}</Button>
    </Toolbar>
  );
}

/** After the partner is saved: the logo and the price list if they changed, then the message and the list. */
function useAfterSave(fileRef: MutableRefObject<File | null>, logoRef: MutableRefObject<LogoChange>, successMessage: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return async (partner: Partner) => {
    const logo = logoRef.current;
    if (logo.kind !== 'keep') {
      try {
        await uploadLogo(partner.PartnerID, logo.kind === 'set' ? logo.file : null);
        logoRef.current = { kind: 'keep' };
      } catch (error) {
        notify((error as Error).message || 'assistance.messages.logo_failed', { type: 'error' });
      }
    }
    const file = fileRef.current;
    if (file) {
      try {
        await uploadCostsDocument(partner.PartnerID, file);
        fileRef.current = null;
      } catch (error) {
        notify((error as Error).message || 'assistance.messages.price_list_failed', { type: 'error' });
      }
    }
    notify(successMessage, { type: 'info' });
    redirect(LIST);
  };
}

const PAYLOAD_OMIT = (values: Record<string, unknown>) => {
  const { PriceListChanged: _changed, LogoChanged: _logo, ...rest } = values;
  return toPartnerPayload(rest);
};

export function PartnerCreate() {
  const fileRef = useRef<File | null>(null);
  const logoRef = useRef<LogoChange>({ kind: 'keep' });
  const afterSave = useAfterSave(fileRef, logoRef, 'resources.assistance/partners.notifications.created');
  const notify = useNotify();
  return (
    <Create
      title="resources.assistance/partners.create_title"
      transform={PAYLOAD_OMIT}
      mutationOptions={{
        onSuccess: (data: RaRecord) => void afterSave(data as unknown as Partner),
        onError: (error: Error) => notify(error.message || 'assistance.messages.create_failed', { type: 'error' }),
      }}
    >
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        validate={partnerFormValidator('create')}
        defaultValues={{
          Priority: NEW_PARTNER_PRIORITY,
          Type: '',
          Address: {},
          TemporaryInformation: { Note: '', From: null, Until: null },
          GroupSpecificFields: null,
        }}
        toolbar={<PartnerToolbar mode="create" />}
      >
        <GeneralInputs mode="create" fileRef={fileRef} logoRef={logoRef} />
      </SimpleForm>
    </Create>
  );
}

export function PartnerEdit() {
  const fileRef = useRef<File | null>(null);
  const logoRef = useRef<LogoChange>({ kind: 'keep' });
  const afterSave = useAfterSave(fileRef, logoRef, 'resources.assistance/partners.notifications.updated');
  const notify = useNotify();
  return (
    <Edit
      title="resources.assistance/partners.edit_title"
      resource={partners.name}
      mutationMode="pessimistic"
      transform={PAYLOAD_OMIT}
      mutationOptions={{
        onSuccess: (data: RaRecord) => void afterSave(data as unknown as Partner),
        onError: (error: Error) => notify(error.message || 'assistance.messages.update_failed', { type: 'error' }),
      }}
    >
      <SimpleForm mode="onChange" reValidateMode="onChange" validate={partnerFormValidator('edit')} toolbar={<PartnerToolbar mode="edit" />}>
        <GeneralInputs mode="edit" fileRef={fileRef} logoRef={logoRef} />
      </SimpleForm>
    </Edit>
  );
}
