import { Permission } from '@backoffice/contracts';
import { lazyScreen, resourceMenuEntry, type AdminArea } from '../shared/area';
import { news } from './news';
import { NewsMenuBadge } from './NewsMenuBadge';
import { newsEn } from './i18n.en';
import { newsDe } from './i18n.de';

/** News: announcements for chosen users and roles, read confirmations, the unread badge. */
export const newsArea: AdminArea = {
  key: 'news',
  resources: [news],
  menu: [{ ...resourceMenuEntry('news', news, 'news.menu.news'), badge: NewsMenuBadge }],
  widgets: [{ key: 'news', component: lazyScreen(() => import('./NewsWidget'), 'NewsWidget'), permissions: [Permission.News] }],
  messages: { en: newsEn, de: newsDe },
};
