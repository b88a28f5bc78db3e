import { localStorageStore, type Store } from 'react-admin';
import { COLUMN_TABLES, type UserSettings } from '@backoffice/contracts';
import { readSession, updateSession } from './session';
import { api } from './api';

/** DataTable keeps its hidden columns under `<table>.datatable`; those keys follow the user. */
const COLUMNS_SUFFIX = '.datatable';

/** The table of a store key when its column choice follows the user (declared in COLUMN_TABLES), else null. */
export function tableKeyOf(storeKey: string): string | null {
  if (!storeKey.endsWith(COLUMNS_SUFFIX)) return null;
  const table = storeKey.slice(0, -COLUMNS_SUFFIX.length);
  return Object.hasOwn(COLUMN_TABLES, table) ? table : null;
}

/** Saved choices of one table -> the hidden column list DataTable reads. */
export function hiddenColumnsOf(saved: Record<string, boolean> | undefined): string[] | undefined {
  if (!saved) return undefined;
  return Object.entries(saved)
    .filter(([, visible]) => !visible)
    .map(([column]) => column);
}

/**
 * The hidden column list DataTable writes -> the choices sent to the server. Columns hidden
 * before and shown now are sent as visible, so a merge on the server cannot keep them hidden.
 */
export function columnChoices(previous: Record<string, boolean> | undefined, hidden: readonly string[], columns: readonly string[]): Record<string, boolean> {
  const choices: Record<string, boolean> = {};
  for (const column of Object.keys(previous ?? {})) choices[column] = true;
  for (const column of hidden) choices[column] = false;
  // The server refuses columns it does not know; a stale stored name is not sent.
  return Object.fromEntries(Object.entries(choices).filter(([column]) => columns.includes(column)));
}

type SaveColumns = (columns: UserSettings['Columns']) => Promise<unknown>;

const saveOnServer: SaveColumns = (columns) => api.core.saveColumns({ Columns: columns });

/**
 * react-admin Store whose column choices live in the session's userSettings.Columns and are saved
 * to the server, so they follow the user to another browser. Every other key, and the columns of
 * a table not declared in COLUMN_TABLES, stays local.
 */
export function createColumnsStore(save: SaveColumns = saveOnServer): Store {
  const local = localStorageStore('1', 'backoffice');
  return {
    ...local,
    getItem<T = unknown>(key: string, defaultValue?: T): T {
      const table = tableKeyOf(key);
      if (table) {
        const hidden = hiddenColumnsOf(readSession()?.userSettings?.Columns?.[table]);
        if (hidden) return hidden as T;
      }
      return local.getItem(key, defaultValue) as T;
    },
    setItem<T = unknown>(key: string, value: T): void {
      local.setItem(key, value);
      const table = tableKeyOf(key);
      if (!table || !Array.isArray(value) || !readSession()) return;
      const previous = readSession()?.userSettings?.Columns?.[table];
      const choices = columnChoices(previous, value as string[], COLUMN_TABLES[table]);
      updateSession((session) => ({
        ...session,
        userSettings: { ...session.userSettings, Columns: { ...(session.userSettings?.Columns ?? {}), [table]: choices } },
      }));
      save({ [table]: choices }).catch(() => undefined);
    },
  };
}
