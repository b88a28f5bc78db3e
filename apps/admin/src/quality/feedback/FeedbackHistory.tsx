import { useTranslate } from 'react-admin';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EvaluationFeedback } from '@backoffice/contracts';
import { useDateDisplay } from '../../shared/dates';

/** The agent's answers and the evaluators' resolutions of an evaluation, oldest first. */
export function FeedbackHistory({ history }: { history: readonly EvaluationFeedback[] }) {
  const translate = useTranslate();
  const show = useDateDisplay();
  if (history.length === 0) return null;
  return (
    <div data-testid="feedback-history">
      <Typography variant="subtitle2">{translate('quality.feedback.history')}</Typography>
      <List dense disablePadding>
        {history.map((step, index) => (
          <ListItem key={index} disableGutters data-testid="feedback-step" data-step={step.Step}>
            <ListItemText
              primary={`${translate(`quality.feedback.steps.${step.Step}`)} · ${step.Username ?? translate('quality.feedback.deleted_user')} · ${show(step.At)}`}
              secondary={step.Comment || null}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
