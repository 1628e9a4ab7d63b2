// Starts pglite-thread.worker.ts in a worker thread: tsx first, since a worker does not inherit the loader.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.worker.ts');
