import { formatAxisLabel } from '@saola/core/format';
import { useReply } from '../../../runtime/use-reply';

/** The school's head counts and the last 30 days of sign-ins and enrolments, ready to chart. */
export function useAdminDashboard() {
  const { data, failure, reload } = useReply((api) => api.dashboard.admin({}), []);
  const activity = data?.activity ?? [];
  return {
    counts: data && { students: data.students, teachers: data.teachers, courses: data.courses },
    labels: activity.map((day) => formatAxisLabel(day.date)),
    signIns: activity.map((day) => day.signIns),
    enrolments: activity.map((day) => day.enrolments),
    quiet: activity.every((day) => day.signIns === 0 && day.enrolments === 0),
    failure,
    reload,
  };
}
