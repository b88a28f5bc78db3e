import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_EVALUATION_STATUS,
  EVALUATION_STATUSES,
  Permission,
  QualityResources,
  type CallEvaluation,
  type EvaluationStatus,
} from '@backoffice/contracts';
import { useDateDisplay } from '../../shared/dates';
import { evaluationAudioUrl, saveEvaluation } from '../qualityApi';
import { useHasPermission } from '../../shared/usePermissions';
import { DisputePanel } from '../feedback/DisputePanel';

const MAX_COMMENT_LENGTH = 4000;

/**
 * The call's recording: the audio element streams it from the server (Range requests), so it
 * plays at once and seeks without the whole file being fetched first.
 */
function CallAudio({ evaluation }: { evaluation: CallEvaluation }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  if (failed) return <Alert severity="warning">{translate('quality.evaluate.audio_failed')}</Alert>;
  return (
    <audio
      controls
      preload="metadata"
      src={evaluationAudioUrl(evaluation.Call.LogID)}
      onError={() => setFailed(true)}
      style={{ width: '100%' }}
      data-testid="evaluate-audio"
    />
  );
}

/**
 * The evaluate dialog: status (default not evaluated), comment, typo mistake and issues, with the
 * call's audio. Saving sends the loaded record with the changes, closes and re-queries the list.
 */
export function EvaluateDialog({ evaluation, onClose, onSaved }: { evaluation: CallEvaluation; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const mayListen = useHasPermission(Permission.QualityDownloadAudio);
  const [status, setStatus] = useState<EvaluationStatus>(evaluation.Status ?? DEFAULT_EVALUATION_STATUS);
  const [comment, setComment] = useState(evaluation.Comment ?? '');
  const [typo, setTypo] = useState(Boolean(evaluation.TypoMistake));
  const [issues, setIssues] = useState<number[]>(evaluation.SelectedIssues ?? []);
  const [saving, setSaving] = useState(false);
  const { data: issueTypes = [] } = useGetList<{ id: number; IssueID: number; Name: string }>(QualityResources.issues.name, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'Name', order: 'ASC' },
  });
  const issueName = new Map(issueTypes.map((issue) => [issue.IssueID, issue.Name]));

  /** Saves the dialog's values; false (and the reason shown) when refused. */
  const persist = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const { id: _id, ...record } = evaluation as CallEvaluation & { id?: unknown };
      await saveEvaluation({ ...record, Status: status, Comment: comment, TypoMistake: typo, SelectedIssues: issues });
      notify('quality.evaluate.saved', { type: 'success' });
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };
  const save = async () => {
    if (await persist()) onSaved();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="evaluate-dialog">
      <DialogTitle>{translate('quality.evaluate.dialog_title', { number: evaluation.Call.Number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {show(evaluation.Call.Timestamp)} · {evaluation.CallAgent.FirstName} {evaluation.CallAgent.LastName}
            {evaluation.FromAW ? ` · ${translate('quality.evaluate.from_aw')}` : ''}
          </Typography>
          {mayListen ? (
            evaluation.Call.HasRecording ? (
              <CallAudio evaluation={evaluation} />
            ) : (
              <Typography variant="body2">{translate('quality.evaluate.audio_missing')}</Typography>
            )
          ) : null}
          <FormControl size="small">
            <InputLabel id="evaluate-status">{translate('resources.call_evaluations.fields.Status')}</InputLabel>
            <Select
              labelId="evaluate-status"
              label={translate('resources.call_evaluations.fields.Status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as EvaluationStatus)}
              inputProps={{ 'data-testid': 'evaluate-status' }}
            >
              {EVALUATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`resources.call_evaluations.statuses.${value}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id="evaluate-issues">{translate('resources.call_evaluations.fields.SelectedIssues')}</InputLabel>
            <Select
              labelId="evaluate-issues"
              label={translate('resources.call_evaluations.fields.SelectedIssues')}
              multiple
              value={issues}
              onChange={(event) => setIssues((event.target.value as number[]).map(Number))}
              renderValue={(ids) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {ids.map((id) => (
                    <Chip key={id} size="small" label={issueName.get(id) ?? id} />
                  ))}
                </Box>
              )}
              inputProps={{ 'data-testid': 'evaluate-issues' }}
            >
              {issueTypes.map((issue) => (
                <MenuItem key={issue.IssueID} value={issue.IssueID}>
                  <Checkbox size="small" checked={issues.includes(issue.IssueID)} />
                  {issue.Name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={typo}
                onChange={(event) => setTypo(event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('resources.call_evaluations.fields.TypoMistake') } }}
              />
            }
            label={translate('resources.call_evaluations.fields.TypoMistake')}
          />
          <TextField
            label={translate('resources.call_evaluations.fields.Comment')}
            multiline
            minRows={3}
            value={comment}
            error={comment.length > MAX_COMMENT_LENGTH}
            helperText={`${comment.length} / ${MAX_COMMENT_LENGTH}`}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'evaluate-comment' } }}
          />
          {/* Accepting a dispute keeps what the evaluator changed here: the re-scored result is saved first. */}
          <DisputePanel evaluationId={evaluation.CallEvaluationID} beforeAccept={persist} onResolved={onSaved} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || comment.length > MAX_COMMENT_LENGTH} data-testid="evaluate-save">
          {translate('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
