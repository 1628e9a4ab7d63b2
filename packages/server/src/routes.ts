import type { Route } from './http/routes';
import { accountRoutes } from './modules/account';
import { activeCodeRoutes } from './modules/active-code';
import { authRoutes } from './modules/auth';
import { certificateRoutes } from './modules/certificates';
import { commerceRoutes } from './modules/commerce';
import { configRoutes } from './modules/config';
import { contentCategoryRoutes, landingRoutes, postRoutes } from './modules/content';
import {
  categoryRoutes,
  courseRoutes,
  curriculumRoutes,
  enrolmentRoutes,
  packageRoutes,
} from './modules/course';
import { dashboardRoutes } from './modules/dashboard';
import { examsModuleRoutes } from './modules/exams';
import { fileRoutes } from './modules/file';
import { healthRoutes } from './modules/health';
import { jobRoutes } from './modules/jobs';
import {
  discussionRoutes,
  lessonRoutes,
  quizRoutes,
  studyRoutes,
  videoFailureRoutes,
  watchRoutes,
} from './modules/learning';
import { attendanceRoutes, classRoutes as liveClassRoutes, liveSettingRoutes } from './modules/live';
import { monitorRoutes } from './modules/monitor';
import { notificationRoutes, notifyEventRoutes } from './modules/notification';
import { approvalRoutes, groupRoutes, memberRoutes, unitRoutes } from './modules/organisation';
import { recordRoutes } from './modules/records';
import { reportRoutes } from './modules/reports';
import { catalogRoutes, transcriptRoutes } from './modules/school';
import { domainRoutes, marketingRoutes, outboxRoutes, settingRoutes } from './modules/settings';
import { rightGroupRoutes, teacherRoutes, userGroupRoutes } from './modules/staff';
import { studentRoutes } from './modules/student';

/** Every JSON route of the server, by module. */
export const allRoutes: readonly Route[] = [
  ...authRoutes,
  ...liveClassRoutes,
  ...attendanceRoutes,
  ...liveSettingRoutes,
  ...configRoutes,
  ...notificationRoutes,
  ...fileRoutes,
  ...dashboardRoutes,
  ...courseRoutes,
  ...categoryRoutes,
  ...studentRoutes,
  ...enrolmentRoutes,
  ...curriculumRoutes,
  ...packageRoutes,
  ...lessonRoutes,
  ...quizRoutes,
  ...watchRoutes,
  ...videoFailureRoutes,
  ...discussionRoutes,
  ...studyRoutes,
  ...activeCodeRoutes,
  ...commerceRoutes,
  ...unitRoutes,
  ...groupRoutes,
  ...memberRoutes,
  ...reportRoutes,
  ...jobRoutes,
  ...approvalRoutes,
  ...rightGroupRoutes,
  ...teacherRoutes,
  ...monitorRoutes,
  ...userGroupRoutes,
  ...recordRoutes,
  ...settingRoutes,
  ...outboxRoutes,
  ...domainRoutes,
  ...marketingRoutes,
  ...notifyEventRoutes,
  ...accountRoutes,
  ...postRoutes,
  ...contentCategoryRoutes,
  ...landingRoutes,
  ...catalogRoutes,
  ...transcriptRoutes,
  ...examsModuleRoutes,
  ...healthRoutes,
  ...certificateRoutes,
] as Route[];
