import { ATTENDANCE_STATUSES, type AttendanceMark, type AttendanceStatus } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { STATUS_NAMES, StatusBadge } from '../../../ui/status-badge/status-badge';
import { Textarea } from '../../../ui/textarea/textarea';
import { ExportJobButton } from '../../shared/export-job-button';

interface Editing {
  idUser: number;
  fullName: string;
  mark: AttendanceMark;
}

/**
 * The class's attendance sheet: each learner's mark per held session (from the video server's events or
 * join clicks, recorded by the server) and her attendance rate; a mark may be corrected with a reason.
 */
export function AttendanceSheetView({
  idClass,
  round,
  onNavigate,
}: {
  idClass: number;
  round: number;
  onNavigate?: ((to: string) => void) | undefined;
}) {
  const t = useT();
  const { api } = useSaola();
  const [again, setAgain] = useState(0);
  const sheet = useReply((a) => a.teaching.attendance({ id: idClass }), [idClass, round, again]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState<AttendanceStatus>('onTime');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!editing) return;
    if (!reason.trim()) {
      setError(t('validation.required'));
      return;
    }
    setSaving(true);
    const reply = await api.teaching.editAttendance({
      idSession: editing.mark.idSession,
      idUser: editing.idUser,
      status,
      reason: reason.trim(),
    });
    setSaving(false);
    if (!reply.error) {
      setEditing(null);
      setAgain((n) => n + 1);
    }
  };

  return (
    <section aria-labelledby="saola-live-attendance" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saola-live-attendance" className="font-semibold text-ink">
          {t('live.attendance')}
        </h2>
        <ExportJobButton module="attendance" query={() => ({ idClass })} onNavigate={onNavigate} />
      </div>
      {sheet.failure ? (
        <LoadFailed failure={sheet.failure} onRetry={sheet.reload} />
      ) : !sheet.data ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : sheet.data.sessions.length === 0 || sheet.data.learners.length === 0 ? (
        <p className="text-sm text-muted">{t('live.noAttendance')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-line">
          <table className="min-w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="p-2">
                  {t('live.learner')}
                </th>
                <th scope="col" className="p-2">
                  {t('live.rate')}
                </th>
                {sheet.data.sessions.map((s) => (
                  <th key={s.id} scope="col" className="whitespace-nowrap p-2">
                    {displayDateTime(s.startsAt)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.data.learners.map((learner) => (
                <tr key={learner.idUser} className="border-t border-line">
                  <th scope="row" className="whitespace-nowrap p-2 text-left font-medium text-ink">
                    {learner.fullName}
                  </th>
                  <td className="p-2">{learner.rate}%</td>
                  {learner.marks.map((mark) => (
                    <td key={mark.idSession} className="p-2">
                      <button
                        type="button"
                        className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                        aria-label={t('live.correct', { name: learner.fullName })}
                        title={mark.joinedAt ? displayDateTime(mark.joinedAt) : undefined}
                        onClick={() => {
                          setEditing({ idUser: learner.idUser, fullName: learner.fullName, mark });
                          setStatus(mark.status);
                          setReason(mark.reason ?? '');
                          setError(undefined);
                        }}
                      >
                        <StatusBadge status={mark.status} />
                      </button>
                      {mark.corrected && <span className="ml-1 text-xs text-muted">✎</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('live.correct', { name: editing.fullName }) : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button busy={saving} onClick={save}>
              {t('common.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          {editing?.mark.joinedAt && (
            <p className="text-sm text-muted">
              {t('live.joinedAt', { time: displayDateTime(editing.mark.joinedAt) })}
            </p>
          )}
          <RadioGroup
            label={t('live.status')}
            name="attendance-status"
            required
            value={status}
            options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(STATUS_NAMES[s]) }))}
            onChange={setStatus}
          />
          <Textarea
            label={t('live.reason')}
            name="reason"
            required
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
          />
        </div>
      </Dialog>
    </section>
  );
}
