import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { BYTEA, pgliteOptions } from './pglite-options';
import type { Opening, Reply, Request } from './pglite-thread';

/** The other side of `PgliteThread`: one PGlite, its statements run one after another as they arrive. */
const opening = workerData as Opening;
const client = await PGlite.create({
  ...pgliteOptions,
  ...('dataDir' in opening ? { dataDir: opening.dataDir } : {}),
  ...('dump' in opening ? { loadDataDir: new Blob([opening.dump]) } : {}),
});
const port = parentPort;
if (!port) throw new Error('pglite-thread.worker runs as a worker thread');

/** A PostgreSQL error's fields (code, constraint, detail…), which cloning an Error would drop. */
const fieldsOf = (error: unknown) =>
  error instanceof Error
    ? { ...Object.fromEntries(Object.entries(error)), message: error.message, name: error.name }
    : { message: String(error), name: 'Error' };

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: Request) => {
  queue = queue.then(async () => {
    if (request.kind === 'close') {
      await client.close();
      port.postMessage({ id: request.id, rows: [], binary: [] } satisfies Reply);
      port.close();
      return;
    }
    try {
      const result = await client.query(request.sql, request.params);
      port.postMessage({
        id: request.id,
        rows: result.rows,
        affectedRows: result.affectedRows,
        binary: result.fields.filter((f) => f.dataTypeID === BYTEA).map((f) => f.name),
      } satisfies Reply);
    } catch (error) {
      port.postMessage({ id: request.id, error: fieldsOf(error) } satisfies Reply);
    }
  });
});
port.postMessage({ id: 0, rows: [], binary: [] } satisfies Reply);
