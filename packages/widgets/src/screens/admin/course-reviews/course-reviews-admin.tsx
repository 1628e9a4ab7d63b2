import { ChatBubbleLeftIcon, EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline';
import type { Review, Thread } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { IconButton } from '../../../ui/button/icon-button';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import { Dialog } from '../../../ui/dialog/dialog';
import { Tabs } from '../../../ui/tabs/tabs';
import { PostBody, Stars } from '../../shared/discussion';
import { PostForm } from '../../shared/post-form';
import { useCourseReviewsAdmin } from './use-course-reviews-admin';

type Replying = { kind: 'review'; review: Review } | { kind: 'thread'; thread: Thread } | null;

/** Hide or show an item, and reply to it: the staff's two actions on a review or a question. */
function Moderation({
  item,
  onToggle,
  onReply,
}: {
  item: { hidden: boolean; fullName: string };
  onToggle: () => void;
  onReply: () => void;
}) {
  const t = useT();
  return (
    <span className="flex">
      <IconButton
        label={`${item.hidden ? t('review.show') : t('review.hide')}: ${item.fullName}`}
        onClick={onToggle}
      >
        {item.hidden ? (
          <EyeIcon aria-hidden className="size-4" />
        ) : (
          <EyeSlashIcon aria-hidden className="size-4" />
        )}
      </IconButton>
      <IconButton label={`${t('review.reply')}: ${item.fullName}`} onClick={onReply}>
        <ChatBubbleLeftIcon aria-hidden className="size-4" />
      </IconButton>
    </span>
  );
}

function Visibility({ hidden }: { hidden: boolean }) {
  const t = useT();
  return (
    <span
      className={hidden ? 'rounded bg-gray-100 px-1.5 py-0.5 text-xs text-muted' : 'text-xs text-green-700'}
    >
      {hidden ? t('review.hidden') : t('review.visible')}
    </span>
  );
}

/** Students' ratings and comments and the courses' Q&A threads: hide or show, reply, delete. */
export function CourseReviewsAdmin() {
  const t = useT();
  const admin = useCourseReviewsAdmin();
  const [replying, setReplying] = useState<Replying>(null);

  const reviewColumns: Array<Column<Review>> = [
    { key: 'student', header: t('review.student'), cell: (r) => r.fullName },
    { key: 'course', header: t('review.course'), cell: (r) => r.courseName },
    {
      key: 'rating',
      header: t('review.rating'),
      cell: (r) => <Stars rating={r.rating} label={t('review.stars', { count: r.rating })} />,
    },
    {
      key: 'comment',
      header: t('review.comment'),
      cell: (r) => (
        <span className="flex max-w-md flex-col gap-1">
          <span className="whitespace-pre-line">{r.comment || '—'}</span>
          {r.reply && (
            <span className="text-xs text-brand-800">
              {t('review.schoolReply')}: {r.reply}
            </span>
          )}
        </span>
      ),
    },
    { key: 'date', header: t('review.date'), cell: (r) => displayDateTime(r.createdAt) },
    { key: 'visibility', header: t('review.visibility'), cell: (r) => <Visibility hidden={r.hidden} /> },
  ];
  const threadColumns: Array<Column<Thread>> = [
    {
      key: 'question',
      header: t('review.question'),
      cell: (q) => (
        <span className="flex max-w-lg flex-col gap-2">
          <PostBody post={q} />
          {q.answers.length > 0 && (
            <span className="text-xs text-muted">{t('review.answers', { count: q.answers.length })}</span>
          )}
        </span>
      ),
    },
    { key: 'course', header: t('review.course'), cell: (q) => q.courseName },
    { key: 'visibility', header: t('review.visibility'), cell: (q) => <Visibility hidden={q.hidden} /> },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.courseReviews')}</h1>
      <Tabs
        inUrl
        label={t('route.courseReviews')}
        tabs={[
          {
            key: 'reviews',
            label: t('review.tabReviews'),
            content: (
              <DataTable<Review>
                label={t('review.tabReviews')}
                empty={t('review.none')}
                columns={reviewColumns}
                load={admin.loadReviews}
                refresh={admin.refresh}
                onDeleteSelected={(ids) => admin.deleteReviews(ids.map(Number))}
                rowActions={(r) => (
                  <Moderation
                    item={r}
                    onToggle={() => void admin.hideReview(r)}
                    onReply={() => setReplying({ kind: 'review', review: r })}
                  />
                )}
              />
            ),
          },
          {
            key: 'questions',
            label: t('review.tabQuestions'),
            content: (
              <DataTable<Thread>
                label={t('review.tabQuestions')}
                empty={t('review.noQuestions')}
                columns={threadColumns}
                load={admin.loadThreads}
                refresh={admin.refresh}
                onDeleteSelected={(ids) => admin.deleteThreads(ids.map(Number))}
                rowActions={(q) => (
                  <Moderation
                    item={q}
                    onToggle={() => void admin.hideThread(q)}
                    onReply={() => setReplying({ kind: 'thread', thread: q })}
                  />
                )}
              />
            ),
          },
        ]}
      />
      <Dialog open={replying !== null} onClose={() => setReplying(null)} title={t('review.reply')}>
        {replying?.kind === 'review' && (
          <PostForm
            label={t('review.reply')}
            name="reply"
            initial={replying.review.reply ?? ''}
            action={t('common.save')}
            onSend={async (body) => {
              const saved = await admin.reply(replying.review, body);
              if (!saved.error) setReplying(null);
              return saved;
            }}
          />
        )}
        {replying?.kind === 'thread' && (
          <div className="flex flex-col gap-3">
            <PostBody post={replying.thread} />
            <PostForm
              label={t('review.answer')}
              name="answer"
              action={t('review.reply')}
              onSend={async (body) => {
                const saved = await admin.answer(replying.thread, body);
                if (!saved.error) setReplying(null);
                return saved;
              }}
            />
          </div>
        )}
      </Dialog>
    </div>
  );
}
