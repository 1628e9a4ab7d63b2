export { contentCategoryRoutes } from './categories';
export { landingRoutes } from './landing';
export { postRoutes } from './posts';
export { publicPagesPlugin } from './public-page';
