import {
  ArrowDownIcon,
  ArrowUpIcon,
  Bars2Icon,
  ClipboardDocumentCheckIcon,
  ExclamationTriangleIcon,
  PencilSquareIcon,
  PlusIcon,
  TrashIcon,
} from '@heroicons/react/24/outline';
import type { Chapter, Lesson } from '@saola/core/api';
import { type DragEvent, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { IconButton } from '../../../ui/button/icon-button';
import { Dialog } from '../../../ui/dialog/dialog';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Form } from '../../../ui/form/form';
import { Spinner } from '../../../ui/progress/progress';
import { TextField } from '../../../ui/text-field/text-field';
import { VIDEO_FAILURE_TEXT } from '../../shared/video-failure';
import { QuizEditor } from '../quiz-editor/quiz-editor';
import { KIND_LABEL, LessonDialog } from './lesson-dialog';
import { useCourseCurriculum } from './use-course-curriculum';

export interface CourseCurriculumProps {
  idCourse: number;
}

type Editing = { idChapter: number; lesson: Lesson | null } | null;
type Deleting = { kind: 'chapter' | 'lesson'; id: number; title: string } | null;

/** Where an uploaded video is on its way to HLS, as its author needs to know. */
function ProcessingBadge({ processing }: { processing: NonNullable<Lesson['processing']> }) {
  const t = useT();
  const { state, progress } = processing;
  if (state === 'none') return null;
  const text =
    state === 'done'
      ? t('curriculum.processed')
      : state === 'failed'
        ? t('curriculum.processingFailed')
        : state === 'unavailable'
          ? t('curriculum.processingUnavailable')
          : t('curriculum.processing', { percent: progress });
  const tone =
    state === 'done'
      ? 'bg-green-50 text-green-800'
      : state === 'failed'
        ? 'bg-red-50 text-danger'
        : 'bg-amber-50 text-amber-900';
  return <span className={`rounded px-1.5 py-0.5 text-xs ${tone}`}>{text}</span>;
}

/** Learners stuck on a YouTube lesson whose video their page could not load, and the latest reason. */
function VideoFailuresNote({ failures }: { failures: NonNullable<Lesson['videoFailures']> }) {
  const t = useT();
  return (
    <span className="flex basis-full flex-col gap-0.5 text-xs">
      <span className="flex items-center gap-1 font-medium text-danger">
        <ExclamationTriangleIcon aria-hidden className="size-4" />
        {t('curriculum.videoFailures', { count: failures.learners })}
      </span>
      <span className="text-muted">{t(VIDEO_FAILURE_TEXT[failures.reason])}</span>
      {failures.code !== null && (
        <span className="text-muted">{t('learning.youtubeErrorCode', { code: failures.code })}</span>
      )}
    </span>
  );
}

/** A course's chapters and lessons: add, edit, delete, and reorder by dragging or with the arrow buttons. */
export function CourseCurriculum({ idCourse }: CourseCurriculumProps) {
  const t = useT();
  const curriculum = useCourseCurriculum(idCourse);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [quiz, setQuiz] = useState<Lesson | null>(null);

  const addChapter = async () => {
    const reply = await curriculum.addChapter(title);
    if (reply.error) setTitleError(Array.isArray(reply.data) ? reply.data[0]?.message : reply.message);
    else {
      setTitle('');
      setTitleError(undefined);
    }
  };
  const drop = (event: DragEvent, chapter: Chapter, before: number | null) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragging !== null) void curriculum.dropLesson(dragging, chapter.id, before);
    setDragging(null);
  };

  if (curriculum.failure) return <LoadFailed failure={curriculum.failure} onRetry={curriculum.reload} />;
  if (!curriculum.chapters) return <Spinner />;
  const { chapters } = curriculum;

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Form
        className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
        onSubmit={addChapter}
      >
        <div className="min-w-64 flex-1">
          <TextField
            label={t('curriculum.chapterTitle')}
            name="chapter"
            required
            maxLength={200}
            value={title}
            onChange={setTitle}
            error={titleError}
          />
        </div>
        <Button type="submit" className="mt-6">
          <PlusIcon aria-hidden className="size-4" />
          {t('curriculum.addChapter')}
        </Button>
      </Form>
      {chapters.length === 0 && <EmptyState title={t('curriculum.empty')} />}
      {chapters.map((chapter, c) => (
        <section
          key={chapter.id}
          aria-labelledby={`saola-chapter-${chapter.id}`}
          className="rounded-xl bg-white shadow-sm ring-1 ring-line"
        >
          <header className="flex items-center gap-2 border-b border-line px-4 py-3">
            <h3 id={`saola-chapter-${chapter.id}`} className="flex-1 font-semibold text-ink">
              {chapter.title}
            </h3>
            {c > 0 && (
              <IconButton
                label={t('curriculum.moveUp', { title: chapter.title })}
                onClick={() => void curriculum.moveChapter(chapter.id, -1)}
              >
                <ArrowUpIcon aria-hidden className="size-4" />
              </IconButton>
            )}
            {c < chapters.length - 1 && (
              <IconButton
                label={t('curriculum.moveDown', { title: chapter.title })}
                onClick={() => void curriculum.moveChapter(chapter.id, 1)}
              >
                <ArrowDownIcon aria-hidden className="size-4" />
              </IconButton>
            )}
            <IconButton
              label={`${t('common.delete')}: ${chapter.title}`}
              danger
              onClick={() => setDeleting({ kind: 'chapter', id: chapter.id, title: chapter.title })}
            >
              <TrashIcon aria-hidden className="size-4" />
            </IconButton>
          </header>
          <ul
            className="flex min-h-12 flex-col divide-y divide-line"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, chapter, null)}
          >
            {chapter.lessons.length === 0 && (
              <li className="px-4 py-3 text-sm text-muted">{t('curriculum.emptyChapter')}</li>
            )}
            {chapter.lessons.map((lesson, i) => {
              const first = c === 0 && i === 0;
              const last = c === chapters.length - 1 && i === chapter.lessons.length - 1;
              return (
                <li
                  key={lesson.id}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/plain', String(lesson.id));
                    setDragging(lesson.id);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => drop(event, chapter, lesson.id)}
                  className={`flex items-center gap-2 px-4 py-2 ${dragging === lesson.id ? 'opacity-50' : ''}`}
                >
                  <Bars2Icon
                    aria-hidden
                    className="size-4 cursor-grab text-muted"
                    title={t('curriculum.dragHint')}
                  />
                  <span className="flex flex-1 flex-wrap items-center gap-2">
                    <span className="text-ink">{lesson.title}</span>
                    <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-muted">
                      {t(KIND_LABEL[lesson.kind])}
                    </span>
                    {lesson.processing && <ProcessingBadge processing={lesson.processing} />}
                    {lesson.isTrial && (
                      <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                        {t('curriculum.trialBadge')}
                      </span>
                    )}
                    {lesson.videoFailures && <VideoFailuresNote failures={lesson.videoFailures} />}
                    {/* Saved before lengths were asked for: no learner completes it until its author gives one. */}
                    {lesson.kind === 'youtube' && lesson.duration === null && (
                      <span className="flex basis-full items-center gap-1 text-xs font-medium text-danger">
                        <ExclamationTriangleIcon aria-hidden className="size-4" />
                        {t('curriculum.lengthNeeded')}
                      </span>
                    )}
                  </span>
                  {!first && (
                    <IconButton
                      label={t('curriculum.moveUp', { title: lesson.title })}
                      onClick={() => void curriculum.moveLesson(lesson.id, -1)}
                    >
                      <ArrowUpIcon aria-hidden className="size-4" />
                    </IconButton>
                  )}
                  {!last && (
                    <IconButton
                      label={t('curriculum.moveDown', { title: lesson.title })}
                      onClick={() => void curriculum.moveLesson(lesson.id, 1)}
                    >
                      <ArrowDownIcon aria-hidden className="size-4" />
                    </IconButton>
                  )}
                  {lesson.kind === 'quiz' && (
                    <IconButton
                      label={`${t('quiz.questions')}: ${lesson.title}`}
                      onClick={() => setQuiz(lesson)}
                    >
                      <ClipboardDocumentCheckIcon aria-hidden className="size-4" />
                    </IconButton>
                  )}
                  <IconButton
                    label={`${t('common.edit')}: ${lesson.title}`}
                    onClick={() => setEditing({ idChapter: chapter.id, lesson })}
                  >
                    <PencilSquareIcon aria-hidden className="size-4" />
                  </IconButton>
                  <IconButton
                    label={`${t('common.delete')}: ${lesson.title}`}
                    danger
                    onClick={() => setDeleting({ kind: 'lesson', id: lesson.id, title: lesson.title })}
                  >
                    <TrashIcon aria-hidden className="size-4" />
                  </IconButton>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-line px-4 py-2">
            <Button variant="ghost" onClick={() => setEditing({ idChapter: chapter.id, lesson: null })}>
              <PlusIcon aria-hidden className="size-4" />
              {t('curriculum.addLesson')}
            </Button>
          </div>
        </section>
      ))}
      {quiz && <QuizEditor idLesson={quiz.id} title={quiz.title} onClose={() => setQuiz(null)} />}
      {editing && (
        <LessonDialog
          idChapter={editing.idChapter}
          lesson={editing.lesson}
          onClose={() => setEditing(null)}
          onSaved={curriculum.saved}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('common.delete')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (deleting?.kind === 'chapter') void curriculum.deleteChapter(deleting.id);
                else if (deleting) void curriculum.deleteLesson(deleting.id);
                setDeleting(null);
              }}
            >
              {t('common.delete')}
            </Button>
          </>
        }
      >
        {deleting &&
          t(deleting.kind === 'chapter' ? 'curriculum.deleteChapter' : 'curriculum.deleteLesson', {
            title: deleting.title,
          })}
      </Dialog>
    </div>
  );
}
