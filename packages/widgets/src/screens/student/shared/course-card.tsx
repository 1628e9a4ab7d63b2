import type { ReactNode } from 'react';
import { useT } from '../../../runtime/i18n';
import { ProgressBar } from '../../../ui/progress/progress';
import { CourseCover } from './course-cover';

export interface CourseCardProps {
  course: { name: string; coverUrl: string | null; teacherName: string | null; progress: number };
  /** The course's name as a heading (a link where the card opens the course). */
  heading: ReactNode;
  badge?: ReactNode;
  /** The line under the progress bar: lessons done, last activity. */
  details: ReactNode;
  action?: ReactNode;
  /** A course the learner is not in has no progress to show (the catalogue's cards). */
  untracked?: boolean;
}

/** A course as a learner's card: cover, name, teacher, progress, and what to do next. */
export function CourseCard({ course, heading, badge, details, action, untracked }: CourseCardProps) {
  const t = useT();
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
      <CourseCover name={course.name} coverUrl={course.coverUrl} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {heading}
        {badge}
        {course.teacherName && (
          <p className="text-sm text-muted">{t('dashboard.teacher', { name: course.teacherName })}</p>
        )}
        {untracked ? (
          <p className="mt-auto pt-2 text-sm font-semibold text-ink">{details}</p>
        ) : (
          <>
            <div className="mt-auto flex items-center gap-2 pt-2">
              <ProgressBar
                value={course.progress / 100}
                label={`${t('dashboard.progress')}: ${course.name}`}
              />
              <span className="w-10 text-end text-sm text-muted">{course.progress}%</span>
            </div>
            <p className="text-xs text-muted">{details}</p>
          </>
        )}
        {action}
      </div>
    </li>
  );
}
