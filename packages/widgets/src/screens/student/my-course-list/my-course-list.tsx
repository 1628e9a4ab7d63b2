import type { MyCourse } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { CourseCard } from '../shared/course-card';
import { coursePath } from '../shared/learning-paths';
import { RedeemCode } from './redeem-code';
import { MY_COURSES_PAGE, type MyCourseFilter, useMyCourseList } from './use-my-course-list';

export interface MyCourseListProps {
  onNavigate?: (to: string) => void;
}

const FILTERS: MyCourseFilter[] = ['all', 'inProgress', 'completed', 'catalogue'];

/** A course of the school's catalogue: its price, and its page, where it is enrolled in or bought. */
function CatalogueCard({ course, onOpen }: { course: MyCourse; onOpen: () => void }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <CourseCard
      untracked
      course={course}
      heading={<h2 className="font-semibold text-ink">{course.name}</h2>}
      details={course.isPaid && course.price > 0 ? money(course.price) : t('learning.free')}
      action={
        <Button variant="secondary" className="self-start" onClick={onOpen}>
          {t('learning.viewCourse')}
        </Button>
      }
    />
  );
}

function MyCourseCard({
  course,
  onOpen,
  onContinue,
}: {
  course: MyCourse;
  onOpen: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  const started = course.enrolled && (course.progress > 0 || course.lastActivityAt !== null);
  return (
    <CourseCard
      course={course}
      heading={
        <h2 className="font-semibold text-ink">
          <a
            href={coursePath(course.idCourse)}
            className="hover:underline"
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
          >
            {course.name}
          </a>
        </h2>
      }
      badge={
        !course.enrolled && (
          <span className="self-start rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
            {t('learning.openCourse')}
          </span>
        )
      }
      details={
        <>
          {t('learning.lessonsDone', { done: course.completedLessons, count: course.lessons })}
          {' · '}
          {course.lastActivityAt
            ? t('dashboard.lastActivity', { date: displayDate(course.lastActivityAt) })
            : t('learning.notStarted')}
        </>
      }
      action={
        <Button className="self-start" onClick={onContinue}>
          {started ? t('learning.continue') : t('learning.start')}
        </Button>
      }
    />
  );
}

/**
 * The learner's enrolled courses and the school's open courses, with progress and a way to continue; and the
 * school's catalogue of public courses she is not in, each leading to its page to enrol in or buy.
 */
export function MyCourseList({ onNavigate }: MyCourseListProps) {
  const t = useT();
  const list = useMyCourseList(onNavigate);
  const filterLabel: Record<MyCourseFilter, string> = {
    all: t('learning.all'),
    inProgress: t('learning.inProgress'),
    completed: t('learning.completed'),
    catalogue: t('learning.catalogue'),
  };
  const catalogue = list.filter === 'catalogue';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t('learning.myCourses')}</h1>
        <RedeemCode onRedeemed={list.reload} onOpenCourse={list.openCourse} />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-56 flex-1">
          <TextField
            type="search"
            label={t('common.search')}
            name="keyword"
            value={list.keyword}
            onChange={list.search}
          />
        </div>
        <RadioGroup
          label={t('common.filter')}
          name="filter"
          inline
          value={list.filter}
          options={FILTERS.map((value) => ({ value, label: filterLabel[value] }))}
          onChange={list.choose}
        />
      </div>
      {list.failure ? (
        <LoadFailed failure={list.failure} onRetry={list.reload} />
      ) : !list.data ? (
        <Spinner />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={catalogue ? t('learning.noCatalogue') : t('learning.noCourses')} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.data.map((course) =>
              catalogue ? (
                <CatalogueCard
                  key={course.idCourse}
                  course={course}
                  onOpen={() => list.openCourse(course.idCourse)}
                />
              ) : (
                <MyCourseCard
                  key={course.idCourse}
                  course={course}
                  onOpen={() => list.openCourse(course.idCourse)}
                  onContinue={() => list.continueCourse(course.idCourse)}
                />
              ),
            )}
          </ul>
          <Pagination page={list.page} take={MY_COURSES_PAGE} total={list.data.total} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
