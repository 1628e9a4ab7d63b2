import { StarIcon } from '@heroicons/react/24/solid';
import type { Review } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { useId, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { cx } from '../../../ui/cx';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Spinner } from '../../../ui/progress/progress';
import { Stars } from '../../shared/discussion';
import { PostForm } from '../../shared/post-form';
import { useCourseReviews } from './use-course-talk';

/** Choosing 1 to 5 stars: a radio group, so arrows and screen readers work as for any choice. */
function StarInput({
  value,
  error,
  onChange,
}: {
  value: number;
  error: string | undefined;
  onChange: (n: number) => void;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-wrap items-center gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink">{t('review.rating')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="cursor-pointer" title={t('review.stars', { count: n })}>
          <input
            type="radio"
            name="rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="peer sr-only"
            aria-label={t('review.stars', { count: n })}
          />
          <StarIcon
            aria-hidden
            className={cx(
              'size-7 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
              n <= value ? 'text-amber-500' : 'text-gray-300',
            )}
          />
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{review.fullName}</span>
        <Stars rating={review.rating} label={t('review.stars', { count: review.rating })} />
        <span className="text-xs text-muted">{displayDate(review.createdAt)}</span>
      </div>
      {review.comment && <p className="whitespace-pre-line text-sm text-ink">{review.comment}</p>}
      {review.reply && (
        <p className="ms-4 border-s-2 border-brand-200 ps-3 text-sm text-ink">
          <span className="block text-xs font-medium text-brand-800">{t('review.schoolReply')}</span>
          {review.reply}
        </p>
      )}
    </li>
  );
}

/** A course's reviews and, for an enrolled learner, their own rating and comment (one per course). */
export function CourseReviews({ idCourse }: { idCourse: number }) {
  const t = useT();
  const { number } = useFormat();
  const reviews = useCourseReviews(idCourse);
  const [rating, setRating] = useState<number | null>(null);
  const [ratingError, setRatingError] = useState<string | undefined>();
  if (reviews.failure) return <LoadFailed failure={reviews.failure} onRetry={reviews.reload} />;
  if (!reviews.data) return <Spinner />;
  const { data } = reviews;
  const chosen = rating ?? data.mine?.rating ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {data.average === null
          ? t('review.none')
          : t('review.average', { average: number(data.average, 1), count: data.count })}
      </p>
      {data.canReview && (
        <section aria-labelledby="saola-my-review" className="rounded-lg bg-gray-50 p-4">
          <h3 id="saola-my-review" className="mb-2 font-semibold text-ink">
            {t('review.rateCourse')}
          </h3>
          <StarInput
            value={chosen}
            error={ratingError}
            onChange={(n) => {
              setRating(n);
              setRatingError(undefined);
            }}
          />
          <div className="mt-2">
            <PostForm
              key={data.mine?.id ?? 'new'}
              label={t('review.comment')}
              name="comment"
              required={false}
              initial={data.mine?.comment ?? ''}
              action={data.mine ? t('review.update') : t('review.send')}
              ready={() => {
                if (chosen === 0) setRatingError(t('validation.rating'));
                return chosen > 0;
              }}
              onSend={(comment) => reviews.save(chosen, comment)}
            />
          </div>
        </section>
      )}
      {data.data.length === 0 ? (
        data.average === null ? null : (
          <EmptyState title={t('review.none')} />
        )
      ) : (
        <ul className="divide-y divide-line">
          {data.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      <Pagination page={reviews.page} take={reviews.take} total={data.total} onPage={reviews.setPage} />
    </div>
  );
}
