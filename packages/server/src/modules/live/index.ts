export { attendanceRoutes, attendanceSheet } from './attendance';
export { classRoutes, oneClass } from './classes';
export { expand, localDate } from './recurrence';
export { liveSettingRoutes } from './setting';
