import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginSession } from '@backoffice/contracts';
import { columnChoices, createColumnsStore, hiddenColumnsOf } from './columnsStore';
import { readSession, writeSession } from './session';

afterEach(() => vi.restoreAllMocks());

describe('saved column choices', () => {
  it('turns the saved map into the hidden list and back, sending re-shown columns as visible', () => {
    expect(hiddenColumnsOf({ Email: false, Username: true })).toEqual(['Email']);
    expect(hiddenColumnsOf(undefined)).toBeUndefined();
    expect(columnChoices({ Email: false }, ['LastName'], ['Email', 'LastName'])).toEqual({ Email: true, LastName: false });
    expect(columnChoices({ Gone: false }, ['LastName', 'Unknown'], ['Email', 'LastName'])).toEqual({ LastName: false });
  });

  it("reads a table's hidden columns from the session and saves a change to the server and the session", async () => {
    writeSession({ token: 't', userSettings: { Columns: { users: { Email: false } } } } as unknown as LoginSession);
    const save = vi.fn(async () => ({}));
    const store = createColumnsStore(save);
    store.setup();
    expect(store.getItem('users.datatable')).toEqual(['Email']);

    store.setItem('users.datatable', ['LastName']);
    expect(save).toHaveBeenCalledWith({ users: { Email: true, LastName: false } });
    expect(readSession()?.userSettings.Columns.users).toEqual({ Email: true, LastName: false });
    expect(store.getItem('users.datatable')).toEqual(['LastName']);

    store.setItem('sidebar.open', true);
    // A table without a declared column choice (the loggers) keeps its columns in this browser.
    store.setItem('loggers.datatable', ['Level']);
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.getItem('loggers.datatable')).toEqual(['Level']);
    expect(store.getItem('sidebar.open')).toBe(true);
    store.teardown();
  });
});
