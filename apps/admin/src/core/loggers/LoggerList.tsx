import { DataTable, List, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { LOG_LEVELS, type LogLevel, type PluginLogLevel } from '@backoffice/contracts';
import { NoMatchingRecords } from '../../shared/CrudList';

/** The Settings column: the level of one plugin, saved when chosen. */
function LevelSelect() {
  const record = useRecordContext<PluginLogLevel & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const choose = (level: LogLevel) =>
    update(
      'loggers',
      { id: record.id, data: { PluginName: record.PluginName, Level: level }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.loggers.saved', { type: 'success' }),
        onError: () => notify('resources.loggers.save_failed', { type: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={record.Level}
      disabled={isPending}
      onChange={(event) => void choose(event.target.value as LogLevel)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{
        select: {
          inputProps: { 'aria-label': `${record.PluginName} ${translate('resources.loggers.fields.Level')}`, 'data-testid': `level-${record.PluginName}` },
        },
      }}
      sx={{ minWidth: 120 }}
    >
      {LOG_LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {translate(`resources.loggers.levels.${level}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /loggers: Log levels. */
export function LoggerList() {
  const notify = useNotify();
  return (
    <List
      title="resources.loggers.list_title"
      pagination={false}
      perPage={1000}
      sort={{ field: 'PluginName', order: 'ASC' }}
      actions={false}
      empty={false}
      queryOptions={{ onError: () => notify('resources.loggers.load_failed', { type: 'error' }) }}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<NoMatchingRecords />}>
        <DataTable.Col source="PluginName" />
        <DataTable.Col source="Level" />
        <DataTable.Col source="Settings" label="resources.loggers.fields.Settings" disableSort>
          <LevelSelect />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
