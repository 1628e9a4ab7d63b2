import { types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// PGlite's own bytea codec converts byte by byte (an array of 2-character strings): a 6 MB export file took
// seconds to store and to read back. Node's hex codec does it at once, and answers a Buffer as pg does.
const parsers = {
  // bigint counts and ids come back as BigInt by default; every one here fits a number.
  [types.INT8]: (value: string) => Number(value),
  [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
};
const serializers = {
  [types.BYTEA]: (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
};

/** How every PGlite here is opened: the same parsers as pg, and pg_trgm for keyword search. */
export const pgliteOptions = { parsers, serializers, extensions: { pg_trgm } };

/** PostgreSQL's type id of bytea, whose values cross a thread as bare bytes. */
export const BYTEA = types.BYTEA;
