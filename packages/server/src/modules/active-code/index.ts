export { CODE_SEARCH, codeKeyword, codeRows, statusOf, whereStatus } from './code-list';
export { randomCode } from './codes';
export { activeCodeRoutes } from './routes';
