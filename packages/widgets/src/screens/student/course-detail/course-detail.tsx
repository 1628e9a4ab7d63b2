import { CheckIcon } from '@heroicons/react/24/outline';
import type { CourseOutline } from '@saola/core/api';
import { allows } from '@saola/core/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useSession, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { ProgressBar, Spinner } from '../../../ui/progress/progress';
import { LazyRichTextView } from '../../../ui/rich-text/lazy-rich-text-view';
import { Tabs } from '../../../ui/tabs/tabs';
import { Stars } from '../../shared/discussion';
import { CourseCover } from '../shared/course-cover';
import { CurriculumOutline } from '../shared/curriculum-outline';
import { BuyCourse } from './buy-course';
import { CourseQuestions } from './course-questions';
import { CourseReviews } from './course-reviews';
import { PackageOffers } from './package-offers';
import { useCourseDetail } from './use-course-detail';

export interface CourseDetailProps {
  idCourse: number;
  onNavigate?: (to: string) => void;
}

function About({ course }: { course: CourseOutline }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      {course.welcome && <p className="text-ink">{course.welcome}</p>}
      {course.about && <LazyRichTextView html={course.about} />}
      {course.benefits.length > 0 && (
        <section aria-labelledby="saola-benefits">
          <h3 id="saola-benefits" className="mb-2 font-semibold text-ink">
            {t('learning.benefits')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {course.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2 text-sm text-ink">
                <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A free public course's way in: one click enrols the learner, and the page opens every lesson to her. Coming
 * from the public course page's Enrol (through sign-up or sign-in), she is enrolled without a second click.
 */
function EnrolFree({
  idCourse,
  onEnrolled,
  atOnce,
}: {
  idCourse: number;
  onEnrolled: () => void;
  atOnce: boolean;
}) {
  const t = useT();
  const { api } = useSaola();
  const [busy, setBusy] = useState(false);
  const enrol = useCallback(async () => {
    setBusy(true);
    const reply = await api.learning.enrol({ idCourse });
    setBusy(false);
    if (!reply.error) onEnrolled();
  }, [api, idCourse, onEnrolled]);
  const started = useRef(false);
  useEffect(() => {
    if (!atOnce || started.current) return;
    started.current = true;
    void enrol();
  }, [atOnce, enrol]);
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg bg-brand-50 p-3">
      <p className="text-sm text-ink">{t('learning.enrolFreeHint')}</p>
      <Button busy={busy} onClick={enrol}>
        {t('learning.enrolFree')}
      </Button>
    </div>
  );
}

/** What the public course page asked to start on arrival (`?start=enrol|buy`), read once. */
function startAsked(): 'enrol' | 'buy' | null {
  const start = new URLSearchParams(globalThis.location?.search ?? '').get('start');
  return start === 'enrol' || start === 'buy' ? start : null;
}

/** A course's page for its learner: what it is, its lessons with their state, progress, reviews and Q&A. */
export function CourseDetail({ idCourse, onNavigate }: CourseDetailProps) {
  const t = useT();
  const { number } = useFormat();
  const { data: course, failure, reload, openLesson, openList } = useCourseDetail(idCourse, onNavigate);
  const { api } = useSaola();
  const { user } = useSession();
  // Only a learner buys: staff previewing the course are not offered it (nor ask the school for its price).
  const mayBuy = Boolean(user && allows(api.order.offer.access, user));
  const [start] = useState(startAsked);
  if (failure) return <LoadFailed failure={failure} onRetry={reload} onBack={openList} />;
  if (!course) return <Spinner />;
  const started = course.progress > 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line md:grid-cols-[16rem_1fr]">
        <div className="overflow-hidden rounded-lg">
          <CourseCover name={course.name} coverUrl={course.coverUrl} />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-xl font-semibold text-ink">{course.name}</h1>
          {course.teacherName && (
            <p className="text-sm text-muted">{t('dashboard.teacher', { name: course.teacherName })}</p>
          )}
          {course.rating.average !== null && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Stars
                rating={Math.round(course.rating.average)}
                label={t('review.average', {
                  average: number(course.rating.average, 1),
                  count: course.rating.count,
                })}
              />
              <span aria-hidden>{course.rating.count}</span>
            </p>
          )}
          {course.enrolled && (
            <div className="flex items-center gap-2">
              <ProgressBar
                value={course.progress / 100}
                label={t('learning.progressOf', { percent: course.progress })}
              />
              <span className="w-10 text-end text-sm text-muted">{course.progress}%</span>
            </div>
          )}
          {course.selfEnrol && (
            <EnrolFree idCourse={course.id} onEnrolled={reload} atOnce={start === 'enrol'} />
          )}
          {!course.enrolled && !course.selfEnrol && mayBuy && (
            <BuyCourse
              idCourse={course.id}
              name={course.name}
              onPaid={reload}
              openAtStart={start === 'buy'}
            />
          )}
          {course.nextLesson !== null && (
            <Button className="mt-auto self-start" onClick={() => openLesson(course.nextLesson)}>
              {started ? t('learning.continue') : t('learning.start')}
            </Button>
          )}
        </div>
      </div>
      {!course.enrolled && mayBuy && <PackageOffers idCourse={course.id} onPaid={reload} />}
      <Tabs
        inUrl
        label={course.name}
        tabs={[
          {
            key: 'curriculum',
            label: t('learning.curriculum'),
            content: (
              <CurriculumOutline idCourse={course.id} chapters={course.chapters} onOpen={openLesson} />
            ),
          },
          { key: 'about', label: t('learning.about'), content: <About course={course} /> },
          { key: 'reviews', label: t('learning.reviews'), content: <CourseReviews idCourse={course.id} /> },
          {
            key: 'questions',
            label: t('learning.questions'),
            content: <CourseQuestions idCourse={course.id} />,
          },
        ]}
      />
    </div>
  );
}
