import { AppException } from 'src/common/http/app-exception';
import { parseListQuery, sendList, type ListSpec } from './list-query';

const spec: ListSpec = {
  resource: 'users',
  sortable: { email: 'email', createdAt: 'createdAt', id: 'id' },
  filters: {
    q: { kind: 'search', columns: ['email', 'name'] },
    role: { kind: 'enum', values: ['admin', 'staff'] },
    active: { kind: 'eq', type: 'boolean' },
    createdFrom: { kind: 'gte', type: 'date', column: 'createdAt' },
  },
  defaultSort: ['createdAt', 'DESC'],
};

const keyOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppException) return e.key;
    throw e;
  }
  throw new Error('expected an AppException');
};

describe('parseListQuery', () => {
  it('uses the resource default sort and the first 25 rows when nothing is asked', () => {
    expect(parseListQuery({}, spec)).toEqual({
      offset: 0,
      limit: 25,
      orderBy: { createdAt: 'DESC', id: 'ASC' },
      where: {},
    });
  });

  it('reads sort, range and combined filters as react-admin sends them', () => {
    const q = parseListQuery(
      {
        sort: '["email","asc"]',
        range: '[50,99]',
        filter: '{"q":"50%","role":"staff","active":"true"}',
      },
      spec,
    );
    expect(q.offset).toBe(50);
    expect(q.limit).toBe(50);
    expect(q.orderBy).toEqual({ email: 'ASC', id: 'ASC' });
    expect(q.where).toEqual({
      $and: [
        { $or: [{ email: { $ilike: '%50\\%%' } }, { name: { $ilike: '%50\\%%' } }] },
        { role: 'staff' },
        { active: true },
      ],
    });
  });

  it('answers getMany (filter by a list of ids)', () => {
    const ids = ['0b7c5b8e-1f1a-4f5e-9a51-0c8b1d1e2f3a', '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b'];
    expect(parseListQuery({ filter: JSON.stringify({ id: ids }) }, spec).where).toEqual({
      id: { $in: ids },
    });
  });

  it.each([
    [{ sort: '["passwordHash","ASC"]' }, 'list.unknownSort'],
    [{ filter: '{"passwordHash":"x"}' }, 'list.unknownFilter'],
    [{ filter: '{"role":"root"}' }, 'list.badParam'],
    [{ filter: '{"id":"1"}' }, 'list.badParam'],
    [{ range: '[10,5]' }, 'list.badParam'],
    [{ range: '[0,100000]' }, 'list.badParam'],
    [{ sort: 'email' }, 'list.badParam'],
    [{ filter: '[1,2]' }, 'list.badParam'],
    [{ filter: '{"createdFrom":"yesterday"}' }, 'list.badParam'],
  ])('rejects %j with a 400 (%s)', (query, key) => {
    expect(keyOf(() => parseListQuery(query, spec))).toBe(key);
  });
});

describe('sendList', () => {
  const res = () => {
    const headers: Record<string, string> = {};
    return { headers, setHeader: (k: string, v: string) => (headers[k] = v) } as never as {
      headers: Record<string, string>;
    };
  };
  it('announces the slice and the total in Content-Range', () => {
    const r = res();
    sendList(r as never, 'users', { items: [1, 2, 3], total: 42, offset: 10 });
    expect(r.headers['Content-Range']).toBe('users 10-12/42');
  });
  it('announces an empty page with the total', () => {
    const r = res();
    sendList(r as never, 'users', { items: [], total: 0, offset: 0 });
    expect(r.headers['Content-Range']).toBe('users */0');
  });
});

describe('parseListQuery refuses what no resource exposes', () => {
  it('sorts and filters only on the resource own fields, never on inherited names', () => {
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(keyOf(() => parseListQuery({ sort: JSON.stringify([field, 'ASC']) }, spec))).toBe(
        'list.unknownSort',
      );
    for (const filter of ['{"__proto__":"x"}', '{"constructor":"x"}', '{"valueOf":1}'])
      expect(keyOf(() => parseListQuery({ filter }, spec))).toBe('list.unknownFilter');
  });

  it('takes only days that exist, storable text and numbers PostgreSQL can hold', () => {
    for (const filter of [
      '{"createdFrom":"2026-02-30"}',
      '{"createdFrom":"2026-13-01"}',
      '{"q":"a\\u0000b"}',
      '{"q":"\\ud800"}',
    ])
      expect(keyOf(() => parseListQuery({ filter }, spec))).toBe('list.badParam');
    expect(keyOf(() => parseListQuery({ range: '[1e20,1e20]' }, spec))).toBe('list.badParam');
    expect(parseListQuery({ filter: '{"createdFrom":"2028-02-29"}' }, spec).where).toEqual({
      createdAt: { $gte: '2028-02-29' },
    });
  });
});
