import type { ApprovalLogRow } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useCallback } from 'react';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TableQuery } from '../../../ui/data-table/use-data-table';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { APPROVE_STATUS_OF, KIND_NAMES } from '../shared/approval-labels';

/** Every decision of the school's approval flows: who decided which step of which request, when and why. */
export function ApprovalLog() {
  const t = useT();
  const { api } = useSaola();
  const load = useCallback((query: TableQuery) => api.approval.log(query), [api]);
  return (
    <RequireAccess access={api.approval.log.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.approvalLog')}</h1>
        <DataTable<ApprovalLogRow>
          label={t('route.approvalLog')}
          empty={t('approval.emptyLog')}
          load={load}
          inUrl
          columns={[
            {
              key: 'createdAt',
              header: t('approval.decidedAt'),
              sort: 'createdAt',
              cell: (row) => displayDateTime(row.createdAt),
            },
            { key: 'target', header: t('approval.target'), cell: (row) => row.targetName },
            { key: 'kind', header: t('approval.kind'), cell: (row) => t(KIND_NAMES[row.kind]) },
            { key: 'flow', header: t('approval.flow'), cell: (row) => row.flowName },
            { key: 'step', header: t('approval.step'), cell: (row) => row.stepName },
            { key: 'user', header: t('approval.approver'), cell: (row) => row.userName },
            {
              key: 'status',
              header: t('approval.decision'),
              cell: (row) => <StatusBadge status={APPROVE_STATUS_OF[row.status]} />,
            },
            { key: 'reason', header: t('approval.reason'), cell: (row) => row.reason ?? '—' },
          ]}
        />
      </div>
    </RequireAccess>
  );
}
