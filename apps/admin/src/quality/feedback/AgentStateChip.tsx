import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { AgentState } from '@backoffice/contracts';

const COLOR: Record<AgentState, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  open: 'default',
  acknowledged: 'success',
  disputed: 'warning',
  dispute_accepted: 'info',
  dispute_rejected: 'error',
};

/** Where the agent stands on an evaluation, as a coloured chip. */
export function AgentStateChip({ state }: { state: AgentState }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[state]} label={translate(`quality.feedback.states.${state}`)} data-testid="agent-state" data-state={state} />;
}
