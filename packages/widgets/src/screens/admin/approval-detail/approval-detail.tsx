import type { ApprovalRequest } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { fieldMessages } from '@saola/core/http';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { Textarea } from '../../../ui/textarea/textarea';
import { APPROVE_STATUS_OF, KIND_NAMES } from '../shared/approval-labels';
import { RecordPage } from '../shared/record-page';

export interface ApprovalDetailProps {
  id: number;
  onNavigate?: (to: string) => void;
}

const LIST = pathTo('approvalList');

/** Approve or reject the step waiting for me; a rejection needs its reason (the server asks for it too). */
function Decision({ request, onDecided }: { request: ApprovalRequest; onDecided: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) {
      setError(t('orgError.reasonRequired'));
      return;
    }
    const reply = await api.approval.decide({
      id: request.id,
      step: request.step,
      decision,
      ...(reason.trim() ? { reason } : {}),
    });
    if (reply.error) {
      setError(fieldMessages(reply).reason ?? reply.message);
      // Someone else decided first, or the request moved on: show where it is now.
      if (reply.code === 409) onDecided();
      return;
    }
    onDecided();
  };
  return (
    <section
      aria-labelledby="saola-approval-decide"
      className="flex max-w-2xl flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="saola-approval-decide" className="font-semibold text-ink">
        {t('approval.yourDecision', { name: request.stepName })}
      </h2>
      <Textarea
        label={t('approval.reason')}
        name="reason"
        maxLength={1000}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
        description={t('approval.reasonHint')}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide('approve')}>{t('approval.approve')}</Button>
        <Button variant="danger" onClick={() => decide('reject')}>
          {t('approval.reject')}
        </Button>
      </div>
    </section>
  );
}

function History({ request }: { request: ApprovalRequest }) {
  const t = useT();
  return (
    <section aria-labelledby="saola-approval-history" className="flex max-w-2xl flex-col gap-3">
      <h2 id="saola-approval-history" className="font-semibold text-ink">
        {t('approval.history')}
      </h2>
      <ol className="flex flex-col gap-2">
        {request.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the flow
          <li key={index} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-line">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink">
                {t('approval.stepOf', { step: index + 1, total: request.steps.length, name: step.name })}
              </span>
              {step.status ? (
                <StatusBadge status={APPROVE_STATUS_OF[step.status]} />
              ) : (
                <span className="text-xs text-muted">{t('approval.notReached')}</span>
              )}
            </div>
            <span className="text-sm text-muted">
              {t('approval.approver')}: {step.approverName ?? '—'}
            </span>
            {step.decidedBy && (
              <span className="text-sm text-ink">
                {t('approval.decidedBy', { name: step.decidedBy, at: displayDateTime(step.decidedAt ?? '') })}
              </span>
            )}
            {step.reason && (
              <span className="text-sm text-ink">
                {t('approval.reason')}: {step.reason}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One request: what it is, its flow, every step with who decided and why, and my decision when it is my turn. */
export function ApprovalDetail({ id, onNavigate }: ApprovalDetailProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage<ApprovalRequest>
      id={id}
      addTitle={t('route.approvalDetail')}
      editTitle={t('route.approvalDetail')}
      load={(api, idRequest) => api.approval.get({ id: idRequest })}
      titleOf={(request) => request.targetName}
      listPath={LIST}
      onNavigate={go}
    >
      {(request, reload) =>
        request && (
          <>
            <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('approval.kind')}</dt>
              <dd>{t(KIND_NAMES[request.kind])}</dd>
              <dt className="text-muted">{t('approval.flow')}</dt>
              <dd>{request.flowName}</dd>
              <dt className="text-muted">{t('approval.requester')}</dt>
              <dd>{request.requesterName ?? '—'}</dd>
              <dt className="text-muted">{t('approval.sentAt')}</dt>
              <dd>{displayDateTime(request.createdAt)}</dd>
              <dt className="text-muted">{t('approval.status')}</dt>
              <dd>
                <StatusBadge status={APPROVE_STATUS_OF[request.status]} />
              </dd>
              {request.reason && (
                <>
                  <dt className="text-muted">{t('approval.reason')}</dt>
                  <dd>{request.reason}</dd>
                </>
              )}
            </dl>
            {request.canDecide && <Decision request={request} onDecided={reload} />}
            {request.cannotDecide && (
              <p
                role="status"
                className="max-w-2xl rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-line"
              >
                {request.cannotDecide}
              </p>
            )}
            <History request={request} />
            <div>
              <Button variant="secondary" onClick={() => go(LIST)}>
                {t('common.back')}
              </Button>
            </div>
          </>
        )
      }
    </RecordPage>
  );
}
