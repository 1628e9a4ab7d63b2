import {
  ArrowLeftIcon,
  ArrowRightIcon,
  Bars3Icon,
  CheckCircleIcon,
  LockClosedIcon,
} from '@heroicons/react/24/outline';
import { type LessonStatus, lessonStatus } from '@saola/core/learning';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { ProgressBar, Spinner } from '../../../ui/progress/progress';
import { CurriculumOutline, useLockReason } from '../shared/curriculum-outline';
import { coursePath } from '../shared/learning-paths';
import { LessonBody } from './lesson-body';
import { useLessonPage } from './use-lesson-page';

/** What the lesson counts for: completed, watched so far, or nothing at all for someone not enrolled. */
function StatusLine({ status }: { status: LessonStatus }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 text-sm text-muted">
      {status.state === 'notCounted' && (
        <p>{status.viewer === 'staff' ? t('learning.staffPreview') : t('learning.trialNotCounted')}</p>
      )}
      {status.state === 'completed' && (
        <p className="flex items-center gap-2 font-medium text-green-700">
          <CheckCircleIcon aria-hidden className="size-5" />
          {t('learning.lessonCompleted')}
        </p>
      )}
      {status.state === 'watching' && (
        <>
          <ProgressBar
            value={status.percent / 100}
            label={t('learning.watched', { percent: status.percent, threshold: status.threshold })}
          />
          <p>{t('learning.watched', { percent: status.percent, threshold: status.threshold })}</p>
        </>
      )}
      {status.state !== 'notCounted' && <p>{t('learning.progressOf', { percent: status.courseProgress })}</p>}
    </div>
  );
}

export interface LessonPageProps {
  idCourse: number;
  /** Without it, the lesson to continue with. */
  idLesson?: number | undefined;
  onNavigate?: (to: string) => void;
}

/** The lesson page: the lesson, the learner's progress in it, next/previous and the course's lessons. */
export function LessonPage({ idCourse, idLesson, onNavigate }: LessonPageProps) {
  const t = useT();
  const page = useLessonPage(idCourse, idLesson, onNavigate);
  const lockReason = useLockReason();
  const [drawer, setDrawer] = useState(false);
  const { data: view, failure, reload } = page.view;
  if (failure) return <LoadFailed failure={failure} onRetry={reload} onBack={page.openCourse} />;
  if (!view) return <Spinner />;
  const { lesson } = view;
  const status = lessonStatus({
    viewer: view.viewer,
    watched: lesson.kind === 'video' || lesson.kind === 'youtube',
    threshold: lesson.threshold,
    progress: page.progress ?? view.progress,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <article className="flex min-w-0 flex-col gap-4">
        <nav className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <a
            href={coursePath(idCourse)}
            className="text-brand-700 hover:underline"
            onClick={(event) => {
              event.preventDefault();
              page.openCourse();
            }}
          >
            {view.courseName}
          </a>
          <Button
            variant="ghost"
            className="lg:hidden"
            aria-expanded={drawer}
            onClick={() => setDrawer((open) => !open)}
          >
            <Bars3Icon aria-hidden className="size-4" />
            {t('learning.lessons')}
          </Button>
        </nav>
        <h1 className="text-xl font-semibold text-ink">{lesson.title}</h1>
        {lesson.locked ? (
          <div role="status" className="flex items-start gap-3 rounded-lg bg-gray-50 p-4 text-ink">
            <LockClosedIcon aria-hidden className="size-6 shrink-0 text-muted" />
            <div>
              <p className="font-medium">{t('learning.locked')}</p>
              <p className="text-sm text-muted">{lockReason(lesson)}</p>
            </div>
          </div>
        ) : (
          <LessonBody
            key={lesson.id}
            view={view}
            status={status}
            onProgress={page.progressed}
            onRead={() => void page.completeReading()}
            onQuizPassed={page.quizPassed}
          />
        )}
        {!lesson.locked && <StatusLine status={status} />}
        <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
          {view.previous !== null ? (
            <Button variant="secondary" onClick={() => page.openLesson(view.previous)}>
              <ArrowLeftIcon aria-hidden className="size-4" />
              {t('learning.previous')}
            </Button>
          ) : (
            <span />
          )}
          {view.next !== null && (
            <Button onClick={() => page.openLesson(view.next)}>
              {t('learning.next')}
              <ArrowRightIcon aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      </article>
      <aside
        aria-label={t('learning.lessons')}
        className={`${drawer ? 'block' : 'hidden'} rounded-xl bg-white p-4 shadow-sm ring-1 ring-line lg:block`}
      >
        {page.outline.data ? (
          <CurriculumOutline
            idCourse={idCourse}
            chapters={page.outline.data.chapters}
            current={lesson.id}
            onOpen={(id) => page.openLesson(id)}
          />
        ) : (
          <Spinner />
        )}
      </aside>
    </div>
  );
}
