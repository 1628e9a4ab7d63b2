export * from './api';
export * from './constants';
export * from './dates';
export * from './http';
export * from './i18n';
export * from './routes';
export * from './session';
export * from './validate';
