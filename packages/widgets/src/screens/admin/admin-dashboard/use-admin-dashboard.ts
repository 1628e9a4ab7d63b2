import type { SetupKind, WaitingItem } from '@saola/core/api';
import { formatAxisLabel } from '@saola/core/format';
import { buildPath, SCREENS } from '@saola/core/routes';
import { useReply } from '../../../runtime/use-reply';

const path = (pattern: string, params: Record<string, string | number> = {}) => buildPath(pattern, params);

/** Where each waiting thing is seen to: the manifest's routes, so a moved screen moves its link too. */
export function waitingPath(item: WaitingItem): string {
  switch (item.kind) {
    case 'ordersToConfirm':
      return `${path(SCREENS.orderList.routes.admin[0])}?status=pending`;
    case 'membersToApprove':
      return `${path(SCREENS.approvalList.routes.admin[0])}?kind=member`;
    case 'coursesToApprove':
      return `${path(SCREENS.approvalList.routes.admin[0])}?kind=course`;
    case 'failedImports':
      return path(SCREENS.importList.routes.admin[0]);
    case 'videoFailures':
      // The curriculum names the lessons learners could not play.
      return item.idCourse
        ? `${path(SCREENS.courseEdit.routes.admin[0], { id: item.idCourse })}?tab=curriculum`
        : path(SCREENS.courseList.routes.admin[0]);
  }
}

/** Where each missing setting is set up. */
export const SETUP_PATHS: Record<SetupKind, string> = {
  mail: SCREENS.mailSetting.routes.admin[0],
  payment: SCREENS.paymentSetting.routes.admin[0],
  domain: SCREENS.domainSetting.routes.admin[0],
  homePage: SCREENS.landingPage.routes.admin[0],
  certificate: SCREENS.certificateSetting.routes.admin[0],
};

export const QUESTIONS_PATH = SCREENS.courseReviews.routes.admin[0];
export const EXAMS_PATH = SCREENS.examList.routes.admin[0];
export const SCHEDULE_PATH = SCREENS.schedule.routes.admin[0];

/**
 * The school's head counts and the last 30 days of sign-ins and enrolments, ready to chart; what waits for the
 * viewer (the kinds with something in them), what is not set up, the week and a teacher's day, as answered.
 */
export function useAdminDashboard() {
  const { data, failure, reload } = useReply((api) => api.dashboard.admin({}), []);
  const activity = data?.activity ?? [];
  return {
    counts: data && { students: data.students, teachers: data.teachers, courses: data.courses },
    labels: activity.map((day) => formatAxisLabel(day.date)),
    signIns: activity.map((day) => day.signIns),
    enrolments: activity.map((day) => day.enrolments),
    quiet: activity.every((day) => day.signIns === 0 && day.enrolments === 0),
    /** Observers are shown nothing to act on (the reply has no kinds for them). */
    waiting: data && data.waiting.length > 0 ? data.waiting.filter((item) => item.count > 0) : null,
    notSetUp: data?.notSetUp ?? [],
    week: data?.week,
    desk: data?.desk ?? null,
    failure,
    reload,
  };
}
