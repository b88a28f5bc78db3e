import { useTranslate } from 'react-admin';
import { Box, Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { SCALE_MAX, SCALE_MIN, YES_NO_NA_ANSWERS, type ScorecardAnswerValue, type ScorecardSection } from '@backoffice/contracts';

const SCALE = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, index) => SCALE_MIN + index);

/**
 * A form's questions by section, one radio group each: yes / no / N/A (N/A not offered for a
 * critical question, which the server refuses) or the 1-5 scale.
 */
export function ScorecardAnswers({
  sections,
  answers,
  onAnswer,
  disabled,
}: {
  sections: ScorecardSection[];
  answers: ReadonlyMap<number, ScorecardAnswerValue>;
  onAnswer: (questionId: number, answer: ScorecardAnswerValue) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} data-testid="scorecard-answers">
      {sections.map((section, sectionIndex) => (
        <Box key={`${sectionIndex}-${section.Name}`}>
          <Typography variant="subtitle2">{section.Name}</Typography>
          {section.Questions.map((question) => {
            const id = question.QuestionID!;
            const value = answers.get(id);
            const options =
              question.AnswerType === 'scale_1_5'
                ? SCALE.map((mark) => ({ value: String(mark), label: String(mark) }))
                : YES_NO_NA_ANSWERS.filter((answer) => !(question.Critical && answer === 'na')).map((answer) => ({
                    value: answer,
                    label: translate(`quality.evaluate.${answer}`),
                  }));
            return (
              <Box key={id} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pl: 1 }} data-testid={`question-${id}`}>
                <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
                  {question.Text}
                  {question.Critical ? (
                    <Chip size="small" color="error" variant="outlined" label={translate('quality.evaluate.critical')} sx={{ ml: 1 }} />
                  ) : null}
                </Typography>
                <RadioGroup
                  row
                  value={value === undefined ? '' : String(value)}
                  onChange={(event) =>
                    onAnswer(id, (question.AnswerType === 'scale_1_5' ? Number(event.target.value) : event.target.value) as ScorecardAnswerValue)
                  }
                  aria-label={question.Text}
                >
                  {options.map((option) => (
                    <FormControlLabel
                      key={option.value}
                      value={option.value}
                      control={<Radio size="small" disabled={disabled} />}
                      label={option.label}
                      data-testid={`answer-${id}-${option.value}`}
                    />
                  ))}
                </RadioGroup>
              </Box>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
