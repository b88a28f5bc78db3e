import { useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Permission, QualityResources, type CallEvaluation } from '@backoffice/contracts';
import { api } from '../../providers/api';
import { useHasPermission } from '../../shared/usePermissions';
import { AgentStateChip } from './AgentStateChip';
import { FeedbackCommentField } from './FeedbackCommentField';
import { FeedbackHistory } from './FeedbackHistory';

/**
 * The agent's side of an evaluation in the evaluate dialog: its state and history and, while the
 * agent disputes it, the evaluator's resolution. Accepting means the result changes: the evaluator
 * re-scores in the same dialog (saved first), then accepts.
 */
export function DisputePanel({
  evaluationId,
  beforeAccept,
  onResolved,
}: {
  evaluationId: number;
  beforeAccept: () => Promise<boolean>;
  onResolved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const mayEvaluate = useHasPermission(Permission.QualityEvaluateEvaluation);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // The list's rows carry no history: the panel loads the evaluation as it is now.
  const { data: evaluation } = useGetOne<CallEvaluation & { id: number }>(QualityResources.evaluations.name, { id: evaluationId });
  const history = evaluation?.History ?? [];
  if (!evaluation || (evaluation.AgentState === 'open' && history.length === 0)) return null;

  const resolve = async (accepted: boolean) => {
    setBusy(true);
    try {
      if (accepted && !(await beforeAccept())) return;
      await api.quality.resolveDispute({ CallEvaluationID: evaluation.CallEvaluationID, Accepted: accepted, Comment: comment });
      notify('quality.feedback.resolved', { type: 'success' });
      onResolved();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-testid="dispute-panel">
      <Box>
        <AgentStateChip state={evaluation.AgentState} />
      </Box>
      <FeedbackHistory history={history} />
      {evaluation.AgentState === 'disputed' && mayEvaluate ? (
        <>
          <Alert severity="warning">{translate('quality.feedback.disputed_hint')}</Alert>
          <FeedbackCommentField label={translate('quality.feedback.resolution_comment')} value={comment} onChange={setComment} testId="resolution-comment" />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" color="success" disabled={busy} onClick={() => void resolve(true)} data-testid="accept-dispute">
              {translate('quality.feedback.accept')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy || comment.trim() === ''} onClick={() => void resolve(false)} data-testid="reject-dispute">
              {translate('quality.feedback.reject')}
            </Button>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
