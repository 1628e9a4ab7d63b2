import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../src/db/connect';
import { freshDatabase } from './harness';

/**
 * db/schema.ts is written by hand for its precise types (unions, JSON shapes, notes) and the migrations are the
 * truth: this compares the two, table by table and column by column, on the database the migrations build.
 */

interface Declared {
  nullable: boolean;
  /** Whether Kysely lets an insert leave the column out. */
  insertOptional: boolean;
}

/** Kysely's own name mapping, so the comparison uses exactly the names the queries send. */
class Names extends CamelCasePlugin {
  sqlName = (name: string) => this.snakeCase(name);
}
const { sqlName } = new Names();

/** Reads schema.ts with the type checker: each table of `Database`, each column's select and insert types. */
function declaredSchema(): Map<string, Map<string, Declared>> {
  const configPath = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  const schemaPath = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json unreadable');
  const program = ts.createProgram([schemaPath], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaPath);
  const database = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!source || !database) throw new Error('schema.ts declares no Database interface');

  const parts = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types.flatMap(parts) : [type]);
  const side = (type: ts.Type, key: '__select__' | '__insert__') =>
    parts(type).flatMap((part) => {
      const column = part.getProperty(key);
      return column ? parts(checker.getTypeOfSymbol(column)) : [part];
    });
  const has = (types: ts.Type[], flag: ts.TypeFlags) => types.some((t) => (t.flags & flag) !== 0);

  const tables = new Map<string, Map<string, Declared>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, Declared>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      const insert = side(type, '__insert__');
      columns.set(sqlName(column.name), {
        nullable: has(side(type, '__select__'), ts.TypeFlags.Null),
        // `never`: Kysely leaves the column out of inserts altogether.
        insertOptional: has(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never),
      });
    }
    tables.set(sqlName(table.name), columns);
  }
  return tables;
}

interface Actual {
  nullable: boolean;
  /** Whether the database fills the column when an insert leaves it out (a default, identity or null). */
  fillable: boolean;
}

async function migratedSchema(connection: Connection): Promise<Map<string, Map<string, Actual>>> {
  const { rows } = await sql<{
    table: string;
    column: string;
    nullable: boolean;
    fillable: boolean;
  }>`
    select c.table_name as "table", c.column_name as "column", c.is_nullable = 'YES' as nullable,
      (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS'
        or c.is_nullable = 'YES') as fillable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(connection.db);
  const tables = new Map<string, Map<string, Actual>>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? new Map<string, Actual>();
    columns.set(row.column, { nullable: row.nullable, fillable: row.fillable });
    tables.set(row.table, columns);
  }
  return tables;
}

let declared: Map<string, Map<string, Declared>>;
let actual: Map<string, Map<string, Actual>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = async () => {
    await fresh.connection.close();
    await fresh.drop();
  };
  actual = await migratedSchema(fresh.connection);
  declared = declaredSchema();
});
afterAll(() => drop());

describe('db/schema.ts against the migrated database', () => {
  it('declares exactly the tables the migrations create', () => {
    expect([...declared.keys()].sort()).toEqual([...actual.keys()].sort());
  });

  it('declares exactly the columns of each table', () => {
    const differences: string[] = [];
    for (const [table, columns] of actual) {
      const mine = declared.get(table);
      if (!mine) continue;
      for (const column of columns.keys())
        if (!mine.has(column)) differences.push(`${table}.${column} is not declared`);
      for (const column of mine.keys())
        if (!columns.has(column)) differences.push(`${table}.${column} is declared but not in the database`);
    }
    expect(differences).toEqual([]);
  });

  it('declares a column nullable exactly when the database lets it be null', () => {
    const differences: string[] = [];
    for (const [table, columns] of actual)
      for (const [column, real] of columns) {
        const mine = declared.get(table)?.get(column);
        if (mine && mine.nullable !== real.nullable)
          differences.push(`${table}.${column}: ${real.nullable ? 'null' : 'not null'} in the database`);
      }
    expect(differences).toEqual([]);
  });

  it('lets an insert leave out only columns the database fills itself', () => {
    const differences: string[] = [];
    for (const [table, columns] of actual)
      for (const [column, real] of columns) {
        const mine = declared.get(table)?.get(column);
        if (mine?.insertOptional && !real.fillable)
          differences.push(`${table}.${column}: optional on insert, but has no default`);
      }
    expect(differences).toEqual([]);
  });
});
