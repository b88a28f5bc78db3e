import { useCallback, useState } from 'react';
import { DataTable, List, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import { QualityResources, type MyEvaluation } from '@backoffice/contracts';
import { NoMatchingRecords, TablePagination } from '../../shared/CrudList';
import { WireDateField } from '../../shared/dates';
import { DEFAULT_PAGE_SIZE } from '../../shared/tableOptions';
import { AgentStateChip } from '../feedback/AgentStateChip';
import { useFeedbackChanges } from '../feedback/myEvaluationsLive';
import { MyEvaluationDialog } from './MyEvaluationDialog';

const RESOURCE = QualityResources.myEvaluations.name;
type Row = MyEvaluation & { id: number };

function ScoreCell() {
  const record = useRecordContext<Row>();
  return record ? <span data-testid="my-evaluation-score">{record.Score === null ? '–' : `${record.Score} %`}</span> : null;
}

function StateCell() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <AgentStateChip state={record.AgentState} />
      {record.Unseen ? <Chip size="small" color="primary" label={translate('quality.feedback.new')} data-testid="my-evaluation-new" /> : null}
    </Box>
  );
}

/**
 * /my_evaluation: the agent's own evaluated calls, newest first. A row opens the evaluation: its
 * recording, score, answers and comment, acknowledged or disputed there. Answers and resolutions
 * from other tabs and from evaluators re-query the list.
 */
export function MyEvaluationList() {
  const refresh = useRefresh();
  const [open, setOpen] = useState<number | null>(null);
  useFeedbackChanges(useCallback(() => refresh(), [refresh]));
  return (
    <>
      <List
        resource={RESOURCE}
        title="quality.my_evaluations.title"
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'Call.Timestamp', order: 'DESC' }}
        pagination={<TablePagination />}
        empty={false}
        actions={false}
      >
        <DataTable rowClick={(id) => (setOpen(Number(id)), false)} bulkActionButtons={false} empty={<NoMatchingRecords />}>
          <DataTable.Col source="Call.Timestamp" label="resources.my_evaluation.fields.Call.Timestamp">
            <WireDateField source="Call.Timestamp" />
          </DataTable.Col>
          <DataTable.Col source="Call.Number" label="resources.my_evaluation.fields.Call.Number" />
          <DataTable.Col source="Score">
            <ScoreCell />
          </DataTable.Col>
          <DataTable.Col source="AgentState">
            <StateCell />
          </DataTable.Col>
          <DataTable.Col source="Comment" />
        </DataTable>
      </List>
      {open !== null ? (
        <MyEvaluationDialog
          id={open}
          onClose={() => {
            setOpen(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
