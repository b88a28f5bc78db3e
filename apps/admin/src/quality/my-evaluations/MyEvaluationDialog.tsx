import { useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { QualityResources, type MyEvaluation, type ScorecardAnswerValue, type ScorecardQuestion } from '@backoffice/contracts';
import { awaitsAgent } from '@backoffice/domain';
import { api } from '../../providers/api';
import { useDateDisplay } from '../../shared/dates';
import { AgentStateChip } from '../feedback/AgentStateChip';
import { FeedbackCommentField } from '../feedback/FeedbackCommentField';
import { FeedbackHistory } from '../feedback/FeedbackHistory';

const RESOURCE = QualityResources.myEvaluations.name;

const numbered = (questions: readonly (ScorecardQuestion & { QuestionID: number })[]) => questions;

/** The form the call was scored on, each question with the evaluator's answer. */
function ScoredAnswers({ evaluation }: { evaluation: MyEvaluation }) {
  const translate = useTranslate();
  if (!evaluation.Scorecard) return null;
  const answers = new Map((evaluation.Answers ?? []).map((answer) => [answer.QuestionID, answer.Answer]));
  const shown = (answer: ScorecardAnswerValue | undefined) =>
    answer === undefined ? '–' : typeof answer === 'number' ? `${answer} / 5` : translate(`quality.feedback.answers.${answer}`);
  return (
    <Box data-testid="my-evaluation-answers">
      <Typography variant="subtitle2">
        {evaluation.Scorecard.Name} · {translate('quality.feedback.version', { version: evaluation.Scorecard.Version })}
      </Typography>
      {evaluation.Scorecard.Sections.map((section) => (
        <Box key={section.Name} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {section.Name}
          </Typography>
          <Table size="small">
            <TableBody>
              {numbered(section.Questions).map((question) => (
                <TableRow key={question.QuestionID}>
                  <TableCell>
                    {question.Text}
                    {question.Critical ? (
                      <Chip size="small" color="error" variant="outlined" label={translate('quality.feedback.critical')} sx={{ ml: 1 }} />
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{shown(answers.get(question.QuestionID))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One of the agent's evaluated calls: the recording, score, answers, the evaluator's comment and
 * issues, the history; while open, the agent acknowledges it or disputes it with a comment.
 */
export function MyEvaluationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const show = useDateDisplay();
  const { data: evaluation, isPending, refetch } = useGetOne<MyEvaluation & { id: number }>(RESOURCE, { id });
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [audioFailed, setAudioFailed] = useState(false);

  const answer = async (dispute: boolean) => {
    setBusy(true);
    try {
      const request = { CallEvaluationID: id, Comment: comment };
      await (dispute ? api.quality.disputeEvaluation(request) : api.quality.acknowledgeEvaluation(request));
      notify(dispute ? 'quality.feedback.disputed' : 'quality.feedback.acknowledged', { type: 'success' });
      setComment('');
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="my-evaluation-dialog">
      <DialogTitle>{evaluation ? translate('quality.my_evaluations.dialog_title', { number: evaluation.Call.Number }) : ''}</DialogTitle>
      <DialogContent>
        {isPending || !evaluation ? (
          <CircularProgress />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {show(evaluation.Call.Timestamp)}
              </Typography>
              <AgentStateChip state={evaluation.AgentState} />
              <Typography variant="h6" data-testid="my-evaluation-dialog-score">
                {evaluation.Score === null ? translate('quality.feedback.not_scored') : `${evaluation.Score} %`}
              </Typography>
            </Box>
            {evaluation.Call.HasRecording && !audioFailed ? (
              <audio
                controls
                preload="metadata"
                src={api.quality.myEvaluationAudio({ CallID: evaluation.Call.LogID, Mode: 'stream' })}
                onError={() => setAudioFailed(true)}
                style={{ width: '100%' }}
                data-testid="my-evaluation-audio"
              />
            ) : (
              <Typography variant="body2">{translate(audioFailed ? 'quality.evaluate.audio_failed' : 'quality.evaluate.audio_missing')}</Typography>
            )}
            <ScoredAnswers evaluation={evaluation} />
            {evaluation.Comment ? (
              <Box>
                <Typography variant="subtitle2">{translate('resources.my_evaluation.fields.Comment')}</Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="my-evaluation-comment">
                  {evaluation.Comment}
                </Typography>
              </Box>
            ) : null}
            {evaluation.Issues.length > 0 || evaluation.TypoMistake ? (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {evaluation.Issues.map((issue) => (
                  <Chip key={issue} size="small" label={issue} />
                ))}
                {evaluation.TypoMistake ? <Chip size="small" color="warning" label={translate('resources.call_evaluations.fields.TypoMistake')} /> : null}
              </Box>
            ) : null}
            <FeedbackHistory history={evaluation.History ?? []} />
            {awaitsAgent(evaluation.AgentState) ? (
              <>
                <Alert severity="info">{translate('quality.my_evaluations.answer_hint')}</Alert>
                <FeedbackCommentField
                  label={translate('quality.feedback.agent_comment')}
                  value={comment}
                  onChange={setComment}
                  testId="my-evaluation-comment-input"
                />
              </>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {evaluation && awaitsAgent(evaluation.AgentState) ? (
          <>
            <Button color="warning" disabled={busy || comment.trim() === ''} onClick={() => void answer(true)} data-testid="dispute-evaluation">
              {translate('quality.feedback.dispute')}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => void answer(false)} data-testid="acknowledge-evaluation">
              {translate('quality.feedback.acknowledge')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
