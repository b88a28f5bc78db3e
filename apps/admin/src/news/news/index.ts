import NewspaperIcon from '@mui/icons-material/Newspaper';
import { NewsResources } from '@backoffice/contracts';
import { lazyScreen, type AdminResource } from '../../shared/area';

const list = lazyScreen(() => import('./NewsList'), 'NewsList');
const edit = lazyScreen(() => import('./NewsForms'), 'NewsEdit');

/** /news (and /news/list), /news/create, /news/{id}/edit, /news/{id}/read. */
export const news: AdminResource = {
  wire: NewsResources.news,
  list,
  create: lazyScreen(() => import('./NewsForms'), 'NewsCreate'),
  edit,
  icon: NewspaperIcon,
  recordRepresentation: 'NewsID',
  routes: [
    { path: 'list', component: list, permissions: NewsResources.news.permissions.view, combine: 'or' },
    { path: ':id/edit', component: edit, permissions: NewsResources.news.permissions.edit, combine: 'or' },
    { path: ':id/read', component: lazyScreen(() => import('./NewsRead'), 'NewsRead'), permissions: NewsResources.news.permissions.view, combine: 'or' },
  ],
};
