import { TextField } from '@mui/material';
import { MAX_FEEDBACK_COMMENT } from '@backoffice/contracts';

/** The comment of an agent's answer or an evaluator's resolution, counted against the bound the server checks. */
export function FeedbackCommentField({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <TextField
      label={label}
      multiline
      minRows={2}
      value={value}
      error={value.length > MAX_FEEDBACK_COMMENT}
      helperText={`${value.length} / ${MAX_FEEDBACK_COMMENT}`}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
