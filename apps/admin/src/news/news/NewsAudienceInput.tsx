import { useEffect, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Autocomplete,
  Box,
  Checkbox,
  Chip,
  CircularProgress,
  FormHelperText,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { canDeselectUser, changeRoles, toggleUser, type AudienceSelection } from '@backoffice/domain';
import { api } from '../../providers/api';

/** The form's users and roles; a failure says 'Could not load roles and users' with the reason. */
function useAudienceChoices() {
  const notify = useNotify();
  return useQuery({
    queryKey: ['news', 'audience'],
    queryFn: async ({ signal }) => {
      try {
        const [users, roles] = await Promise.all([api.news.audienceUsers({}, { signal }), api.news.audienceRoles({}, { signal })]);
        return { users, roles };
      } catch (error) {
        if (!signal.aborted) notify((error as Error).message || 'news.messages.audience_failed', { type: 'error' });
        throw error;
      }
    },
  });
}

/**
 * Roles (multi-select) and the clickable user list with the count selected. Choosing a role adds
 * its users; removing one removes its users unless they read the news or hold another chosen
 * role; readers cannot be deselected (libs/domain news-audience, the server's rules too).
 */
export function NewsAudienceInput({ readUserIds }: { readUserIds: readonly number[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const choices = useAudienceChoices();
  useController({ name: 'UserIDs' });
  useController({ name: 'RoleIDs' });
  const watchedUserIds = useWatch({ name: 'UserIDs' }) as number[] | undefined;
  const userIds = useMemo(() => watchedUserIds ?? [], [watchedUserIds]);
  const roleIds = (useWatch({ name: 'RoleIDs' }) as number[] | undefined) ?? [];
  const selection: AudienceSelection = { userIds, roleIds, readUserIds };
  const users = choices.data?.users ?? [];
  const roles = choices.data?.roles ?? [];

  const apply = (next: AudienceSelection) => {
    setValue('RoleIDs', next.roleIds, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    setValue('UserIDs', next.userIds, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
  };
  const selected = new Set(userIds);

  // Readers stay selected whatever was loaded (the server keeps them too).
  useEffect(() => {
    const missing = readUserIds.filter((id) => !userIds.includes(id));
    if (missing.length > 0) setValue('UserIDs', [...userIds, ...missing], { shouldValidate: true });
  }, [readUserIds, userIds, setValue]);

  if (choices.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Autocomplete
        multiple
        options={roles}
        value={roles.filter((role) => roleIds.includes(role.RoleID))}
        getOptionLabel={(role) => role.FancyName}
        isOptionEqualToValue={(option, value) => option.RoleID === value.RoleID}
        onChange={(_event, value) =>
          apply(
            changeRoles(
              selection,
              value.map((role) => role.RoleID),
              users,
            ),
          )
        }
        renderValue={(value, getItemProps) =>
          value.map((role, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={role.FancyName} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('news.form.roles')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'news-roles-input' } }}
          />
        )}
        sx={{ mb: 2 }}
      />
      <Typography variant="subtitle2" data-testid="news-users-selected">
        {translate('news.form.users')} · {translate('news.form.selected', { smart_count: selected.size })}
      </Typography>
      <Paper variant="outlined" sx={{ maxHeight: 320, overflow: 'auto' }}>
        <List dense disablePadding data-testid="news-users">
          {users.map((user) => {
            const locked = selected.has(user.UserID) && !canDeselectUser(selection, user.UserID);
            const item = (
              <ListItemButton
                key={user.UserID}
                dense
                data-testid={`news-user-${user.UserID}`}
                aria-pressed={selected.has(user.UserID)}
                aria-disabled={locked}
                onClick={() => (locked ? undefined : apply(toggleUser(selection, user.UserID)))}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox edge="start" size="small" checked={selected.has(user.UserID)} disabled={locked} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText primary={`${user.FirstName} ${user.LastName}`} />
              </ListItemButton>
            );
            return locked ? (
              <Tooltip key={user.UserID} title={translate('news.form.read_locked')} placement="left">
                {item}
              </Tooltip>
            ) : (
              item
            );
          })}
        </List>
      </Paper>
      {userIds.length === 0 ? (
        <FormHelperText sx={{ color: 'info.main' }} data-testid="news-users-error">
          {translate('news.validation.no_users')}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
