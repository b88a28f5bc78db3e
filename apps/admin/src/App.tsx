import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createDataProvider } from './providers/dataProvider';
import { createAuthProvider } from './providers/authProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { accessPolicy, AccessPolicyContext } from './providers/accessPolicy';
import { resourceIndex } from './providers/resourceMap';
import { createColumnsStore } from './providers/columnsStore';
import { Layout, SessionNotification } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { CrossLogin, InternLogin } from './layout/CrossLogin';
import { SIDEBAR_OPEN_MIN_WIDTH, theme } from './layout/theme';
import { Dashboard, dashboardWidgets, DashboardWidgetsContext } from './shell/Dashboard';
import { menuDefinition, MenuDefinitionContext } from './layout/menuDefinition';
import { SearchResults } from './shell/SearchResults';
import { ChangeActiveCustomerPage, EndSupportSessionPage, LogLevelsRedirect, LogoutPage } from './shell/ShellPages';
import { MyProfilePage } from './shell/profile/MyProfilePage';
import type { AdminArea, AreaRoute } from './shared/area';
import { RoutePermissions } from './shell/RoutePermissions';
import { AREAS } from './areas';

/**
 * The composition root: the access policy, the providers, the sidebar and the home page's tiles,
 * built from the registered areas. Providers, layout and shell receive them (arguments or
 * context) and never import an area (docs/architecture.md, "The admin").
 */
export function composeAdmin(areas: readonly AdminArea[]) {
  const policy = accessPolicy(areas);
  return {
    policy,
    authProvider: createAuthProvider(policy),
    dataProvider: createDataProvider(resourceIndex(areas)),
    i18nProvider: createI18nProvider(areas.map((area) => area.messages)),
    menu: menuDefinition(areas),
    widgets: dashboardWidgets(areas),
  };
}

export type ComposedAdmin = ReturnType<typeof composeAdmin>;

/** Hands the policy, the sidebar and the tiles down to the screens that read them. */
export function ComposedShell({ admin, children }: { admin: ComposedAdmin; children: ReactNode }) {
  return (
    <AccessPolicyContext value={admin.policy}>
      <MenuDefinitionContext value={admin.menu}>
        <DashboardWidgetsContext value={admin.widgets}>{children}</DashboardWidgetsContext>
      </MenuDefinitionContext>
    </AccessPolicyContext>
  );
}

/** The admin of the registered areas, built once per tab. */
export const ADMIN = composeAdmin(AREAS);

const store = createColumnsStore();
// The sidebar starts open on screens of at least 990 px (set before the first render: closing a
// mobile drawer right after it mounted left an invisible backdrop over the page).
store.setItem('sidebar.open', window.innerWidth >= SIDEBAR_OPEN_MIN_WIDTH);

/** An area's page behind its permissions (the same check for every page an area declares). */
function RoutePage({ route }: { route: AreaRoute }) {
  const { component: Page } = route;
  return (
    <RoutePermissions route={route}>
      <Page />
    </RoutePermissions>
  );
}

/** Each area's resources (lists, forms and the pages below them) and its own pages. */
export function areaRoutes(areas: readonly AdminArea[]) {
  return [
    ...areas.flatMap((area) =>
      area.resources.map(({ wire, list, create, edit, show, icon, recordRepresentation, routes }) => (
        <Resource key={wire.name} name={wire.name} list={list} create={create} edit={edit} show={show} icon={icon} recordRepresentation={recordRepresentation}>
          {routes?.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
        </Resource>
      )),
    ),
    <CustomRoutes key="area-pages">
      {areas
        .flatMap((area) => area.routes ?? [])
        .map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
    </CustomRoutes>,
  ];
}

export function App() {
  return (
    <ComposedShell admin={ADMIN}>
      <Admin
        title="Back office"
        dataProvider={ADMIN.dataProvider}
        authProvider={ADMIN.authProvider}
        i18nProvider={ADMIN.i18nProvider}
        store={store}
        theme={theme}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        notification={SessionNotification}
        requireAuth
        disableTelemetry
      >
        {areaRoutes(AREAS)}
        <CustomRoutes noLayout>
          <Route path="/crosslogin" element={<CrossLogin />} />
          <Route path="/intern_login" element={<InternLogin />} />
          <Route path="/logout" element={<LogoutPage />} />
          {AREAS.flatMap((area) => area.standalonePages ?? []).map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/dashboard/asset-overview" element={<Dashboard />} />
          <Route path="/end_support_session" element={<EndSupportSessionPage />} />
          <Route path="/changeActiveCustomer" element={<ChangeActiveCustomerPage />} />
          <Route path="/myProfile" element={<MyProfilePage />} />
          <Route path="/logLevels" element={<LogLevelsRedirect />} />
          <Route path="/search" element={<SearchResults />} />
        </CustomRoutes>
      </Admin>
    </ComposedShell>
  );
}
