import type { ReactNode } from 'react';
import { DeleteButton, EditButton, useCanAccess, useResourceContext } from 'react-admin';
import { Box } from '@mui/material';

/** The Actions column: Edit and Delete (with its confirm dialog) for users who may change records. */
export function RowActions({ deleteTitle, deleteContent, children }: { deleteTitle: string; deleteContent: string; children?: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
      {children}
      {canEdit ? <EditButton /> : null}
      {canDelete ? (
        <DeleteButton mutationMode="pessimistic" confirmTitle={deleteTitle} confirmContent={deleteContent} redirect={false} />
      ) : null}
    </Box>
  );
}
