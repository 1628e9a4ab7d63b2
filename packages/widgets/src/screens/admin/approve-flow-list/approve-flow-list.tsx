import { displayDate } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';
import { KIND_NAMES } from '../shared/approval-labels';

export interface ApproveFlowListProps {
  onNavigate?: (to: string) => void;
}

/** The school's approval flows with their steps and the requests they decide: add, open, delete unused ones. */
export function ApproveFlowList({ onNavigate }: ApproveFlowListProps) {
  const t = useT();
  return (
    <ResourceList
      area="approveFlow"
      pages={{ add: 'approveFlowAdd', edit: 'approveFlowEdit' }}
      title={t('route.approveFlows')}
      addLabel={t('route.approveFlowAdd')}
      empty={t('approval.emptyFlows')}
      onNavigate={onNavigate}
      columns={[
        { key: 'code', header: t('approval.flowCode'), sort: 'code', link: true, cell: (item) => item.code },
        { key: 'name', header: t('approval.flowName'), sort: 'name', cell: (item) => item.name },
        {
          key: 'steps',
          header: t('approval.steps'),
          cell: (item) => t('approval.stepCount', { count: item.steps }),
        },
        {
          key: 'usedFor',
          header: t('approval.usedFor'),
          cell: (item) =>
            item.usedFor.length ? item.usedFor.map((kind) => t(KIND_NAMES[kind])).join(', ') : '—',
        },
        {
          key: 'createdAt',
          header: t('approval.createdAt'),
          sort: 'createdAt',
          cell: (item) => displayDate(item.createdAt),
        },
      ]}
    />
  );
}
