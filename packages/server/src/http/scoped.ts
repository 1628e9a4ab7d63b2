import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Db } from '../db/connect';
import type { Database, SiteTable } from '../db/schema';

// Kysely cannot type a column reference built from a generic table name, so the filter is applied on one
// concrete table's builder type and the result is given back the generic table's type.
type Concrete = 'users';
type Row<T extends SiteTable> = Omit<Insertable<Database[T]>, 'idSite'>;

/**
 * The only way handlers reach site rows: every select, update and delete is filtered on the request's site,
 * and every insert is stamped with it. One school cannot read or change another's rows by forgetting a where.
 */
export class ScopedDb {
  constructor(
    /** For statements the helpers cannot express (set-based SQL): the caller must filter on idSite itself. */
    readonly raw: Db,
    readonly idSite: number,
  ) {}

  select<T extends SiteTable>(table: T): SelectQueryBuilder<Database, T, object> {
    const query = this.raw.selectFrom(table as Concrete) as SelectQueryBuilder<Database, Concrete, object>;
    return query.where(`${table as Concrete}.idSite`, '=', this.idSite) as unknown as SelectQueryBuilder<
      Database,
      T,
      object
    >;
  }

  update<T extends SiteTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    const query = this.raw.updateTable(table as Concrete) as UpdateQueryBuilder<
      Database,
      Concrete,
      Concrete,
      UpdateResult
    >;
    return query.where(`${table as Concrete}.idSite`, '=', this.idSite) as unknown as UpdateQueryBuilder<
      Database,
      T,
      T,
      UpdateResult
    >;
  }

  deleteFrom<T extends SiteTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    const query = this.raw.deleteFrom(table as Concrete) as DeleteQueryBuilder<
      Database,
      Concrete,
      DeleteResult
    >;
    return query.where(`${table as Concrete}.idSite`, '=', this.idSite) as unknown as DeleteQueryBuilder<
      Database,
      T,
      DeleteResult
    >;
  }

  insert<T extends SiteTable>(table: T, values: Row<T> | Array<Row<T>>) {
    const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, idSite: this.idSite }));
    return this.raw.insertInto(table).values(rows as never);
  }

  /** Runs `work` in one transaction with a scoped view of it. */
  transaction<R>(work: (tx: ScopedDb) => Promise<R>): Promise<R> {
    return this.raw.transaction().execute((tx) => work(new ScopedDb(tx, this.idSite)));
  }
}

export function scopedDb(db: Db, idSite: number): ScopedDb {
  return new ScopedDb(db, idSite);
}
