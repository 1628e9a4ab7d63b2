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

export const busySchool: AdminDashboard = {
  students: 1248,
  teachers: 64,
  courses: 87,
  activity: activityFixture(),
};

export const newSchool: AdminDashboard = {
  students: 0,
  teachers: 0,
  courses: 0,
  activity: activityFixture(true),
};
