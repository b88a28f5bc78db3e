import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { changedItems } from '@backoffice/domain';
import { AgentPicker } from '../AgentPicker';
import { listExcludedAgents, saveExcludedAgents } from '../qualityApi';
import { WarnWhenDirty } from '../../shared/WarnWhenDirty';
import { useAgents } from '../useAgents';

/** /quality_excluded_agents/edit: agents never drawn for evaluation; Save is disabled until the selection changes. */
export function ExcludedAgents() {
  const translate = useTranslate();
  const notify = useNotify();
  const agents = useAgents();
  const [saved, setSaved] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    listExcludedAgents()
      .then((rows) => {
        const ids = rows.map((row) => row.AgentID);
        setSaved(ids);
        setSelected(ids);
      })
      .catch((error: Error) => {
        setSaved([]);
        notify(`${translate('quality.excluded.load_failed')}: ${error.message}`, { type: 'error' });
      });
  }, [notify, translate]);

  const changed = saved !== null && changedItems(saved, selected).length > 0;
  const save = async () => {
    setSaving(true);
    try {
      const rows = await saveExcludedAgents(selected);
      const ids = rows.map((row) => row.AgentID);
      setSaved(ids);
      setSelected(ids);
      notify('quality.excluded.saved', { type: 'success' });
    } catch (error) {
      notify(`${translate('quality.excluded.save_failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="quality.excluded.title" />
      <WarnWhenDirty dirty={changed} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('quality.excluded.hint')}
          </Typography>
          <AgentPicker agents={agents ?? []} value={selected} onChange={setSelected} testId="excluded-agents" />
          <Box>
            <Button variant="contained" onClick={() => void save()} disabled={!changed || saving} data-testid="excluded-save">
              {translate('app.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
