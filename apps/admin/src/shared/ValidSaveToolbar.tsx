import { SaveButton, Toolbar, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Button } from '@mui/material';

/** Save enabled only when the form changed and every field is valid; Cancel returns to the list. */
export function ValidSaveToolbar({ cancelTo }: { cancelTo?: string }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { isDirty, isValid, isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton label="app.save" disabled={!isDirty || !isValid || isSubmitting} />
      <Button onClick={() => (cancelTo ? redirect(cancelTo) : redirect('list', resource))}>{translate('app.cancel')}</Button>
    </Toolbar>
  );
}
