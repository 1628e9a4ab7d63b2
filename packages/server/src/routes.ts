import type { Route } from './http/routes';
import { accountRoutes } from './modules/account/account';
import { authRoutes } from './modules/auth/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { commerceRoutes } from './modules/commerce/routes';
import { activeCodeRoutes } from './modules/commerce-codes/routes';
import { configRoutes } from './modules/config/routes';
import { contentCategoryRoutes } from './modules/content/categories';
import { landingRoutes } from './modules/content/landing';
import { postRoutes } from './modules/content/posts';
import { categoryRoutes } from './modules/course/categories';
import { courseRoutes } from './modules/course/courses';
import { curriculumRoutes } from './modules/course/curriculum';
import { enrolmentRoutes } from './modules/course/enrolments';
import { packageRoutes } from './modules/course/packages';
import { dashboardRoutes } from './modules/dashboard/routes';
import { examsModuleRoutes } from './modules/exams/routes';
import { fileRoutes } from './modules/file/routes';
import { healthRoutes } from './modules/health/routes';
import { jobRoutes } from './modules/jobs/routes';
import { discussionRoutes } from './modules/learning/discussion';
import { lessonRoutes } from './modules/learning/lessons';
import { quizRoutes } from './modules/learning/quiz';
import { studyRoutes } from './modules/learning/study';
import { videoFailureRoutes } from './modules/learning/video-failures';
import { watchRoutes } from './modules/learning/watching';
import { attendanceRoutes } from './modules/live/attendance';
import { classRoutes as liveClassRoutes } from './modules/live/classes';
import { liveSettingRoutes } from './modules/live/setting';
import { monitorRoutes } from './modules/monitor/routes';
import { notifyEventRoutes } from './modules/notification/notify-events';
import { notificationRoutes } from './modules/notification/routes';
import { approvalRoutes } from './modules/organisation/approvals';
import { groupRoutes } from './modules/organisation/groups';
import { memberRoutes } from './modules/organisation/members';
import { unitRoutes } from './modules/organisation/units';
import { reportRoutes } from './modules/reports/routes';
import { catalogRoutes } from './modules/school/catalogs';
import { transcriptRoutes } from './modules/school/transcripts';
import { domainRoutes } from './modules/settings/domain';
import { marketingRoutes } from './modules/settings/marketing';
import { outboxRoutes } from './modules/settings/outbox';
import { settingRoutes } from './modules/settings/routes';
import { recordRoutes } from './modules/staff/records';
import { rightGroupRoutes } from './modules/staff/right-groups';
import { teacherRoutes } from './modules/staff/teachers';
import { userGroupRoutes } from './modules/staff/user-groups';
import { studentRoutes } from './modules/student/routes';

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
