import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BulkDeleteButton,
  ColumnsButton,
  Confirm,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useDataProvider,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselect,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Chip, FormControl, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  EVALUATION_STATUSES,
  Permission,
  QualityResources,
  SocketEvent,
  type CallEvaluation,
  type EvaluationStatus,
  type QualityAgent,
} from '@backoffice/contracts';
import { onServerEvent } from '../../providers/socket';
import { NoMatchingRecords, TablePagination } from '../../shared/CrudList';
import { RowIconButton } from '../../shared/RowActions';
import { DatePickerField } from '../../shared/DateInput';
import { WireDateField } from '../../shared/dates';
import { DEFAULT_PAGE_SIZE, LIST_FILTER_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '../../shared/tableOptions';
import { AgentPicker } from '../AgentPicker';
import { downloadAudio } from '../qualityApi';
import { useAgents } from '../useAgents';
import { useHasPermission } from '../../shared/usePermissions';
import { AgentStateChip } from '../feedback/AgentStateChip';
import { useFeedbackChanges } from '../feedback/myEvaluationsLive';
import { EvaluateDialog } from './EvaluateDialog';
import { evaluationFilterForm, evaluationFilterValues, type EvaluationFilterForm } from './evaluationFilters';

const RESOURCE = QualityResources.evaluations.name;
/** The status choice that filters nothing (a value, so the field's label stays above it). */
const ALL_STATUSES = 'all';
/** Rows of forwarded calls (AW): a light amber. */
const FORWARDED_ROW = 'rgba(255, 183, 77, 0.25)';
type Row = CallEvaluation & { id: number };

function AudioButton() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  if (!record?.Call.HasRecording) return null;
  const download = () => {
    setOpen(false);
    downloadAudio(record.Call.LogID, `${translate('quality.evaluate.audio')} ${record.Call.Number}`).catch((error: Error) =>
      notify(error.message, { type: 'error' }),
    );
  };
  return (
    <>
      <RowIconButton label="quality.evaluate.download_audio" onClick={() => setOpen(true)}>
        <HeadphonesIcon fontSize="small" />
      </RowIconButton>
      <Confirm
        isOpen={open}
        title="quality.evaluate.audio_confirm_title"
        content="quality.evaluate.audio_confirm_content"
        onConfirm={download}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function DeleteEvaluationButton() {
  const record = useRecordContext<Row>();
  const notify = useNotify();
  const unselect = useUnselect(RESOURCE);
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          unselect([record.id]);
          notify(`resources.${RESOURCE}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <RowIconButton label="ra.action.delete" onClick={() => setOpen(true)} color="error">
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="quality.evaluate.delete_title"
        content="quality.evaluate.delete_content"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function RowButtons({ onEvaluate }: { onEvaluate: (row: Row) => void }) {
  const record = useRecordContext<Row>();
  const mayEvaluate = useHasPermission(Permission.QualityEvaluateEvaluation);
  const mayListen = useHasPermission(Permission.QualityDownloadAudio);
  const mayDelete = useHasPermission(Permission.QualityDeleteEvaluation);
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {mayEvaluate ? (
        <RowIconButton label="quality.evaluate.evaluate" onClick={() => onEvaluate(record)}>
          <RateReviewIcon fontSize="small" />
        </RowIconButton>
      ) : null}
      {mayListen ? <AudioButton /> : null}
      {mayDelete ? <DeleteEvaluationButton /> : null}
    </Box>
  );
}

function NumberCell() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <span>{record.Call.Number}</span>
      {record.FromAW ? <Chip size="small" color="warning" label="AW" title={translate('quality.evaluate.from_aw')} data-testid="from-aw" /> : null}
    </Box>
  );
}

function StatusCell() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  return record ? <span data-testid="evaluation-status">{translate(`resources.call_evaluations.statuses.${record.Status}`)}</span> : null;
}

function AgentCell() {
  const record = useRecordContext<Row>();
  return record ? (
    <span>
      {record.CallAgent.FirstName} {record.CallAgent.LastName}
    </span>
  ) : null;
}

function AgentStateCell() {
  const record = useRecordContext<Row>();
  return record ? <AgentStateChip state={record.AgentState} /> : null;
}

/** Shows only the evaluations agents dispute (the evaluators' to-do), or all again. */
function DisputedOnlyButton() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const on = filterValues.AgentState === 'disputed';
  return (
    <Button
      size="small"
      color="warning"
      variant={on ? 'contained' : 'outlined'}
      onClick={() => setFilters({ ...filterValues, AgentState: on ? undefined : 'disputed' }, displayedFilters)}
      data-testid="disputed-only"
    >
      {translate('quality.feedback.disputed_only')}
    </Button>
  );
}

function ScoreCell() {
  const record = useRecordContext<Row>();
  if (!record) return null;
  return <span data-testid="evaluation-score">{record.Score === null ? '–' : `${record.Score.toFixed(1)} %`}</span>;
}

function TypoCell() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  return record ? <span>{translate(record.TypoMistake ? 'ra.boolean.true' : 'ra.boolean.false')}</span> : null;
}

/**
 * Agents, days and status above the list. They are the list's filter values, so the URL keeps
 * them (reload and Back restore them, and the fields show them); a change applies 600 ms after
 * the last one (the spec's list filter debounce).
 */
function EvaluationFilters({ agents }: { agents: readonly QualityAgent[] }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = useMemo(() => evaluationFilterForm(filterValues), [filterValues]);
  /** Fields changed but not yet in the URL (`sent`: handed to the list, its navigation still to come). */
  const [pending, setPending] = useState<{ form: EvaluationFilterForm; sent: boolean } | null>(null);
  const form = pending?.form ?? applied;
  const latest = useRef({ filterValues, displayedFilters, applied });
  latest.current = { filterValues, displayedFilters, applied };

  // Back and Forward show the filter of the entry they reach. (The router renders navigations as
  // transitions: one that Back overtakes is never committed, so this listens to the browser.)
  useEffect(() => {
    const back = () => setPending(null);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  // A change that reached the list is shown from the list's filter from then on.
  const arrived = Boolean(pending?.sent) && JSON.stringify(pending?.form) === JSON.stringify(applied);
  useEffect(() => {
    if (arrived) setPending(null);
  }, [arrived]);
  useEffect(() => {
    if (!pending || pending.sent) return undefined;
    const timer = setTimeout(() => {
      const { filterValues: current, displayedFilters: shown, applied: inUse } = latest.current;
      if (JSON.stringify(pending.form) === JSON.stringify(inUse)) {
        setPending(null);
        return;
      }
      setFilters({ ...current, ...evaluationFilterValues(pending.form) }, shown);
      setPending({ form: pending.form, sent: true });
    }, LIST_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, setFilters]);

  const change = (part: Partial<EvaluationFilterForm>) => setPending((current) => ({ form: { ...(current?.form ?? applied), ...part }, sent: false }));
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }} data-testid="evaluate-filters">
      <Box sx={{ flex: 1, minWidth: 360 }}>
        <AgentPicker agents={agents} value={form.agentIds} onChange={(agentIds) => change({ agentIds })} testId="evaluate-filter-agents" />
      </Box>
      <DatePickerField label="quality.from" value={form.from} onChange={(from) => change({ from })} testId="evaluate-filter-from" />
      <DatePickerField label="quality.to" value={form.to} onChange={(to) => change({ to })} testId="evaluate-filter-to" />
      <FormControl size="small" fullWidth={false} sx={{ minWidth: 180 }}>
        <InputLabel id="evaluate-filter-status">{translate('resources.call_evaluations.fields.Status')}</InputLabel>
        <Select
          labelId="evaluate-filter-status"
          label={translate('resources.call_evaluations.fields.Status')}
          value={form.status || ALL_STATUSES}
          onChange={(event) => change({ status: event.target.value === ALL_STATUSES ? '' : (event.target.value as EvaluationStatus) })}
          inputProps={{ 'data-testid': 'evaluate-filter-status' }}
        >
          <MenuItem value={ALL_STATUSES}>{translate('quality.evaluate.all_statuses')}</MenuItem>
          {EVALUATION_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`resources.call_evaluations.statuses.${value}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        label={translate('quality.evaluate.score_from')}
        value={form.scoreFrom}
        onChange={(event) => change({ scoreFrom: event.target.value })}
        sx={{ width: 120 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'evaluate-filter-score-from' } }}
      />
      <TextField
        size="small"
        label={translate('quality.evaluate.score_to')}
        value={form.scoreTo}
        onChange={(event) => change({ scoreTo: event.target.value })}
        sx={{ width: 120 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'evaluate-filter-score-to' } }}
      />
    </Box>
  );
}

/**
 * /evaluation/evaluate: the calls under evaluation, filtered by agents (CallAgent.ID in), the
 * call's time (Call.Timestamp from/to), status and score (Score from/to), rows of forwarded calls (AW) highlighted; evaluate in a
 * dialog with the call's audio, download the audio, delete.
 */
export function EvaluationList() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const agents = useAgents();
  const mayDelete = useHasPermission(Permission.QualityDeleteEvaluation);
  const [evaluating, setEvaluating] = useState<Row | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('evaluation');

  // The global search links here with ?evaluation=ID: open its dialog.
  useEffect(() => {
    if (!linked) return;
    dataProvider
      .getOne<Row>(RESOURCE, { id: Number(linked) })
      .then(({ data }) => setEvaluating(data))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  }, [linked, dataProvider, notify]);

  // An agent answered or an evaluator resolved (another tab, another user): the list re-queries.
  useFeedbackChanges(refresh);
  // A sample drawn for this customer (by anyone): the list re-queries.
  useEffect(
    () =>
      onServerEvent<{ Generated: number }>(SocketEvent.EvaluationsGenerated, (message) => {
        refresh();
        notify('quality.evaluate.refreshed', { type: 'info', messageArgs: { count: message?.Generated ?? 0 } });
      }),
    [refresh, notify],
  );

  const close = () => {
    setEvaluating(null);
    if (linked) {
      searchParams.delete('evaluation');
      setSearchParams(searchParams, { replace: true });
    }
  };

  return (
    <>
      <List
        resource={RESOURCE}
        title="quality.evaluate.title"
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'Call.Timestamp', order: 'DESC' }}
        debounce={SEARCH_DEBOUNCE_MS}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        actions={
          <TopToolbar>
            <DisputedOnlyButton />
            <ColumnsButton storeKey={`${RESOURCE}.datatable`} />
          </TopToolbar>
        }
        pagination={<TablePagination />}
        empty={false}
        disableSyncWithLocation={false}
      >
        <EvaluationFilters agents={agents ?? []} />
        <DataTable
          storeKey={`${RESOURCE}.datatable`}
          rowClick={false}
          empty={<NoMatchingRecords />}
          rowSx={(record: Row) => (record.FromAW ? { backgroundColor: FORWARDED_ROW } : {})}
          bulkActionButtons={
            mayDelete ? (
              <BulkDeleteButton
                mutationMode="pessimistic"
                confirmTitle="quality.evaluate.bulk_delete_title"
                confirmContent="quality.evaluate.bulk_delete_content"
              />
            ) : (
              false
            )
          }
        >
          <DataTable.Col source="actions" label="app.actions" disableSort>
            <RowButtons onEvaluate={setEvaluating} />
          </DataTable.Col>
          <DataTable.Col source="Call.Number" label="resources.call_evaluations.fields.Call.Number">
            <NumberCell />
          </DataTable.Col>
          <DataTable.Col source="Call.Timestamp" label="resources.call_evaluations.fields.Call.Timestamp">
            <WireDateField source="Call.Timestamp" />
          </DataTable.Col>
          <DataTable.Col source="CallAgent.LastName" label="resources.call_evaluations.fields.CallAgent">
            <AgentCell />
          </DataTable.Col>
          <DataTable.Col source="Status">
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col source="Score">
            <ScoreCell />
          </DataTable.Col>
          <DataTable.Col source="AgentState">
            <AgentStateCell />
          </DataTable.Col>
          <DataTable.Col source="TypoMistake">
            <TypoCell />
          </DataTable.Col>
          <DataTable.Col source="Comment" />
        </DataTable>
      </List>
      {evaluating ? (
        <EvaluateDialog
          evaluation={evaluating}
          onClose={close}
          onSaved={() => {
            close();
            refresh();
          }}
        />
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('quality.evaluate.from_aw')}: AW
      </Typography>
    </>
  );
}
