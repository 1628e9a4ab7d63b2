export { loadFrontEnd, pageServer } from './front-end';
