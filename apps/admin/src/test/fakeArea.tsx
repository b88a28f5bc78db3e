import ExtensionIcon from '@mui/icons-material/Extension';
import type { ResourceDeclaration } from '@backoffice/contracts';
import { resourceMenuEntry, type AdminArea, type AdminResource } from '../shared/area';

/** A resource no real area has, declared as an area's contracts file would declare it. */
export const FAKE_THINGS = {
  name: 'fake_things',
  base: 'fake/things',
  idField: 'ThingID',
  bulkIdField: 'ThingIDs',
  searchFields: ['Label', 'Code'],
  permissions: { view: ['fake_view'], edit: ['fake_edit'] },
  labels: { singular: 'Thing', plural: 'Things' },
} as unknown as ResourceDeclaration;

const things: AdminResource = {
  wire: FAKE_THINGS,
  list: () => <p>The fake things list</p>,
  edit: () => <p>The fake thing form</p>,
  icon: ExtensionIcon,
  recordRepresentation: 'Label',
  routes: [{ path: ':id/history', component: () => <p>The fake thing history</p>, permissions: ['fake_view'] }],
};

/** An area as a new one would be written: one object, registered by adding it to the areas list. */
export const fakeArea: AdminArea = {
  key: 'fake',
  resources: [things],
  routes: [{ path: '/fake_board', component: () => <p>The fake board</p>, permissions: ['fake_view'] }],
  menu: [resourceMenuEntry('quality', things, 'fake.menu.things')],
  widgets: [{ key: 'fake', component: () => <p data-testid="widget-fake">Fake figures</p>, permissions: ['fake_view'] }],
  access: { 'fake_things.archive': { view: ['fake_archive'], edit: ['fake_archive'] } },
  messages: { en: { fake: { menu: { things: 'Fake things' } } }, de: { fake: { menu: { things: 'Falsche Dinge' } } } },
};
