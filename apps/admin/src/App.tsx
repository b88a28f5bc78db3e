import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import BusinessIcon from '@mui/icons-material/Business';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createColumnsStore } from './providers/columnsStore';
import { Layout, SessionNotification } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { CrossLogin, InternLogin } from './layout/CrossLogin';
import { SIDEBAR_OPEN_MIN_WIDTH, theme } from './layout/theme';
import { AssetOverview } from './dashboard/AssetOverview';
import { SearchResults } from './search/SearchResults';
import { ChangeActiveCustomerPage, EndSupportSessionPage, LogLevelsRedirect, LogoutPage, MyProfilePage } from './shell/ShellPages';
import { core } from './core/lazyScreens';
import { telephony } from './telephony/lazyScreens';

const store = createColumnsStore();
// The sidebar starts open on screens of at least 990 px (set before the first render: closing a
// mobile drawer right after it mounted left an invisible backdrop over the page).
store.setItem('sidebar.open', window.innerWidth >= SIDEBAR_OPEN_MIN_WIDTH);

export function App() {
  return (
    <Admin
      title="Back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={AssetOverview}
      notification={SessionNotification}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...core.users} icon={PeopleIcon} recordRepresentation="Username">
        <Route path=":id/password/edit" element={<core.userPasswordEdit />} />
      </Resource>
      <Resource name="permissions" {...core.permissions} icon={VpnKeyIcon} recordRepresentation="Name" />
      <Resource name="roles" {...core.roles} icon={BadgeIcon} recordRepresentation="Name" />
      <Resource name="customers" {...core.customers} icon={BusinessIcon} recordRepresentation="Name" />
      <Resource name="loggers" {...core.loggers} icon={TuneIcon} />
      <Resource name="telephony_imports" {...telephony.imports} icon={UploadFileIcon} recordRepresentation="FileName" />
      <CustomRoutes noLayout>
        <Route path="/crosslogin" element={<CrossLogin />} />
        <Route path="/intern_login" element={<InternLogin />} />
        <Route path="/logout" element={<LogoutPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard/asset-overview" element={<AssetOverview />} />
        <Route path="/end_support_session" element={<EndSupportSessionPage />} />
        <Route path="/changeActiveCustomer" element={<ChangeActiveCustomerPage />} />
        <Route path="/myProfile" element={<MyProfilePage />} />
        <Route path="/logLevels" element={<LogLevelsRedirect />} />
        <Route path="/search" element={<SearchResults />} />
      </CustomRoutes>
    </Admin>
  );
}
