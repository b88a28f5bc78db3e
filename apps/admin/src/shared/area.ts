import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ResourceDeclaration } from '@backoffice/contracts';

/**
 * What an admin area hands the shell: one object, exported by the area folder's index.ts and
 * listed in src/areas.ts. App.tsx builds the resources and routes, the menu, the data provider,
 * the access policy, the dashboard and the i18n provider from the areas and hands them down.
 */
export interface AdminArea {
  /** Short name of the area, e.g. 'core'. */
  key: string;
  resources: readonly AdminResource[];
  /** Pages that are not a resource's list or form (inside the layout). */
  routes?: readonly AreaRoute[];
  /**
   * Pages outside the layout and the admin's session, which bring their own credential (the
   * wallboard kiosk's token). They call only what that credential opens.
   */
  standalonePages?: readonly { path: string; component: Screen }[];
  /** Sidebar entries, each in one of the spec's module groups. */
  menu: readonly AreaMenuEntry[];
  /** Tiles on the home page (/dashboard/asset-overview). */
  widgets: readonly DashboardWidget[];
  /**
   * canAccess rules for parts of a screen that are not a resource of their own, e.g. the user
   * form's access tab ('users.access'). Any one permission of a list opens it.
   */
  access?: Readonly<Record<string, { view: readonly string[]; edit: readonly string[] }>>;
  /** Every label and message of the area; German has the same keys (merged by the i18n provider). */
  messages: { en: MessageTree; de: MessageTree };
}

/** A react-admin resource of the area: the wire declaration from libs/contracts plus its screens. */
export interface AdminResource {
  /** Route base, id fields, search fields and permissions, shared with the API. */
  wire: ResourceDeclaration;
  list?: Screen;
  create?: Screen;
  edit?: Screen;
  show?: Screen;
  icon: ComponentType;
  /** Field naming a record in titles and references, e.g. 'Username'. */
  recordRepresentation?: string;
  /** Pages below the resource's path, e.g. ':id/password/edit' under /users. */
  routes?: readonly AreaRoute[];
  /**
   * Permissions that also open the create or edit page, beyond `wire.permissions.edit` (the
   * legacy client's page guards). The server still asks for the declared ones.
   */
  pagePermissions?: { create?: readonly string[]; edit?: readonly string[] };
}

/**
 * A page of its own (or below a resource's path). It opens only for a user holding its
 * permissions, read as a menu entry's (all of them, or any one with `combine: 'or'`; an empty list
 * opens for everyone); anyone else meets the access-denied page instead of calls answering 403.
 * A page with a menu entry has the entry's permissions (areas.test.tsx checks it).
 */
export interface AreaRoute {
  path: string;
  component: Screen;
  permissions: readonly string[];
  combine?: 'and' | 'or';
}

/** The spec's sidebar groups (the shell owns them and their order, layout/menuDefinition.ts; areas add entries). */
export type MenuGroupKey = 'profile' | 'core' | 'quality' | 'monitor' | 'lunch_break' | 'drive' | 'playback' | 'report' | 'news' | 'assistance';

export interface AreaMenuEntry {
  group: MenuGroupKey;
  /** Unique among the group's entries; also the test id. */
  key: string;
  /** Translation key. */
  label: string;
  icon: ComponentType;
  /** Entries without a route are shown disabled (Drive's placeholder Option 1). */
  to?: string;
  /** Shown with all of them (or any one, with `combine: 'or'`); an empty list always shows. */
  permissions: readonly string[];
  combine?: 'and' | 'or';
  /** Wraps the entry's icon with a live figure (News' unread badge); rendered only while the entry shows. */
  badge?: ComponentType<{ children: ReactNode }>;
}

export interface DashboardWidget {
  key: string;
  /** The tile: a component with live figures, loaded when the home page first shows it. */
  component: Screen;
  /** Shown with all of them; an empty list always shows. */
  permissions: readonly string[];
}

export type Screen = ComponentType | LazyExoticComponent<ComponentType>;

export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * A named export of a module, loaded when first rendered (its own chunk). The name is checked
 * against the module's exports: `lazyScreen(() => import('./UserList'), 'UserList')`.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<never>>>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The sidebar entry of a resource's list: `/{name}`, shown with any one of its view permissions. */
export function resourceMenuEntry(group: MenuGroupKey, resource: AdminResource, label = `app.menu.${resource.wire.name}`): AreaMenuEntry {
  const { name, permissions } = resource.wire;
  return { group, key: name, label, icon: resource.icon, to: `/${name}`, permissions: permissions.view, combine: 'or' };
}

/** The sidebar entry of an area's own page: its path, shown with the page's own permissions. */
export function pageMenuEntry(group: MenuGroupKey, key: string, label: string, icon: ComponentType, route: AreaRoute): AreaMenuEntry {
  return { group, key, label, icon, to: route.path, permissions: route.permissions, combine: route.combine };
}
