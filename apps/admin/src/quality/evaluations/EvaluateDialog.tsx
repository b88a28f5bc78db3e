import { useEffect, useMemo, useState } from 'react';
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
  type Scorecard,
  type ScorecardAnswerValue,
  type ScorecardSection,
} from '@backoffice/contracts';
import { answersProblem, scoreEvaluation, type NumberedQuestion, type FormSection } from '@backoffice/domain';
import { useDateDisplay } from '../../shared/dates';
import { evaluationAudioUrl, listScorecards, loadEvaluation, saveEvaluation } from '../qualityApi';
import { useHasPermission } from '../../shared/usePermissions';
import { DisputePanel } from '../feedback/DisputePanel';
import { ScorecardAnswers } from './ScorecardAnswers';

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

/** "No scorecard" in the form choice. */
const NONE = '';

/** The live score of complete, valid answers (libs/domain, the rule the server stores); null before. */
function liveScore(sections: ScorecardSection[], answers: ReadonlyMap<number, ScorecardAnswerValue>): number | null {
  const numbered = sections as FormSection<NumberedQuestion>[];
  const given = [...answers].map(([QuestionID, Answer]) => ({ QuestionID, Answer }));
  return answersProblem(numbered, given) === null ? scoreEvaluation(numbered, given).Score : null;
}

/**
 * The evaluate dialog: status (default not evaluated), comment, typo mistake and issues, with the
 * call's audio, and the scorecard (issue 25): the form's questions, the live score, and the
 * answers sent with the save, which the server scores and stores. A call scored before shows the
 * form version it was scored with. Saving closes and re-queries the list.
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
  const [full, setFull] = useState<CallEvaluation | null>(null);
  const [cards, setCards] = useState<Scorecard[]>([]);
  const [cardId, setCardId] = useState<number | typeof NONE>(NONE);
  const [answers, setAnswers] = useState<Map<number, ScorecardAnswerValue>>(new Map());
  useEffect(() => {
    let live = true;
    Promise.all([loadEvaluation(evaluation.CallEvaluationID), listScorecards()])
      .then(([loaded, forms]) => {
        if (!live) return;
        setFull(loaded);
        setCards(forms);
        setCardId(loaded.ScorecardID ?? NONE);
        setAnswers(new Map((loaded.Answers ?? []).map((answer) => [answer.QuestionID, answer.Answer])));
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
    return () => {
      live = false;
    };
  }, [evaluation.CallEvaluationID, notify]);
  // The form version to answer: the one the call was scored with when it stays on that form, else the form's current one.
  const sections = useMemo<ScorecardSection[]>(() => {
    if (cardId === NONE) return [];
    if (full?.Scorecard && full.ScorecardID === cardId) return full.Scorecard.Sections;
    return cards.find((card) => card.ScorecardID === cardId)?.Sections ?? [];
  }, [cardId, full, cards]);
  const score = cardId === NONE ? null : liveScore(sections, answers);
  const keptVersion = full?.Scorecard && full.ScorecardID === cardId && cards.find((card) => card.ScorecardID === cardId)?.Version !== full.Scorecard.Version;
  const deletedForm = full?.Scorecard && full.ScorecardID === null ? full.Scorecard : null;
  const chooseCard = (id: number | typeof NONE) => {
    setCardId(id);
    setAnswers(id !== NONE && id === full?.ScorecardID ? new Map((full.Answers ?? []).map((answer) => [answer.QuestionID, answer.Answer])) : new Map());
  };
  const { data: issueTypes = [] } = useGetList<{ id: number; IssueID: number; Name: string }>(QualityResources.issues.name, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'Name', order: 'ASC' },
  });
  const issueName = new Map(issueTypes.map((issue) => [issue.IssueID, issue.Name]));

  /** Saves the dialog's values; false (and the reason shown) when refused. */
  const persist = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const scored =
        cardId === NONE
          ? {}
          : {
              ScorecardID: cardId,
              Answers: sections.flatMap((section) => section.Questions.map((q) => ({ QuestionID: q.QuestionID!, Answer: answers.get(q.QuestionID!)! }))),
            };
      await saveEvaluation({
        CallEvaluationID: evaluation.CallEvaluationID,
        Status: status,
        Comment: comment,
        TypoMistake: typo,
        SelectedIssues: issues,
        ...scored,
      });
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
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="evaluate-dialog">
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
            <InputLabel id="evaluate-scorecard">{translate('quality.evaluate.scorecard')}</InputLabel>
            <Select
              labelId="evaluate-scorecard"
              label={translate('quality.evaluate.scorecard')}
              value={String(cardId)}
              onChange={(event) => chooseCard(event.target.value === NONE ? NONE : Number(event.target.value))}
              inputProps={{ 'data-testid': 'evaluate-scorecard' }}
            >
              <MenuItem value={NONE}>{translate('quality.evaluate.no_scorecard')}</MenuItem>
              {cards.map((card) => (
                <MenuItem key={card.ScorecardID} value={String(card.ScorecardID)}>
                  {card.Name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {deletedForm && cardId === NONE ? (
            <>
              <Alert severity="info">{translate('quality.evaluate.deleted_form', { name: deletedForm.Name, version: deletedForm.Version })}</Alert>
              <ScorecardAnswers
                sections={deletedForm.Sections}
                answers={new Map((full?.Answers ?? []).map((answer) => [answer.QuestionID, answer.Answer]))}
                onAnswer={() => undefined}
                disabled
              />
            </>
          ) : null}
          {keptVersion ? <Alert severity="info">{translate('quality.evaluate.kept_version', { version: full?.Scorecard?.Version })}</Alert> : null}
          {sections.length > 0 ? (
            <ScorecardAnswers sections={sections} answers={answers} onAnswer={(id, answer) => setAnswers((current) => new Map(current).set(id, answer))} />
          ) : null}
          {cardId !== NONE ? (
            <Typography variant="subtitle1" data-testid="evaluate-score">
              {score === null ? translate('quality.evaluate.score_pending') : translate('quality.evaluate.score', { score: score.toFixed(1) })}
            </Typography>
          ) : full?.Score !== null && full?.Score !== undefined ? (
            <Typography variant="subtitle1" data-testid="evaluate-score">
              {translate('quality.evaluate.score', { score: full.Score.toFixed(1) })}
            </Typography>
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
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || !full || comment.length > MAX_COMMENT_LENGTH || (cardId !== NONE && score === null)}
          data-testid="evaluate-save"
        >
          {translate('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
