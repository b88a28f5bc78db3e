import { describe, expect, it } from '@jest/globals';
import { ErrorCode, MAX_OFFSET } from '@backoffice/contracts';
import { searchClause } from '../../filter/search-clause.js';
import { checkListFilter, compileFilter, FilterError, likePattern, searchGrams, type FieldMap } from './compile-filter.js';

const fields: FieldMap = {
  UserID: { sql: 'u.user_id', type: 'number' },
  FirstName: { sql: 'u.first_name', type: 'string' },
  Email: { sql: 'u.email', type: 'string' },
  'Call.Timestamp': { sql: 'c.started_at', type: 'date', notNull: true },
  Active: { sql: 'u.active', type: 'boolean' },
  Secret: { sql: 'u.secret', type: 'string', filterable: false, sortable: false },
  Status: { sql: 'e.status', type: 'string', values: ['evaluated', 'not_evaluated', 'in_progress'] },
};

describe('compileFilter', () => {
  it('compiles an empty filter to the first page of ten', () => {
    expect(compileFilter({}, fields)).toEqual({ where: 'TRUE', indexableSearch: false, params: [], orderBy: '', limit: 10, offset: 0, keyset: null });
    expect(compileFilter(null, fields, { tieBreaker: 'u.user_id' }).orderBy).toBe('u.user_id');
  });

  it('compiles the search or-list with bound parameters', () => {
    const compiled = compileFilter({ q: searchClause(['FirstName', 'Email'], ' anna '), limit: 20, offset: 40 }, fields);
    expect(compiled.where).toBe("(u.first_name ILIKE $1 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')");
    expect(compiled.params).toEqual(['%anna%', '%anna%']);
    expect(compiled.limit).toBe(20);
    expect(compiled.offset).toBe(40);
  });

  it('compiles nested and/or groups and every comparison operator', () => {
    const compiled = compileFilter(
      {
        q: {
          and: [
            { field: 'UserID', op: 'in', value: [1, '2'] },
            { field: 'Call.Timestamp', op: 'gte', value: '2026-01-01 00:00:00' },
            { field: 'Call.Timestamp', op: 'lt', value: '2026-02-01 00:00:00' },
            {
              or: [
                { field: 'UserID', op: 'gt', value: 5 },
                { field: 'UserID', op: 'lte', value: 1 },
                { field: 'UserID', op: 'ne', value: 3 },
              ],
            },
            { field: 'Active', op: 'eq', value: true },
          ],
        },
      },
      fields,
    );
    expect(compiled.where).toBe(
      '(u.user_id = ANY($1::bigint[]) AND c.started_at >= $2 AND c.started_at < $3 AND (u.user_id > $4 OR u.user_id <= $5 OR u.user_id <> $6) AND u.active = $7)',
    );
    expect(compiled.params).toEqual([[1, 2], '2026-01-01 00:00:00', '2026-02-01 00:00:00', 5, 1, 3, true]);
  });

  it('sends a list of whole numbers as bigint (an integer id keeps its index) and other numbers as numeric', () => {
    expect(compileFilter({ q: { field: 'UserID', op: 'in', value: [3, '4'] } }, fields).where).toBe('u.user_id = ANY($1::bigint[])');
    expect(compileFilter({ q: { field: 'UserID', op: 'in', value: [3, 4.5] } }, fields).where).toBe('u.user_id = ANY($1::numeric[])');
    expect(compileFilter({ q: { field: 'UserID', op: 'in', value: [1e30] } }, fields).where).toBe('u.user_id = ANY($1::numeric[])');
  });

  it('numbers placeholders after the parameters the caller bound', () => {
    expect(compileFilter({ q: { field: 'Email', op: 'eq', value: 'a@b.c' } }, fields, { paramOffset: 2 }).where).toBe('u.email = $3');
  });

  it('keeps SQL in values as a bound value', () => {
    const compiled = compileFilter({ q: { field: 'FirstName', op: 'like', value: "%'; DROP TABLE users; --%" } }, fields);
    expect(compiled.where).toBe("u.first_name ILIKE $1 ESCAPE '\\'");
    expect(compiled.params).toEqual(["%'; DROP TABLE users; --%"]);
  });

  it('matches like on numbers as text', () => {
    expect(compileFilter({ q: { field: 'UserID', op: 'like', value: '%12%' } }, fields).where).toBe("(u.user_id)::text ILIKE $1 ESCAPE '\\'");
  });

  it('turns eq and ne null into IS NULL checks', () => {
    expect(compileFilter({ q: { field: 'Email', op: 'eq', value: null } }, fields).where).toBe('u.email IS NULL');
    expect(compileFilter({ q: { field: 'Email', op: 'ne', value: null } }, fields).where).toBe('u.email IS NOT NULL');
  });

  it('matches nothing for an empty in-list or an empty or-group', () => {
    expect(compileFilter({ q: { field: 'UserID', op: 'in', value: [] } }, fields).where).toBe('FALSE');
    expect(compileFilter({ q: { or: [] } }, fields).where).toBe('FALSE');
    expect(compileFilter({ q: { and: [] } }, fields).where).toBe('TRUE');
  });

  it('sorts by whitelisted fields with a stable tie breaker', () => {
    const compiled = compileFilter(
      {
        order: [
          { field: 'FirstName', direction: 'DESC' },
          { field: 'UserID', direction: 'asc' },
        ],
      },
      fields,
      {
        tieBreaker: 'u.user_id',
      },
    );
    expect(compiled.orderBy).toBe('u.first_name DESC NULLS LAST, u.user_id ASC NULLS LAST, u.user_id');
  });

  it.each([
    [{ q: { field: 'Password', op: 'eq', value: 'x' } }, "Unknown filter field 'Password'."],
    [{ q: { field: 'Secret', op: 'eq', value: 'x' } }, "Unknown filter field 'Secret'."],
    [{ q: { field: 'Email', op: 'regex', value: 'x' } }, "Unknown filter operator 'regex' for field 'Email'."],
    [{ q: { field: 'UserID', op: 'eq', value: 'abc' } }, "Filter value for 'UserID' must be a number."],
    [{ q: { field: 'UserID', op: 'in', value: 5 } }, "Filter value for 'UserID' with 'in' must be a list."],
    [{ q: { field: 'Call.Timestamp', op: 'gte', value: 'yesterday' } }, "Filter value for 'Call.Timestamp' must be a date."],
    [{ q: { field: 'Active', op: 'eq', value: 'maybe' } }, "Filter value for 'Active' must be true or false."],
    [{ q: { field: 'Email', op: 'gt', value: null } }, "Filter value for 'Email' with 'gt' must not be empty."],
    [{ q: { field: 'Email', op: 'like', value: { $ne: 1 } } }, "Filter value for 'Email' with 'like' must be text."],
    [{ q: 'u.user_id = 1' }, 'Each filter condition must be an object with field, op and value, or an and/or group.'],
    [{ q: { or: 'x' } }, "The filter group 'or' must be a list."],
    [{ order: [{ field: 'Secret', direction: 'asc' }] }, "Cannot sort by unknown field 'Secret'."],
    [{ order: [{ field: 'Email', direction: 'sideways' }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: 'Email' }, 'The sort order must be a list of { field, direction }.'],
    [{ limit: 1001 }, 'limit must not exceed 1000.'],
    [{ limit: -1 }, 'limit must be a whole number of 0 or more.'],
    [{ limit: '10' }, 'limit must be a whole number of 0 or more.'],
    [{ offset: 1.5 }, 'offset must be a whole number of 0 or more.'],
    [{ offset: '20' }, 'offset must be a whole number of 0 or more.'],
    [{ order: [{ field: 'Email', direction: null }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: [{ field: 'Email', direction: 1 }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: [{ field: 'Email', direction: {} }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: [{ field: 'Email' }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: [{ field: 'Email', direction: 'ascending' }] }, "Sort direction for 'Email' must be asc or desc."],
    [{ order: [{ field: 1, direction: 'asc' }] }, 'Each sort entry needs a field.'],
    [{ order: [null] }, 'Each sort entry must be { field, direction }.'],
    [{ order: [['Email', 'asc']] }, 'Each sort entry must be { field, direction }.'],
    [{ order: Array.from({ length: 6 }, () => ({ field: 'Email', direction: 'asc' })) }, 'The sort order may have at most 5 entries.'],
    [{ after: 5, before: 6 }, 'Send after or before, not both.'],
    [{ after: true }, 'after must be the id of a row of the list (a positive whole number).'],
    [{ after: '1' + '0'.repeat(19) }, 'after must be the id of a row of the list (a positive whole number).'],
    [{ before: 0 }, 'before must be the id of a row of the list (a positive whole number).'],
    [{ before: '12a' }, 'before must be the id of a row of the list (a positive whole number).'],
    [{ after: 5 }, 'This list pages by offset only: after is not accepted here.'],
  ])('refuses %j with a message naming the problem', (filter, message) => {
    expect(() => compileFilter(filter as never, fields)).toThrow(new FilterError(message));
  });

  it("takes directions in either case, as the spec's client sends them", () => {
    const order = [
      { field: 'FirstName', direction: 'Desc' },
      { field: 'Email', direction: 'ASC' },
    ];
    expect(compileFilter({ order } as never, fields).orderBy).toBe('u.first_name DESC NULLS LAST, u.email ASC NULLS LAST');
  });

  it(`caps offset at ${MAX_OFFSET}, saying to narrow the filter, with a code the admin words`, () => {
    expect(compileFilter({ offset: MAX_OFFSET }, fields).offset).toBe(MAX_OFFSET);
    let refusal: unknown;
    try {
      compileFilter({ offset: MAX_OFFSET + 1 }, fields);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FilterError);
    expect((refusal as FilterError).code).toBe(ErrorCode.OffsetTooDeep);
    expect((refusal as FilterError).message).toMatch(/^offset must not exceed 100000: .*Narrow the filter/);
  });

  it('checks paging and sort without a field map (the shared list pipe)', () => {
    expect(checkListFilter(undefined)).toEqual({ limit: null, offset: 0, anchor: null });
    expect(checkListFilter({ limit: 50, offset: 100, order: [{ field: 'Anything', direction: 'desc' }], after: '42' })).toEqual({
      limit: 50,
      offset: 100,
      anchor: { side: 'after', id: '42' },
    });
    // With an anchor the offset is only the fallback: deeper than the cap is fine.
    expect(checkListFilter({ offset: MAX_OFFSET * 3, before: 7 }).offset).toBe(MAX_OFFSET * 3);
    expect(() => checkListFilter({ limit: 5000 })).toThrow('limit must not exceed 1000.');
    expect(() => checkListFilter({ order: [{ field: 'X', direction: null }] })).toThrow("Sort direction for 'X' must be asc or desc.");
    expect(() => checkListFilter([])).toThrow('The filter must be an object.');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('treats the inherited name %s as an unknown field', (name) => {
    expect(() => compileFilter({ q: { field: name, op: 'eq', value: 1 } }, fields)).toThrow(new FilterError(`Unknown filter field '${name}'.`));
    expect(() => compileFilter({ order: [{ field: name, direction: 'asc' }] }, fields)).toThrow(new FilterError(`Cannot sort by unknown field '${name}'.`));
  });

  it('names a field with control characters without echoing them', () => {
    expect(() => compileFilter({ q: { field: 'a\u0000b', op: 'eq', value: 1 } }, fields)).toThrow(new FilterError("Unknown filter field 'a?b'."));
  });

  it('refuses filter values longer than 500 characters', () => {
    const long = 'x'.repeat(501);
    expect(() => compileFilter({ q: { field: 'Email', op: 'eq', value: long } }, fields)).toThrow("Filter value for 'Email' is longer than 500 characters.");
    expect(() => compileFilter({ q: { field: 'Email', op: 'like', value: `%${long}%` } }, fields)).toThrow(
      "Filter value for 'Email' is longer than 500 characters.",
    );
  });

  it('compares a field with a list of values only with those values', () => {
    expect(compileFilter({ q: { field: 'Status', op: 'in', value: ['evaluated', 'in_progress'] } }, fields)).toMatchObject({
      where: 'e.status = ANY($1::text[])',
      params: [['evaluated', 'in_progress']],
    });
    expect(() => compileFilter({ q: { field: 'Status', op: 'eq', value: 'done' } }, fields)).toThrow(
      new FilterError("Filter value for 'Status' must be one of evaluated, not_evaluated, in_progress; got 'done'."),
    );
    expect(() => compileFilter({ q: { field: 'Status', op: 'in', value: ['evaluated', 'Evaluated'] } }, fields)).toThrow(
      "Filter value for 'Status' must be one of evaluated, not_evaluated, in_progress; got 'Evaluated'.",
    );
    expect(compileFilter({ q: { field: 'Status', op: 'like', value: '%eval%' } }, fields).params).toEqual(['%eval%']);
  });

  it('accepts the cap of 1000 rows (the client’s All)', () => {
    expect(compileFilter({ limit: 1000 }, fields).limit).toBe(1000);
  });

  it('refuses filters nested too deep or with too many conditions', () => {
    let deep: unknown = { field: 'UserID', op: 'eq', value: 1 };
    for (let i = 0; i < 10; i += 1) deep = { and: [deep] };
    expect(() => compileFilter({ q: deep as never }, fields)).toThrow('The filter nests deeper than 8 groups.');
    const many = { or: Array.from({ length: 201 }, () => ({ field: 'UserID', op: 'eq', value: 1 })) };
    expect(() => compileFilter({ q: many as never }, fields)).toThrow('The filter has more than 200 conditions.');
  });
});

describe('likePattern', () => {
  it('keeps the outer % as wildcards and escapes the text between', () => {
    expect(likePattern('F', '%anna%')).toBe('%anna%');
    expect(likePattern('F', '%50%%')).toBe('%50\\%%');
    expect(likePattern('F', '%a_b%')).toBe('%a\\_b%');
    expect(likePattern('F', 'ends with\\')).toBe('ends with\\\\');
    expect(likePattern('F', '%\\%')).toBe('%\\\\%');
    expect(likePattern('F', '%')).toBe('%');
    expect(likePattern('F', 'exact')).toBe('exact');
  });

  it('binds the escaped pattern, so a trailing backslash is plain text', () => {
    const compiled = compileFilter({ q: { field: 'Email', op: 'like', value: '%abc\\%' } }, fields);
    expect(compiled.params).toEqual(['%abc\\\\%']);
    expect(compiled.indexableSearch).toBe(true);
  });
});

describe('search document', () => {
  const searchDocument = { fields: ['FirstName', 'Email'], sql: 'u.search_document' };

  it('turns the search box into one ILIKE on the indexed document', () => {
    const compiled = compileFilter({ q: { and: [{ field: 'UserID', op: 'gt', value: 3 }, searchClause(['FirstName', 'Email'], 'anna')!] } }, fields, {
      searchDocument,
    });
    expect(compiled.where).toBe("(u.user_id > $1 AND u.search_document ILIKE $2 ESCAPE '\\')");
    expect(compiled.params).toEqual([3, '%anna%']);
    expect(compiled.indexableSearch).toBe(true);
  });

  it('keeps any other or-list as it is', () => {
    const partial = compileFilter({ q: searchClause(['FirstName'], 'anna') }, fields, { searchDocument });
    expect(partial.where).toBe("(u.first_name ILIKE $1 ESCAPE '\\')");
    const mixed = compileFilter(
      {
        q: {
          or: [
            { field: 'FirstName', op: 'like', value: '%a%' },
            { field: 'Email', op: 'like', value: '%b%' },
          ],
        },
      },
      fields,
      { searchDocument },
    );
    expect(mixed.where).toBe("(u.first_name ILIKE $1 ESCAPE '\\' OR u.email ILIKE $2 ESCAPE '\\')");
    const other = compileFilter(
      {
        q: {
          or: [
            { field: 'FirstName', op: 'like', value: '%a%' },
            { field: 'Email', op: 'eq', value: '%a%' },
          ],
        },
      },
      fields,
      { searchDocument },
    );
    expect(other.where).toBe("(u.first_name ILIKE $1 ESCAPE '\\' OR u.email = $2)");
  });

  it('calls a search indexable from three characters besides wildcards', () => {
    expect(compileFilter({ q: searchClause(['FirstName'], 'an') }, fields).indexableSearch).toBe(false);
    expect(compileFilter({ q: searchClause(['FirstName'], 'ann') }, fields).indexableSearch).toBe(true);
    expect(compileFilter({ q: { field: 'Email', op: 'eq', value: 'anna@example.com' } }, fields).indexableSearch).toBe(false);
  });
});

describe('search document with a gram index', () => {
  const searchDocument = { fields: ['FirstName'], sql: 'c.caller_number', grams: { sql: 'grams(c.caller_number)', size: 5 } };

  it('asks the gram index for a text of five characters or more, then tests the text itself', () => {
    const compiled = compileFilter({ q: searchClause(['FirstName'], '43664123') }, fields, { searchDocument });
    expect(compiled.where).toBe("(grams(c.caller_number) @> $1::text[] AND lower(c.caller_number) LIKE lower($2) ESCAPE '\\')");
    expect(compiled.params).toEqual([['43664', '36641', '66412', '64123'], '%43664123%']);
    expect(compiled.indexableSearch).toBe(true);
  });

  it('leaves shorter texts and texts beyond ASCII to the ILIKE', () => {
    expect(compileFilter({ q: searchClause(['FirstName'], '1234') }, fields, { searchDocument }).where).toBe("c.caller_number ILIKE $1 ESCAPE '\\'");
    expect(compileFilter({ q: searchClause(['FirstName'], 'Müller') }, fields, { searchDocument }).where).toBe("c.caller_number ILIKE $1 ESCAPE '\\'");
  });

  it('takes at most four grams, lower-cased, spread over the text, each once', () => {
    expect(searchGrams('%12345%', 5)).toEqual(['12345']);
    expect(searchGrams('%AbCdEf%', 5)).toEqual(['abcde', 'bcdef']);
    expect(searchGrams('%1111111111%', 5)).toEqual(['11111']);
    expect(searchGrams('%0123456789abcdef%', 5)).toEqual(['01234', '45678', '789ab', 'bcdef']);
    // Wildcards in the middle are text (the pattern escapes them), so they are part of a gram.
    expect(searchGrams('%12_34%', 5)).toEqual(['12_34']);
    expect(searchGrams('%', 5)).toEqual([]);
  });
});

describe('keyset pages', () => {
  const keysetFields: FieldMap = {
    ...fields,
    Timestamp: { sql: "to_char(c.started_at, 'YYYY')", sortSql: 'c.started_at', type: 'date', notNull: true },
  };
  const anchor = (index: number) => `(SELECT k${index} FROM keyset_anchor)`;

  it('pages after an anchor by the index order: a bound on the first never-NULL key, then the exact rule with the id', () => {
    const compiled = compileFilter({ order: [{ field: 'Timestamp', direction: 'desc' }], after: '900', offset: 40, limit: 20 }, keysetFields, {
      idKey: 'c.call_id',
    });
    expect(compiled.orderBy).toBe('c.started_at DESC NULLS LAST, c.call_id');
    expect(compiled.offset).toBe(40);
    expect(compiled.keyset).toEqual({
      side: 'after',
      anchorId: '900',
      anchorSelect: 'c.started_at AS k0, c.call_id AS k1',
      condition: `${anchor(1)} IS NOT NULL AND c.started_at <= ${anchor(0)} AND (c.started_at < ${anchor(0)} OR (c.started_at = ${anchor(0)} AND c.call_id > ${anchor(1)}))`,
      orderBy: 'c.started_at DESC NULLS LAST, c.call_id ASC NULLS LAST',
    });
  });

  it('pages before an anchor in reverse order (the caller turns the rows round)', () => {
    const { keyset } = compileFilter({ order: [{ field: 'Timestamp', direction: 'desc' }], before: 900 }, keysetFields, { idKey: 'c.call_id' });
    expect(keyset?.condition).toBe(
      `${anchor(1)} IS NOT NULL AND c.started_at >= ${anchor(0)} AND (c.started_at > ${anchor(0)} OR (c.started_at = ${anchor(0)} AND c.call_id < ${anchor(1)}))`,
    );
    expect(keyset?.orderBy).toBe('c.started_at ASC NULLS FIRST, c.call_id DESC NULLS FIRST');
  });

  it('keeps NULLs last on a nullable key, without a bound', () => {
    const after = compileFilter({ order: [{ field: 'Email', direction: 'asc' }], after: 3 }, fields, { idKey: 'u.user_id' }).keyset!;
    expect(after.condition).toBe(
      `${anchor(1)} IS NOT NULL AND ((u.email > ${anchor(0)} OR (u.email IS NULL AND ${anchor(0)} IS NOT NULL)) OR (u.email IS NOT DISTINCT FROM ${anchor(0)} AND u.user_id > ${anchor(1)}))`,
    );
    const before = compileFilter({ order: [{ field: 'Email', direction: 'asc' }], before: 3 }, fields, { idKey: 'u.user_id' }).keyset!;
    expect(before.condition).toBe(
      `${anchor(1)} IS NOT NULL AND ((u.email < ${anchor(0)} OR (u.email IS NOT NULL AND ${anchor(0)} IS NULL)) OR (u.email IS NOT DISTINCT FROM ${anchor(0)} AND u.user_id < ${anchor(1)}))`,
    );
  });

  it('pages by the id alone when no order is asked', () => {
    const { keyset, orderBy } = compileFilter({ after: 10 }, fields, { idKey: 'u.user_id' });
    expect(orderBy).toBe('u.user_id');
    expect(keyset?.condition).toBe(`${anchor(0)} IS NOT NULL AND u.user_id > ${anchor(0)}`);
  });

  it('compiles the filter and the keyset apart (the tenant scope and the search go between)', () => {
    const compiled = compileFilter({ q: { field: 'UserID', op: 'gt', value: 2 }, after: 10 }, fields, { idKey: 'u.user_id', paramOffset: 1 });
    expect(compiled.where).toBe('u.user_id > $2');
    expect(compiled.params).toEqual([2]);
  });
});

describe('searchClause', () => {
  it('is empty for blank text', () => {
    expect(searchClause(['FirstName'], '   ')).toBeNull();
  });
});
