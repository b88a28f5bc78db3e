import { useEffect, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { Autocomplete, Button, Chip, TextField, Box } from '@mui/material';
import { PlaybackRoutes, type PlaybackAgent, type PlaybackCustomer } from '@backoffice/contracts';
import { callApi } from '../../providers/http';
import { DatePickerField } from '../../shared/DateInput';
import { fromListFilter, reversedRange, toListFilter, type PlaybackFilterValues } from './callDisplay';

/**
 * The call list's filter form: a date range, Agents and Customers (empty: all), applied by Submit.
 * Its fields show the filter the list uses, also when that comes from the URL (a reload, Back).
 */
export function PlaybackFilterForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();
  const [agents, setAgents] = useState<PlaybackAgent[]>([]);
  const [customers, setCustomers] = useState<PlaybackCustomer[]>([]);
  const applied = fromListFilter(filterValues as Record<string, unknown>);
  const appliedKey = JSON.stringify(applied);
  const [values, setValues] = useState<PlaybackFilterValues>(applied);
  // A filter applied from elsewhere (Back, Forward, a link) replaces what the form shows.
  useEffect(() => setValues(JSON.parse(appliedKey) as PlaybackFilterValues), [appliedKey]);
  useEffect(() => {
    callApi<PlaybackAgent[]>(PlaybackRoutes.listAgents, {})
      .then(setAgents)
      .catch((error: Error) => notify(`${translate('playback.messages.agents_failed')}: ${error.message}`, { type: 'error' }));
    callApi<PlaybackCustomer[]>(`${PlaybackRoutes.listCustomers}/`, {})
      .then(setCustomers)
      .catch((error: Error) => notify(`${translate('playback.messages.customers_failed')}: ${error.message}`, { type: 'error' }));
  }, [notify, translate]);
  const reversed = reversedRange(values);
  const submit = () => setFilters({ ...(filterValues as Record<string, unknown>), ...toListFilter(values) }, undefined);
  const agentName = (agent: PlaybackAgent) => agent.CallcenterUser[0]?.Username ?? agent.ID;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'row', gap: 2, p: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="playback-filter">
      <DatePickerField label="playback.filter.from" value={values.from} onChange={(from) => setValues((v) => ({ ...v, from }))} testId="playback-from" />
      <DatePickerField
        label="playback.filter.to"
        value={values.to}
        error={reversed}
        helperText={reversed ? translate('playback.messages.range_reversed') : undefined}
        onChange={(to) => setValues((v) => ({ ...v, to }))}
        testId="playback-to"
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ minWidth: 260 }}
        options={agents}
        getOptionLabel={agentName}
        isOptionEqualToValue={(a, b) => a.ID === b.ID}
        value={agents.filter((agent) => values.agents.includes(agent.ID))}
        onChange={(_, chosen) => setValues((v) => ({ ...v, agents: chosen.map((agent) => agent.ID) }))}
        renderValue={(chosen, getItemProps) =>
          chosen.map((agent, index) => <Chip size="small" label={agentName(agent)} {...getItemProps({ index })} key={agent.ID} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('playback.filter.agents')}
            placeholder={values.agents.length === 0 ? translate('playback.filter.all_agents') : undefined}
          />
        )}
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ minWidth: 260 }}
        options={customers}
        getOptionLabel={(customer) => customer.Name}
        isOptionEqualToValue={(a, b) => a.ID === b.ID}
        value={customers.filter((customer) => values.customers.includes(customer.ID))}
        onChange={(_, chosen) => setValues((v) => ({ ...v, customers: chosen.map((customer) => customer.ID) }))}
        renderValue={(chosen, getItemProps) =>
          chosen.map((customer, index) => <Chip size="small" label={customer.Name} {...getItemProps({ index })} key={customer.ID} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('playback.filter.customers')}
            placeholder={values.customers.length === 0 ? translate('playback.filter.all_customers') : undefined}
          />
        )}
      />
      <Button variant="contained" onClick={submit} disabled={reversed} data-testid="playback-submit">
        {translate('playback.filter.submit')}
      </Button>
    </Box>
  );
}
