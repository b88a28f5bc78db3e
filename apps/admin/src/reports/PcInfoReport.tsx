import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { Permission, ReportResources, type PcInfoRow } from '@backoffice/contracts';
import { hasAnyPermission } from '@backoffice/domain';
import { crudApi } from '../providers/api';
import { useSession } from '../providers/session';
import { useDateDisplay } from '../shared/dates';
import { ReportCard } from './reportKit';

const PAGE_SIZE = 10;
/** The PC inventory's reads (the crud kit's count and list). */
const pcInfo = crudApi<PcInfoRow>(ReportResources.pcInfo);

/** /report/pc_info: the PC inventory, search on hostname, 10 rows per page; the content needs pc_info. */
export function PcInfoReport() {
  const session = useSession();
  const translate = useTranslate();
  const show = useDateDisplay();
  const notify = useNotify();
  const allowed = hasAnyPermission(session?.permissions ?? [], [Permission.PcInfo]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<PcInfoRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    if (!allowed) return;
    setLoading(true);
    const like = search.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    const q = like ? { field: 'hostname', op: 'like' as const, value: `%${like}%` } : null;
    try {
      const [list, count] = await Promise.all([
        pcInfo.list({
          q,
          limit: PAGE_SIZE,
          offset: page * PAGE_SIZE,
          order: [{ field: 'hostname', direction: 'asc' }],
        }),
        pcInfo.count({ q }),
      ]);
      setRows(list);
      setTotal(count);
    } catch (error) {
      notify(`${translate('reports.messages.pc_info_failed')}: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [allowed, search, page, notify, translate]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 300);
    return () => clearTimeout(timer);
  }, [load]);
  if (!allowed) return null;
  return (
    <ReportCard
      title="reports.results.pc_info"
      loading={loading}
      filters={
        <TextField
          fullWidth={false}
          size="small"
          label={translate('reports.filters.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      }
    >
      <TableContainer>
        <Table size="small" aria-label={translate('reports.results.pc_info')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.columns.hostname')}</TableCell>
              <TableCell>{translate('reports.columns.updatestamp')}</TableCell>
              <TableCell>{translate('reports.columns.winver')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={3}>{translate('reports.results.no_data')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.PcID}>
                <TableCell>{row.hostname}</TableCell>
                <TableCell>{show(row.updatestamp)}</TableCell>
                <TableCell>{row.winver}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, next) => setPage(next)}
      />
    </ReportCard>
  );
}
