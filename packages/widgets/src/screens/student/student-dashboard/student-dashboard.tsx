import { AcademicCapIcon, CalendarDaysIcon } from '@heroicons/react/24/outline';
import type { ContinueLearning, UpcomingItem } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useSession, useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { CourseCard } from '../shared/course-card';
import { MY_COURSES } from '../shared/learning-paths';
import { useStudentDashboard } from './use-student-dashboard';

export interface StudentDashboardProps {
  /** Where "continue" leads; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

function ContinueCard({ course, onOpen }: { course: ContinueLearning; onOpen: (() => void) | undefined }) {
  const t = useT();
  return (
    <CourseCard
      course={course}
      heading={<h3 className="font-semibold text-ink">{course.name}</h3>}
      badge={
        !course.enrolled && (
          <span className="self-start rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
            {t('learning.openCourse')}
          </span>
        )
      }
      details={
        course.lastActivityAt
          ? t('dashboard.lastActivity', { date: displayDate(course.lastActivityAt) })
          : t('dashboard.notStarted')
      }
      action={
        onOpen && (
          <Button className="self-start" onClick={onOpen}>
            {course.enrolled ? t('dashboard.continueLearning') : t('learning.start')}
          </Button>
        )
      }
    />
  );
}

/** A link to My courses, which lists every course of the learner's and every open one. */
function MyCoursesLink({ onOpen, children }: { onOpen: () => void; children: string }) {
  return (
    <a
      href={MY_COURSES}
      className="text-sm font-medium text-brand-700 hover:underline"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

function Upcoming({ item }: { item: UpcomingItem }) {
  const t = useT();
  return (
    <li className="flex items-start gap-3 py-3">
      <CalendarDaysIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="font-medium text-ink">{item.title}</p>
        <p className="text-sm text-muted">
          {item.courseName} · {t('dashboard.opensOn', { date: displayDate(item.opensAt) })}
        </p>
      </div>
    </li>
  );
}

/** The learner's home: the courses to pick up again and what opens next. */
export function StudentDashboard({ onNavigate }: StudentDashboardProps) {
  const t = useT();
  const { user } = useSession();
  const { data, failure, reload, openCourse, openMyCourses } = useStudentDashboard(onNavigate);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold text-ink">
        {user ? t('dashboard.greeting', { name: user.fullName }) : t('route.dashboard')}
      </h1>
      {failure ? (
        <LoadFailed failure={failure} onRetry={reload} />
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="saola-continue" className="flex flex-col gap-3 lg:col-span-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="saola-continue" className="font-semibold text-ink">
                {t('dashboard.continueLearning')}
              </h2>
              {openMyCourses && data.continueLearning.length > 0 && (
                <MyCoursesLink onOpen={openMyCourses}>
                  {t('dashboard.allMyCourses', { count: data.courses.enrolled + data.courses.open })}
                </MyCoursesLink>
              )}
            </div>
            {data.continueLearning.length === 0 ? (
              <EmptyState
                icon={AcademicCapIcon}
                title={data.courses.enrolled > 0 ? t('dashboard.allCompleted') : t('dashboard.noCourses')}
                action={
                  openMyCourses && (
                    <MyCoursesLink onOpen={openMyCourses}>{t('dashboard.seeMyCourses')}</MyCoursesLink>
                  )
                }
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {data.continueLearning.map((course) => (
                  <ContinueCard
                    key={course.idCourse}
                    course={course}
                    onOpen={openCourse && (() => openCourse(course.idCourse))}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="saola-upcoming" className="flex flex-col gap-3">
            <h2 id="saola-upcoming" className="font-semibold text-ink">
              {t('dashboard.upcoming')}
            </h2>
            {data.upcoming.length === 0 ? (
              <EmptyState icon={CalendarDaysIcon} title={t('dashboard.noUpcoming')} />
            ) : (
              <ul className="divide-y divide-line rounded-xl bg-white px-4 shadow-sm ring-1 ring-line">
                {data.upcoming.map((item) => (
                  <Upcoming key={item.idLesson} item={item} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
