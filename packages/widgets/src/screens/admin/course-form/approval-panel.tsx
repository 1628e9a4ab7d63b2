import type { Course } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { Textarea } from '../../../ui/textarea/textarea';
import { useApproval } from './use-course-form';

/** Where a course stands with the school: its approval, a denial's reason, and an owner's decision. */
export function ApprovalPanel({
  course,
  canDecide,
  onDecided,
}: {
  course: Course;
  canDecide: boolean;
  onDecided: (course: Course) => void;
}) {
  const t = useT();
  const approval = useApproval(course, onDecided);
  return (
    <section
      aria-labelledby="saola-approval"
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="saola-approval" className="flex items-center gap-2 font-semibold text-ink">
        {t('course.approval')} <StatusBadge status={course.approval} />
      </h2>
      {course.approval === 'pending' && <p className="text-sm text-muted">{t('course.pendingNote')}</p>}
      {course.approval === 'denied' && course.denialReason && (
        <p className="text-sm text-danger">{t('course.deniedBecause', { reason: course.denialReason })}</p>
      )}
      {canDecide && course.approval !== 'approved' && (
        <div className="flex gap-2">
          <Button onClick={() => void approval.decide('approved')}>{t('course.approve')}</Button>
          {course.approval !== 'denied' && (
            <Button variant="danger" onClick={() => approval.setDenying(true)}>
              {t('course.deny')}
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={approval.denying}
        onClose={() => approval.setDenying(false)}
        title={t('course.deny')}
        actions={
          <>
            <Button variant="secondary" onClick={() => approval.setDenying(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void approval.decide('denied')}>
              {t('course.deny')}
            </Button>
          </>
        }
      >
        <Textarea
          label={t('course.denialReason')}
          name="reason"
          required
          value={approval.reason}
          onChange={approval.setReason}
          error={approval.error}
          maxLength={1000}
        />
      </Dialog>
    </section>
  );
}
