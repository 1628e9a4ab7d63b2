import {
  CheckCircleIcon,
  ClipboardDocumentCheckIcon,
  DocumentTextIcon,
  LockClosedIcon,
  PaperClipIcon,
  PlayCircleIcon,
} from '@heroicons/react/24/outline';
import type { CourseOutline, LessonKind, LessonState } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import type { ComponentType, SVGProps } from 'react';
import { useT } from '../../../runtime/i18n';
import { cx } from '../../../ui/cx';
import { lessonPath } from './learning-paths';

const KIND_ICON: Record<LessonKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  video: PlayCircleIcon,
  youtube: PlayCircleIcon,
  document: PaperClipIcon,
  text: DocumentTextIcon,
  quiz: ClipboardDocumentCheckIcon,
};

/** Why a lesson is locked, in the learner's words. */
export function useLockReason() {
  const t = useT();
  return (lesson: LessonState) =>
    lesson.locked === 'previous'
      ? t('learning.lockedPrevious')
      : lesson.locked === 'date'
        ? t('learning.lockedDate', { date: lesson.opensAt ? displayDateTime(lesson.opensAt) : '' })
        : lesson.locked === 'enrol'
          ? t('learning.lockedEnrol')
          : '';
}

function minutes(seconds: number | null) {
  return seconds ? Math.max(1, Math.round(seconds / 60)) : null;
}

export interface CurriculumOutlineProps {
  idCourse: number;
  chapters: CourseOutline['chapters'];
  /** The lesson being shown, marked as current. */
  current?: number;
  onOpen: (idLesson: number) => void;
}

/** Chapters and lessons with each lesson's kind, length, and whether it is done, open or locked (and why). */
export function CurriculumOutline({ idCourse, chapters, current, onOpen }: CurriculumOutlineProps) {
  const t = useT();
  const lockReason = useLockReason();
  return (
    <div className="flex flex-col gap-4">
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-labelledby={`saola-outline-${chapter.id}`}>
          <h3 id={`saola-outline-${chapter.id}`} className="mb-1 text-sm font-semibold text-ink">
            {chapter.title}
          </h3>
          <ol className="flex flex-col divide-y divide-line rounded-lg ring-1 ring-line">
            {chapter.lessons.map((lesson) => {
              const Icon = lesson.locked ? LockClosedIcon : KIND_ICON[lesson.kind];
              const length = minutes(lesson.duration);
              const body = (
                <>
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
                  <span className="flex flex-1 flex-col">
                    <span className="text-ink">{lesson.title}</span>
                    <span className="text-xs text-muted">
                      {[
                        lesson.isTrial ? t('learning.trial') : null,
                        length ? t('learning.minutes', { count: length }) : null,
                        lesson.locked ? lockReason(lesson) : null,
                        !lesson.completed && lesson.percent > 0 ? `${lesson.percent}%` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  {lesson.completed && (
                    <CheckCircleIcon
                      aria-label={t('learning.completed')}
                      className="size-5 shrink-0 text-green-600"
                    />
                  )}
                </>
              );
              const rowClass = cx(
                'flex items-start gap-3 px-3 py-2 text-sm',
                lesson.id === current && 'bg-brand-50',
              );
              return (
                <li key={lesson.id}>
                  {lesson.locked ? (
                    <div className={cx(rowClass, 'opacity-70')}>{body}</div>
                  ) : (
                    <a
                      href={lessonPath(idCourse, lesson.id)}
                      aria-current={lesson.id === current ? 'page' : undefined}
                      className={cx(rowClass, 'hover:bg-gray-50')}
                      onClick={(event) => {
                        event.preventDefault();
                        onOpen(lesson.id);
                      }}
                    >
                      {body}
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
