import type { AdminDashboard } from '@saola/core/api';

/** Thirty days ending on 22-11-2026, busier on school days, as the stories and the test show them. */
export function activityFixture(quiet = false): AdminDashboard['activity'] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 24 + i));
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    return {
      date: date.toISOString().slice(0, 10),
      signIns: quiet ? 0 : weekend ? 3 + (i % 4) : 18 + ((i * 7) % 11),
      enrolments: quiet ? 0 : i % 5 === 0 ? 4 : i % 3,
    };
  });
}

/** The owner of a busy school: things wait for her, two settings are missing, a week's takings. */
export const busySchool: AdminDashboard = {
  students: 1248,
  teachers: 64,
  courses: 87,
  activity: activityFixture(),
  waiting: [
    { kind: 'ordersToConfirm', count: 3 },
    { kind: 'membersToApprove', count: 1 },
    { kind: 'coursesToApprove', count: 0 },
    { kind: 'failedImports', count: 2 },
    { kind: 'videoFailures', count: 4, idCourse: 12 },
  ],
  notSetUp: ['mail', 'domain'],
  week: { activeLearners: 812, completions: 37, revenue: 12_450_000 },
  desk: null,
};

/** A school on its first day: nothing happened, nothing waits, nothing is set up. */
export const newSchool: AdminDashboard = {
  students: 0,
  teachers: 0,
  courses: 0,
  activity: activityFixture(true),
  waiting: [
    { kind: 'ordersToConfirm', count: 0 },
    { kind: 'membersToApprove', count: 0 },
    { kind: 'coursesToApprove', count: 0 },
    { kind: 'failedImports', count: 0 },
    { kind: 'videoFailures', count: 0 },
  ],
  notSetUp: ['mail', 'payment', 'domain', 'homePage', 'certificate'],
  week: { activeLearners: 0, completions: 0, revenue: 0 },
  desk: null,
};

/** A teacher on 22-11-2026: two sessions today, an exam open, questions to answer; no revenue right. */
export const teachersDay: AdminDashboard = {
  students: 42,
  teachers: 64,
  courses: 3,
  activity: activityFixture(),
  waiting: [
    { kind: 'membersToApprove', count: 0 },
    { kind: 'coursesToApprove', count: 0 },
    { kind: 'failedImports', count: 0 },
    { kind: 'videoFailures', count: 1, idCourse: 5 },
  ],
  notSetUp: [],
  week: { activeLearners: 31, completions: 2, revenue: null },
  desk: {
    sessionsToday: [
      {
        idClass: 3,
        name: 'Toán 10A1 trực tuyến',
        startsAt: '2026-11-22T11:00:00.000Z',
        endsAt: '2026-11-22T12:30:00.000Z',
      },
    ],
    examsToWatch: [
      {
        id: 9,
        name: 'Kiểm tra 15 phút',
        opensAt: '2026-11-22T07:00:00.000Z',
        closesAt: '2026-11-22T09:00:00.000Z',
      },
    ],
    questionsWaiting: 2,
  },
};
