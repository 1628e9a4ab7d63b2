import { displayDateTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { APPROVE_STATUS_OF, KIND_NAMES } from '../shared/approval-labels';

export interface ApprovalListProps {
  onNavigate?: (to: string) => void;
}

/** The requests waiting for me now, each with the step I decide: open one to approve or reject it. */
export function ApprovalList({ onNavigate }: ApprovalListProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <ResourceList
      area="approval"
      title={t('route.approvals')}
      empty={t('approval.emptyWaiting')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'kind',
          label: t('approval.kind'),
          choices: [
            { value: 'member', label: t('approval.kindMember') },
            { value: 'course', label: t('approval.kindCourse') },
          ],
        },
      ]}
      columns={[
        {
          key: 'targetName',
          header: t('approval.target'),
          sort: 'targetName',
          cell: (item) => (
            <a
              href={pathTo('approvalDetail', { id: item.id })}
              onClick={(event) => {
                event.preventDefault();
                go(pathTo('approvalDetail', { id: item.id }));
              }}
              className="font-medium text-brand-700 hover:underline"
            >
              {item.targetName}
            </a>
          ),
        },
        { key: 'kind', header: t('approval.kind'), cell: (item) => t(KIND_NAMES[item.kind]) },
        { key: 'flow', header: t('approval.flow'), cell: (item) => item.flowName },
        {
          key: 'step',
          header: t('approval.currentStep'),
          cell: (item) =>
            t('approval.stepOf', { step: item.step + 1, total: item.steps, name: item.stepName }),
        },
        { key: 'requester', header: t('approval.requester'), cell: (item) => item.requesterName ?? '—' },
        {
          key: 'status',
          header: t('approval.status'),
          cell: (item) => <StatusBadge status={APPROVE_STATUS_OF[item.status]} />,
        },
        {
          key: 'createdAt',
          header: t('approval.sentAt'),
          sort: 'createdAt',
          cell: (item) => displayDateTime(item.createdAt),
        },
      ]}
    />
  );
}
