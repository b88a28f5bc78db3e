import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Admin, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import {
  AssistanceResources,
  COLUMN_TABLES,
  CoreResources,
  MonitorResources,
  NewsResources,
  QualityResources,
  ReportScheduleResources,
  type LoginSession,
  type ResourceDeclaration,
} from '@backoffice/contracts';
import { areaRoutes } from '../App';
import { AREAS } from '../areas';
import { writeSession } from '../providers/session';
import { authProvider, dataProvider, i18nProvider } from '../test/admin';

afterEach(() => vi.unstubAllGlobals());

const RESOURCES: readonly ResourceDeclaration[] = [
  ...Object.values(CoreResources),
  ...Object.values(MonitorResources),
  ...Object.values(QualityResources),
  ...Object.values(NewsResources),
  ...Object.values(AssistanceResources),
  ...Object.values(ReportScheduleResources),
];
/** Where a table's list opens when it is not `/{name}`. */
const LIST_PATHS: Record<string, string> = { [QualityResources.evaluations.name]: '/evaluation/evaluate' };

/** Fields a table's cells need beside the id. */
const ROW_FIELDS: Record<string, Record<string, unknown>> = {
  [QualityResources.evaluations.name]: { Call: {}, CallAgent: {}, Score: null, AgentState: 'open' },
  [ReportScheduleResources.schedules.name]: { Report: '', Range: 'yesterday', Days: [1], Recipients: [], Format: 'csv' },
};

/** Every count answers 1 and every list one row with its id; other calls answer nothing. */
function answerOneRowEverywhere() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://admin.test').pathname.replace(/^\//, '');
      const resource = RESOURCES.find((candidate) => path === `${candidate.base}/count` || path === `${candidate.base}/list`);
      const data = !resource ? null : path.endsWith('/count') ? 1 : [{ ...ROW_FIELDS[resource.name], [resource.idField]: 1 }];
      return new Response(JSON.stringify({ succeeded: true, result: { data } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

async function renderedColumns(resource: ResourceDeclaration, permissions: readonly string[]): Promise<string[]> {
  writeSession({ token: 'tok', permissions, supportSessionActive: false, user: { Username: 'ada' }, userSettings: { Columns: {} } } as unknown as LoginSession);
  answerOneRowEverywhere();
  const view = render(
    <MemoryRouter initialEntries={[LIST_PATHS[resource.name] ?? `/${resource.name}`]}>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
        {areaRoutes(AREAS)}
      </Admin>
    </MemoryRouter>,
  );
  const headers = await waitFor(
    () => {
      const cells = [...view.container.querySelectorAll('thead th')];
      expect(cells.length).toBeGreaterThan(0);
      return cells;
    },
    // The first render of an area loads its lazy screens (the evaluation list's date pickers take a while).
    { timeout: 15000 },
  );
  view.unmount();
  return headers.flatMap((cell) => [...cell.classList].filter((name) => name.startsWith('column-')).map((name) => name.slice('column-'.length)));
}

describe('the tables whose column choice follows the user', () => {
  const tables = RESOURCES.filter((resource) => resource.columns);

  it('are the tables declared in COLUMN_TABLES', () => {
    expect(tables.map((resource) => resource.name).sort()).toEqual(Object.keys(COLUMN_TABLES).sort());
  });

  // The server refuses any other column name, so a column added to a list must be declared too.
  it.each(tables.map((resource) => [resource.name, resource] as const))(
    '%s shows exactly its declared columns',
    async (_name, resource) => {
      const forEditors = await renderedColumns(resource, ['*']);
      const forViewers = await renderedColumns(resource, resource.permissions.view);
      expect([...new Set([...forEditors, ...forViewers])].sort()).toEqual([...(resource.columns ?? [])].sort());
    },
    40_000,
  );
});
