import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, LinearProgress, Typography, Box } from '@mui/material';
import { type LunchBreakAgent } from '@backoffice/contracts';
import { api } from '../providers/api';
import { WarnWhenDirty } from '../shared/WarnWhenDirty';

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** /lunch_break_excluded_agents/edit: the agents left out of the lunch plan; Save stays disabled until the choice changes. */
export function ExcludedAgentsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const [agents, setAgents] = useState<LunchBreakAgent[]>([]);
  const [saved, setSaved] = useState<number[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    Promise.all([api.lunchBreak.listAgents({}), api.lunchBreak.listExcluded({})])
      .then(([all, excluded]) => {
        setAgents(all);
        setSaved(excluded.AgentIDs);
        setChosen(excluded.AgentIDs);
      })
      .catch((error: Error) => notify(`${translate('lunch_break.excluded.load_failed')}: ${error.message}`, { type: 'error' }))
      .finally(() => setLoading(false));
  }, [notify, translate]);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.lunchBreak.saveExcluded({ AgentIDs: chosen });
      setSaved(answer.AgentIDs);
      setChosen(answer.AgentIDs);
      notify('lunch_break.excluded.saved', { type: 'success' });
    } catch (error) {
      notify(`${translate('lunch_break.excluded.failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="lunch_break.excluded.title" />
      <WarnWhenDirty dirty={!sameSet(saved, chosen)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('lunch_break.excluded.title')}
        </Typography>
        {loading ? <LinearProgress /> : null}
        <FormGroup sx={{ columns: 3 }}>
          {agents.map((agent) => (
            <FormControlLabel
              key={agent.AgentID}
              label={`${agent.Username} (${agent.FirstName} ${agent.LastName})`}
              control={
                <Checkbox
                  checked={chosen.includes(agent.AgentID)}
                  onChange={(event) => setChosen((ids) => (event.target.checked ? [...ids, agent.AgentID] : ids.filter((id) => id !== agent.AgentID)))}
                />
              }
            />
          ))}
        </FormGroup>
        <Box sx={{ display: 'flex', flexDirection: 'row', mt: 2, justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving || sameSet(saved, chosen)}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
