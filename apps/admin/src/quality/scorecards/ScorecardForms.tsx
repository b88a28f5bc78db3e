import {
  ArrayInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { Alert } from '@mui/material';
import { ANSWER_TYPES, MAX_QUESTION_WEIGHT, MAX_SCORECARD_QUESTIONS, MAX_SCORECARD_SECTIONS, type ScorecardSection } from '@backoffice/contracts';
import { requiredTrimmed } from '../../shared/validation';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';

/** The form as the wire takes it: names trimmed, weights as numbers; question ids and read-only fields left out. */
export function toScorecardPayload(values: Record<string, unknown>) {
  const sections = (values.Sections as Partial<ScorecardSection>[] | undefined) ?? [];
  return {
    Name: String(values.Name ?? '').trim(),
    Sections: sections.map((section) => ({
      Name: String(section.Name ?? '').trim(),
      Questions: (section.Questions ?? []).map((question) => ({
        Text: String(question.Text ?? '').trim(),
        Weight: Number(question.Weight ?? 0),
        AnswerType: question.AnswerType ?? 'yes_no_na',
        Critical: Boolean(question.Critical),
      })),
    })),
  };
}

const weight = [required(), minValue(0), maxValue(MAX_QUESTION_WEIGHT)];

/**
 * Sections and their questions. What makes a form scorable (at least one weight above 0, every
 * section with a question) is checked by the server with libs/domain's rule, in the user's language.
 */
function ScorecardFields() {
  const translate = useTranslate();
  const answerTypes = ANSWER_TYPES.map((id) => ({ id, name: translate(`quality.scorecard.answer_types.${id}`) }));
  return (
    <>
      <TextInput source="Name" validate={requiredTrimmed} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('quality.scorecard.versions_hint')}
      </Alert>
      <ArrayInput source="Sections" label="quality.scorecard.sections">
        <SimpleFormIterator inline={false} disableReordering={false} getItemLabel={(index) => `${index + 1}.`} data-testid="scorecard-sections">
          <TextInput source="Name" label="resources.scorecard.fields.Name" validate={requiredTrimmed} />
          <ArrayInput source="Questions" label="quality.scorecard.questions">
            <SimpleFormIterator inline getItemLabel={(index) => `${index + 1}.`}>
              <TextInput source="Text" label="resources.scorecard.fields.Text" validate={requiredTrimmed} sx={{ minWidth: 320 }} />
              <NumberInput
                source="Weight"
                label="resources.scorecard.fields.Weight"
                validate={weight}
                defaultValue={10}
                min={0}
                max={MAX_QUESTION_WEIGHT}
                sx={{ width: 110 }}
              />
              <SelectInput
                source="AnswerType"
                label="resources.scorecard.fields.AnswerType"
                choices={answerTypes}
                defaultValue="yes_no_na"
                validate={required()}
              />
              <BooleanInput source="Critical" label="resources.scorecard.fields.Critical" defaultValue={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const sectionLimits = (sections: unknown) =>
  Array.isArray(sections) &&
  (sections.length > MAX_SCORECARD_SECTIONS || sections.flatMap((s: { Questions?: unknown[] }) => s.Questions ?? []).length > MAX_SCORECARD_QUESTIONS);

const validateForm = (values: Record<string, unknown>) => (sectionLimits(values.Sections) ? { Sections: 'ra.validation.maxValue' } : {});

export function ScorecardCreate() {
  return (
    <Create title="resources.scorecard.create_title" redirect="list" transform={toScorecardPayload}>
      <SimpleForm
        mode="onChange"
        reValidateMode="onChange"
        toolbar={<ValidSaveToolbar />}
        validate={validateForm}
        defaultValues={{ Sections: [{ Name: '', Questions: [{}] }] }}
      >
        <ScorecardFields />
      </SimpleForm>
    </Create>
  );
}

export function ScorecardEdit() {
  return (
    <Edit title="resources.scorecard.edit_title" mutationMode="pessimistic" redirect="list" transform={toScorecardPayload}>
      <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<ValidSaveToolbar />} validate={validateForm}>
        <ScorecardFields />
      </SimpleForm>
    </Edit>
  );
}
