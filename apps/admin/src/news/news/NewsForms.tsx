import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { type News } from '@backoffice/contracts';
import { defaultNewsDates, todayIn } from '@backoffice/domain';
import { api } from '../../providers/api';
import { useSession } from '../../providers/session';
import { RichTextToolbar } from '../../shared/RichTextToolbar';
import { ValidSaveToolbar } from '../../shared/ValidSaveToolbar';
import { DateInput } from '../../shared/DateInput';
import { newsFormErrors, toNewsPayload, type NewsFormValues } from '../newsText';
import { NewsAudienceInput } from './NewsAudienceInput';

/** A change of From checks Until again ('End date cannot be before start' follows both dates). */
function RecheckUntil() {
  const from = useWatch({ name: 'From' }) as string | undefined;
  const { trigger, getFieldState } = useFormContext();
  useEffect(() => {
    if (getFieldState('Until').isTouched || getFieldState('Until').error) void trigger('Until');
  }, [from, trigger, getFieldState]);
  return null;
}

/** The create and edit form: Text, From and Until (YYYY-MM-DD), Roles, the users; Save only when changed and valid. */
function NewsForm({
  title,
  record,
  readUserIds,
  onSubmit,
}: {
  title: string;
  record: NewsFormValues;
  readUserIds: readonly number[];
  onSubmit: (values: NewsFormValues) => Promise<void>;
}) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <Form
        record={record}
        onSubmit={(values: Record<string, unknown>) => onSubmit(values as NewsFormValues)}
        validate={(values: Record<string, unknown>) => newsFormErrors(values as NewsFormValues)}
        mode="onChange"
        reValidateMode="onChange"
        warnWhenUnsavedChanges
      >
        <CardContent>
          <Stack spacing={1} sx={{ maxWidth: 720 }}>
            <RichTextInput source="Text" label="resources.news.fields.Text" toolbar={<RichTextToolbar />} isRequired fullWidth />
            <Stack direction="row" spacing={2}>
              <DateInput source="From" label="resources.news.fields.From" width={200} />
              <DateInput source="Until" label="resources.news.fields.Until" width={200} />
            </Stack>
            <RecheckUntil />
            <NewsAudienceInput readUserIds={readUserIds} />
          </Stack>
        </CardContent>
        <ValidSaveToolbar cancelTo="/news" />
      </Form>
    </Card>
  );
}

function useSubmit(call: (values: NewsFormValues) => Promise<News>, success: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return async (values: NewsFormValues) => {
    try {
      await call(values);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['news'] });
    notify(success, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('/news');
  };
}

/** /news/create: 'Enter data to create the news'; From today and Until tomorrow in the customer's days. */
export function NewsCreate() {
  const session = useSession();
  const record = useMemo(
    () => ({ Text: '', ...defaultNewsDates(todayIn(session?.activeCustomer?.TimeZone ?? 'UTC')), UserIDs: [], RoleIDs: [] }),
    [session?.activeCustomer?.TimeZone],
  );
  const submit = useSubmit((values) => api.news.create(toNewsPayload(values)), 'resources.news.notifications.created');
  return <NewsForm title="news.form.create_title" record={record} readUserIds={[]} onSubmit={submit} />;
}

/** /news/{id}/edit: 'Update your news'; readers stay selected. */
export function NewsEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const newsId = Number(id);
  const loaded = useQuery({
    queryKey: ['news', 'load_news_data', newsId],
    queryFn: async ({ signal }) => {
      try {
        return await api.news.loadNewsData({ NewsID: newsId }, { signal });
      } catch (error) {
        if (!signal.aborted) notify((error as Error).message || 'news.messages.load_failed', { type: 'error' });
        throw error;
      }
    },
    gcTime: 0,
  });
  const submit = useSubmit((values) => api.news.save({ NewsID: newsId, ...toNewsPayload(values) }), 'resources.news.notifications.updated');
  const data = loaded.data;
  const record = useMemo(
    () =>
      data
        ? { id: data.News.NewsID, Text: data.News.Text, From: data.News.From, Until: data.News.Until, UserIDs: data.UserIDs, RoleIDs: data.RoleIDs }
        : undefined,
    [data],
  );
  if (!record || !data)
    return loaded.isError ? <Title title={translate('news.messages.load_failed')} /> : <CircularProgress sx={{ m: 2 }} aria-label={translate('app.loading')} />;
  return <NewsForm title="news.form.edit_title" record={record} readUserIds={data.ReadUserIDs} onSubmit={submit} />;
}
