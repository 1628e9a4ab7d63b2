export { EXPORTS } from './exports';
export { errorWorkbook } from './import-file';
export { IMPORTS } from './imports';
export { jobRoutes } from './routes';
export { DataJobWorker } from './worker';
