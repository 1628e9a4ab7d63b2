import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery, withQuery } from './query';

describe('query strings', () => {
  it('repeats keys for arrays and dots nested objects', () => {
    expect(encodeQuery({ ids: [1, 2], keyword: 'Toán 10', filter: { status: 1, tags: ['a', 'b'] } })).toBe(
      'ids=1&ids=2&keyword=To%C3%A1n+10&filter.status=1&filter.tags=a&filter.tags=b',
    );
  });
  it('leaves out null and undefined, writes booleans and dates plainly', () => {
    expect(encodeQuery({ a: null, b: undefined, c: false, d: new Date('2026-11-22T00:00:00Z') })).toBe(
      'c=false&d=2026-11-22T00%3A00%3A00.000Z',
    );
    expect(encodeQuery(undefined)).toBe('');
  });
  it('decodes what it encodes', () => {
    const payload = { ids: ['1', '2'], keyword: 'ສະບາຍດີ', filter: { status: '1' } };
    expect(decodeQuery(encodeQuery(payload))).toEqual(payload);
    expect(decodeQuery('a=1&a=2&a=3&a.b=x')).toEqual({ a: { b: 'x' } });
  });
  it('appends to a URL that may already have a query', () => {
    expect(withQuery('/x', { a: 1 })).toBe('/x?a=1');
    expect(withQuery('/x?z=0', { a: 1 })).toBe('/x?z=0&a=1');
    expect(withQuery('/x', {})).toBe('/x');
  });
  it('refuses keys that walk into the prototype machinery and makes objects without a prototype', () => {
    for (const key of [
      '__proto__.password',
      'a.__proto__.b',
      'constructor.prototype.x',
      'prototype',
      'a.constructor',
    ]) {
      expect(() => decodeQuery(`${encodeURIComponent(key)}=x`), key).toThrow(/Invalid query key/);
    }
    expect(({} as Record<string, unknown>).password).toBeUndefined();
    const decoded = decodeQuery('filter.status=1&hasOwnProperty=2');
    expect(Object.getPrototypeOf(decoded)).toBeNull();
    expect(Object.getPrototypeOf(decoded.filter)).toBeNull();
    expect(decoded.hasOwnProperty).toBe('2');
    expect(decodeQuery('toString=1&toString=2')).toEqual({ toString: ['1', '2'] });
  });
});
