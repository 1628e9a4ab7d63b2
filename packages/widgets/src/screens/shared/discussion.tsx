import { StarIcon } from '@heroicons/react/24/solid';
import type { Post } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useT } from '../../runtime/i18n';
import { cx } from '../../ui/cx';

/** A rating as five stars, read out as its label. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={cx('size-4', n <= rating ? 'text-amber-500' : 'text-gray-300')}
        />
      ))}
    </span>
  );
}

/** One post of a Q&A thread: its author (teachers marked), when, and what was said. */
export function PostBody({ post }: { post: Post }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-ink">{post.fullName}</span>
        {post.isStaff && (
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
            {t('review.staff')}
          </span>
        )}
        <span className="text-xs text-muted">{displayDateTime(post.createdAt)}</span>
      </div>
      <p className="whitespace-pre-line text-sm text-ink">{post.body}</p>
    </div>
  );
}
