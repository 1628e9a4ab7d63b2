export { DETAIL_FIGURES, detailQuery, detailRows, figuresOf, logQuery, toLog } from './detail';
export { type GeneralQuery, generalReport } from './general';
export { periodOf } from './period';
export { reportRoutes } from './routes';
export { learnerWhere, type ReportViewer, unitFilter, viewerOf } from './viewer';
