import { useState, type ReactNode } from 'react';
import {
  Confirm,
  type Identifier,
  useCanAccess,
  useCreatePath,
  useDelete,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUnselect,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';

/** A compact icon action of a table row; its label is the tooltip and the accessible name. */
export function RowIconButton({
  label,
  onClick,
  to,
  children,
  color,
}: {
  label: string;
  onClick?: () => void;
  to?: string;
  children: ReactNode;
  color?: 'error' | 'primary';
}) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      {to ? (
        <IconButton size="small" aria-label={text} component={RouterLink} to={to} color={color ?? 'primary'}>
          {children}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={text} onClick={onClick} color={color ?? 'primary'}>
          {children}
        </IconButton>
      )}
    </Tooltip>
  );
}

/** Delete one record after its confirm dialog; pessimistic, with the entity's success message. */
export function DeleteRowButton({ title, content }: { title: string; content: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const unselect = useUnselect(resource);
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          unselect([record.id]);
          notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error)?.message || 'app.crud.delete_failed', { type: 'error', messageArgs: { entity: resource } });
        },
      },
    );
  return (
    <>
      <RowIconButton label="ra.action.delete" onClick={() => setOpen(true)} color="error">
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <Confirm isOpen={open} loading={isPending} title={title} content={content} onConfirm={() => void confirm()} onClose={() => setOpen(false)} />
    </>
  );
}

/** The Actions column: Edit and Delete (with its confirm dialog) for users who may change records. */
export function RowActions({
  deleteTitle,
  deleteContent,
  before,
  after,
  locked = false,
  editPath,
}: {
  deleteTitle: string;
  deleteContent: string;
  /** Row actions shown before Edit (the users' support session). */
  before?: ReactNode;
  /** Row actions between Edit and Delete (the users' Change password). */
  after?: ReactNode;
  /** A record nobody may change (the locked administrator role): neither Edit nor Delete. */
  locked?: boolean;
  /** Where Edit leads when not to the resource's edit route (the partners' `{id}/edit`). */
  editPath?: (id: Identifier) => string;
}) {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {before}
      {canEdit && !locked ? (
        <RowIconButton label="ra.action.edit" to={editPath ? editPath(record.id) : createPath({ resource, type: 'edit', id: record.id })}>
          <EditIcon fontSize="small" />
        </RowIconButton>
      ) : null}
      {after}
      {canDelete && !locked ? <DeleteRowButton title={deleteTitle} content={deleteContent} /> : null}
    </Box>
  );
}
