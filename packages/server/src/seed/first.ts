import type { Db } from '../db/connect';

/** The school's first row of a table (its lowest id): what the demo hangs a notice, a file or an exam on. */
export const firstOf = (db: Db, idSite: number, table: 'userGroups' | 'units' | 'courses') =>
  db.selectFrom(table).select('id').where('idSite', '=', idSite).orderBy('id').executeTakeFirst();
