export { catalogRoutes } from './catalogs';
export { transcriptRoutes } from './transcripts';
