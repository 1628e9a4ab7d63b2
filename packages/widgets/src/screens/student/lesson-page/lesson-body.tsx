import { ArrowTopRightOnSquareIcon } from '@heroicons/react/24/outline';
import type { LessonView } from '@saola/core/api';
import type { LessonStatus } from '@saola/core/learning';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { LazyRichTextView } from '../../../ui/rich-text/lazy-rich-text-view';
import { QuizPlayer } from '../../shared/quiz-player';
import { useWatchReporter } from './use-watch-reporter';
import { VideoPlayer } from './video-player';
import { YouTubeLessonPlayer } from './youtube-player';

export interface LessonBodyProps {
  view: LessonView;
  /** The page's one state of the lesson: a text is offered to mark as read only while it waits for that. */
  status: LessonStatus;
  onProgress: Parameters<typeof useWatchReporter>[1];
  onRead: () => void;
  onQuizPassed: () => void;
}

/** A text lesson completes once its end has been on screen. */
function Reading({ html, done, onRead }: { html: string; done: boolean; onRead: () => void }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const marker = end.current;
    if (done || !marker || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen.disconnect();
        onRead();
      }
    });
    seen.observe(marker);
    return () => seen.disconnect();
  }, [done, onRead]);
  return (
    <div className="flex flex-col gap-4">
      <LazyRichTextView html={html} />
      <div ref={end} />
      {!done && (
        <Button variant="secondary" className="self-start" onClick={onRead}>
          {t('learning.markRead')}
        </Button>
      )}
    </div>
  );
}

/** What a lesson of each kind shows: a player, a text to read, a document to open, or a quiz. */
export function LessonBody({ view, status, onProgress, onRead, onQuizPassed }: LessonBodyProps) {
  const t = useT();
  const { lesson, progress } = view;
  const unread = status.state === 'pending';
  const reporter = useWatchReporter(lesson.id, onProgress);
  const [blocked, setBlocked] = useState(false);
  const seekProps = {
    title: lesson.title,
    start: progress.position,
    furthest: progress.furthest,
    seekRestricted: lesson.seekRestricted,
    reporter,
    onSeekBlocked: () => setBlocked(true),
  };
  const note = blocked && (
    <p role="status" className="text-sm text-amber-800">
      {t('learning.seekBlocked')}
    </p>
  );
  switch (lesson.kind) {
    case 'video':
      return lesson.media ? (
        <div className="flex flex-col gap-2">
          <VideoPlayer media={lesson.media} {...seekProps} />
          {note}
        </div>
      ) : (
        <p className="text-muted">{t('learning.videoUnavailable')}</p>
      );
    case 'youtube':
      return lesson.youtubeId ? (
        <div className="flex flex-col gap-2">
          <YouTubeLessonPlayer idLesson={lesson.id} videoId={lesson.youtubeId} {...seekProps} />
          {note}
        </div>
      ) : null;
    case 'text':
      return <Reading html={lesson.content} done={!unread} onRead={onRead} />;
    case 'document':
      return lesson.document ? (
        <a
          href={lesson.document.url}
          target="_blank"
          rel="noopener"
          onClick={unread ? onRead : undefined}
          className="flex items-center gap-2 self-start rounded-lg px-4 py-3 text-brand-700 ring-1 ring-line hover:bg-gray-50"
        >
          <ArrowTopRightOnSquareIcon aria-hidden className="size-5" />
          {t('learning.openDocument')}: {lesson.document.name}
        </a>
      ) : null;
    case 'quiz':
      return <QuizPlayer idLesson={lesson.id} onPassed={onQuizPassed} />;
  }
}
