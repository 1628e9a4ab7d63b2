export { fileBytesPlugin } from './bytes';
export { fileRoutes } from './routes';
export { S3Storage } from './s3';
export { fileUrl } from './saved';
export { sniff } from './sniff';
export { LocalStorage } from './storage';
export { VIDEO_JOB, VideoPipeline } from './video';
