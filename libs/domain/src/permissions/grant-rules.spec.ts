import { describe, expect, it } from '@jest/globals';
import { changedItems, customersNotHeld, mayChangePermission, mayChangeRole, describeNotHeld, outranks, permissionsNotHeld } from './grant-rules.js';

describe('permissionsNotHeld', () => {
  it('lists what the caller lacks, once and sorted', () => {
    expect(permissionsNotHeld(['core_role_edit', 'news_list'], ['news_list', 'news_edit', '*', 'news_edit'])).toEqual(['*', 'news_edit']);
  });

  it('gives a holder of * everything, and nobody else *', () => {
    expect(permissionsNotHeld(['*'], ['*', 'anything'])).toEqual([]);
    expect(permissionsNotHeld(['core_role_edit'], ['*'])).toEqual(['*']);
  });

  it('lacks nothing when nothing is wanted', () => {
    expect(permissionsNotHeld([], [])).toEqual([]);
  });
});

describe('outranks', () => {
  it('needs every permission of the target', () => {
    expect(outranks(['core_user_edit', 'news_list'], ['news_list'])).toBe(true);
    expect(outranks(['core_user_edit'], ['news_list'])).toBe(false);
    expect(outranks(['core_user_edit'], [])).toBe(true);
  });

  it('keeps everyone below * away from a holder of *', () => {
    expect(outranks(['core_user_edit', 'core_role_edit'], ['*'])).toBe(false);
    expect(outranks(['*'], ['*'])).toBe(true);
  });
});

describe('changedItems', () => {
  it('answers what was added and what was removed', () => {
    expect(changedItems([1, 2, 3], [2, 3, 4]).sort()).toEqual([1, 4]);
    expect(changedItems([1, 2], [2, 1])).toEqual([]);
    expect(changedItems([], [5])).toEqual([5]);
  });
});

describe('describeNotHeld', () => {
  it('names the missing permissions', () => {
    expect(describeNotHeld('Assigning these roles', ['*'])).toBe("Assigning these roles needs the permission '*', which you do not hold.");
    expect(describeNotHeld('Saving this role', ['a', 'b'])).toBe("Saving this role needs the permissions 'a', 'b', which you do not hold.");
  });
});

describe('customersNotHeld', () => {
  it('lists the target customers the caller does not hold, once and in order', () => {
    expect(customersNotHeld({ permissions: ['core_user_edit'], customerIds: [1] }, [2, 1, 3, 2])).toEqual([2, 3]);
  });

  it('lacks nothing when the caller holds every customer of the target', () => {
    expect(customersNotHeld({ permissions: ['core_user_edit'], customerIds: [1, 2, 3] }, [3, 1])).toEqual([]);
    expect(customersNotHeld({ permissions: [], customerIds: [] }, [])).toEqual([]);
  });

  it('gives a holder of * every customer, even one not in its list', () => {
    expect(customersNotHeld({ permissions: ['*'], customerIds: [] }, [7, 8])).toEqual([]);
  });
});

describe('mayChangeRole', () => {
  it("lets a role editor change their customer's roles but not global ones", () => {
    expect(mayChangeRole({ Locked: false, CustomerID: 3 }, ['core_role_edit'])).toBe(true);
    expect(mayChangeRole({ Locked: false, CustomerID: null }, ['core_role_edit'])).toBe(false);
  });

  it('lets a holder of * change global roles, and nobody a locked one', () => {
    expect(mayChangeRole({ Locked: false, CustomerID: null }, ['*'])).toBe(true);
    expect(mayChangeRole({ Locked: true, CustomerID: null }, ['*'])).toBe(false);
    expect(mayChangeRole({ Locked: true, CustomerID: 3 }, ['*'])).toBe(false);
  });
});

describe('mayChangePermission', () => {
  it('keeps the built-in permissions (the names the product checks) and lets others change', () => {
    expect(mayChangePermission({ Name: '*' })).toBe(false);
    expect(mayChangePermission({ Name: 'core_user_view' })).toBe(false);
    expect(mayChangePermission({ Name: 'night_shift_extra' })).toBe(true);
  });
});
