import { describe, expect, it } from 'vitest';
import { isDataException, isUniqueViolation, sqlStateOf } from './sql-state';

describe('sql-state', () => {
  it('reads the SQLSTATE only from a five-character code', () => {
    expect(sqlStateOf({ code: '23505' })).toBe('23505');
    expect(sqlStateOf({ code: 'ECONNRESET' })).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
  });

  it('tells a unique violation from other refusals', () => {
    expect(isUniqueViolation({ code: '23505', constraint: 'x_name_key' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('tells a data exception by its class', () => {
    expect(isDataException({ code: '22P02' })).toBe(true);
    expect(isDataException({ code: '23505' })).toBe(false);
  });
});
