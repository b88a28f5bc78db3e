import { lazy, type ComponentType } from 'react';

/** A named export of a lazily loaded module, as a component (each area is its own chunk). */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const loadCore = () => import('./index');
const coreScreen = (name: string) =>
  lazyScreen(async () => {
    const core = (await loadCore()) as unknown as Record<string, Record<string, ComponentType>>;
    const [resource, view] = name.split('.');
    return { screen: core[resource][view] };
  }, 'screen');

export const core = {
  users: { list: coreScreen('users.list'), create: coreScreen('users.create'), edit: coreScreen('users.edit') },
  roles: { list: coreScreen('roles.list'), create: coreScreen('roles.create'), edit: coreScreen('roles.edit') },
  permissions: { list: coreScreen('permissions.list'), create: coreScreen('permissions.create'), edit: coreScreen('permissions.edit') },
  customers: { list: coreScreen('customers.list'), create: coreScreen('customers.create'), edit: coreScreen('customers.edit') },
  loggers: { list: coreScreen('loggers.list') },
  userPasswordEdit: lazyScreen(() => import('./users/UserPasswordEdit'), 'UserPasswordEdit'),
};
