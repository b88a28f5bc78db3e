import { useEffect, useMemo, useReducer, useState } from 'react';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import { Autocomplete, Box, Button, Chip, CircularProgress, TextField } from '@mui/material';
import { CoreResources, MAX_LIMIT, type PermissionRecord, type Role, type WireFilter } from '@backoffice/contracts';
import { changedLists, computedPermissionNames, userAccessReducer, type UserAccess } from './userAccess';
import { api, crudApi } from '../../providers/api';
import { WarnWhenDirty } from '../../shared/WarnWhenDirty';

interface Option {
  id: number;
  label: string;
}

const EMPTY: UserAccess = { roleIds: [], included: [], excluded: [] };
const ALL: WireFilter = { limit: MAX_LIMIT, offset: 0, order: [{ field: 'Name', direction: 'asc' }], q: null };

function IdsSelect({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const byId = new Map(options.map((option) => [option.id, option]));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value.map((id) => byId.get(id)).filter((option): option is Option => Boolean(option))}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.label}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={label} />}
      data-testid={testId}
    />
  );
}

/**
 * User access edit: User roles, User permissions (read-only, computed), Included permissions and
 * Excluded permissions. Roles and permissions load in full when the tab opens; Save is disabled
 * until something changes and saves only the lists that changed.
 */
export function UserAccessTab({ userId, onDirtyChange }: { userId: number; onDirtyChange?: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [roles, setRoles] = useState<Role[]>([]);
  const [permissions, setPermissions] = useState<PermissionRecord[]>([]);
  const [saved, setSaved] = useState<UserAccess>(EMPTY);
  const [access, dispatch] = useReducer(userAccessReducer, EMPTY);
  const [serverEffective, setServerEffective] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([
      crudApi<Role>(CoreResources.roles).list(ALL),
      crudApi<PermissionRecord>(CoreResources.permissions).list(ALL),
      api.core.userRoles({ UserID: userId }),
      api.core.userIncludedPermissions({ UserID: userId }),
      api.core.userExcludedPermissions({ UserID: userId }),
      api.core.userPermissions({ UserID: userId }),
    ])
      .then(([allRoles, allPermissions, userRoles, included, excluded, effective]) => {
        if (!live) return;
        const loaded: UserAccess = {
          roleIds: userRoles.map((role) => role.RoleID),
          included: included.map((permission) => permission.PermissionID),
          excluded: excluded.map((permission) => permission.PermissionID),
        };
        setRoles(allRoles);
        setPermissions(allPermissions);
        setSaved(loaded);
        dispatch({ type: 'reset', access: loaded });
        setServerEffective(effective);
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [userId, notify]);

  const changed = changedLists(saved, access);
  const dirty = changed.roles || changed.included || changed.excluded;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const effective = useMemo(
    () => (dirty ? computedPermissionNames(access, roles, permissions) : serverEffective),
    [dirty, access, roles, permissions, serverEffective],
  );
  const roleOptions = roles.map((role) => ({ id: role.RoleID, label: role.FancyName || role.Name }));
  const permissionOptions = permissions.map((permission) => ({ id: permission.PermissionID, label: permission.Name }));

  const save = async () => {
    setSaving(true);
    try {
      if (changed.roles) {
        await api.core.saveUserRoles({ UserID: userId, RoleIDs: access.roleIds });
        notify('resources.users.roles_saved', { type: 'success' });
      }
      if (changed.included) {
        await api.core.saveUserIncludedPermissions({ UserID: userId, PermissionIDs: access.included });
        notify('resources.users.included_saved', { type: 'success' });
      }
      if (changed.excluded) {
        await api.core.saveUserExcludedPermissions({ UserID: userId, PermissionIDs: access.excluded });
        notify('resources.users.excluded_saved', { type: 'success' });
      }
      setSaved(access);
      setServerEffective(await api.core.userPermissions({ UserID: userId }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <CircularProgress sx={{ m: 2 }} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, maxWidth: 720 }}>
      <WarnWhenDirty dirty={dirty} />
      <IdsSelect
        testId="user-roles"
        label={translate('resources.users.fields.Roles')}
        options={roleOptions}
        value={access.roleIds}
        onChange={(ids) => dispatch({ type: 'roles', ids })}
      />
      <Autocomplete
        multiple
        readOnly
        options={effective}
        value={effective}
        renderValue={(values) => values.map((name) => <Chip key={name} label={name} size="small" sx={{ m: 0.25 }} />)}
        renderInput={(params) => <TextField {...params} label={translate('resources.users.fields.EffectivePermissions')} />}
        data-testid="user-effective-permissions"
      />
      <IdsSelect
        testId="user-included-permissions"
        label={translate('resources.users.fields.IncludedPermissions')}
        options={permissionOptions}
        value={access.included}
        onChange={(ids) => dispatch({ type: 'included', ids })}
      />
      <IdsSelect
        testId="user-excluded-permissions"
        label={translate('resources.users.fields.ExcludedPermissions')}
        options={permissionOptions}
        value={access.excluded}
        onChange={(ids) => dispatch({ type: 'excluded', ids })}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()}>
          {translate('app.save')}
        </Button>
        <Button onClick={() => redirect('/users')} disabled={saving}>
          {translate('app.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
