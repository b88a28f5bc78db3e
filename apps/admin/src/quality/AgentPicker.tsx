import { useTranslate } from 'react-admin';
import { Autocomplete, Box, Button, Checkbox, TextField } from '@mui/material';
import type { QualityAgent } from '@backoffice/contracts';
import { agentLabel } from './qualityApi';

/** A multi-select of agents with Select all and Clear; `excluded` ones are marked. */
export function AgentPicker({
  agents,
  value,
  onChange,
  excluded = [],
  label = 'quality.agents',
  testId,
}: {
  agents: readonly QualityAgent[];
  value: number[];
  onChange: (ids: number[]) => void;
  excluded?: readonly number[];
  label?: string;
  testId: string;
}) {
  const translate = useTranslate();
  const selected = agents.filter((agent) => value.includes(agent.ID));
  const name = (agent: QualityAgent) => `${agentLabel(agent)}${excluded.includes(agent.ID) ? ` – ${translate('quality.menu.excluded_agents')}` : ''}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={agents as QualityAgent[]}
        value={selected}
        onChange={(_event, next) => onChange(next.map((agent) => agent.ID))}
        getOptionLabel={name}
        isOptionEqualToValue={(option, other) => option.ID === other.ID}
        renderOption={(props, option, { selected: isSelected }) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Checkbox size="small" checked={isSelected} sx={{ mr: 1 }} />
              {name(option)}
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(label)}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
          />
        )}
        sx={{ minWidth: 360, flex: 1 }}
        limitTags={6}
        size="small"
      />
      {/* Disabled until the agents have loaded: a click before would select nobody. */}
      <Button size="small" onClick={() => onChange(agents.map((agent) => agent.ID))} disabled={agents.length === 0 || value.length === agents.length}>
        {translate('quality.select_all')}
      </Button>
      <Button size="small" onClick={() => onChange([])} disabled={value.length === 0}>
        {translate('quality.clear')}
      </Button>
    </Box>
  );
}
