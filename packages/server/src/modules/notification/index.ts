export { EVENT_JOB, notifyEvent, sendEventNotice } from './events';
export { notifyEventRoutes } from './notify-events';
export { FcmPush } from './push';
export { notificationRoutes } from './routes';
export { occurrenceAfter } from './schedule';
export { SEND_JOB, scheduleSend, sendNotification } from './send';
