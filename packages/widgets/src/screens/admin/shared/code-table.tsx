import { CODE_STATUSES } from '@saola/core/api';
import { displayDate, displayDateTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { ResourceList } from '../../kit/resource-list';
import { CODE_STATUS_LABEL } from '../../shared/commerce-labels';
import { CodeStatusBadge } from './code-status';
import { useNameSearch } from './use-name-search';

export interface CodeTableProps {
  /** Only this batch's codes (a batch's page); every batch's with a batch filter otherwise. */
  idBatch?: number | undefined;
  title: string;
  onNavigate?: ((to: string) => void) | undefined;
}

/**
 * Codes with their status, uses, who used them last and when: found by the code or by the learner's name,
 * filtered by status (and batch); unused ones can be deleted.
 */
export function CodeTable({ idBatch, title, onNavigate }: CodeTableProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const searchBatches = useNameSearch((api, search) => api.activeCode.list(search, { quiet: true }));
  return (
    <ResourceList
      area="activeCodeItem"
      title={title}
      empty={t('activeCode.noCodes')}
      onNavigate={onNavigate}
      // A batch's page exports its batch from its details; every code is exported from here.
      {...(idBatch ? { fixed: { idBatch } } : { exportModule: 'activeCode' as const })}
      filters={[
        {
          name: 'status',
          label: t('activeCode.status'),
          choices: CODE_STATUSES.map((value) => ({ value, label: t(CODE_STATUS_LABEL[value]) })),
        },
        ...(idBatch
          ? []
          : [{ name: 'idBatch' as const, label: t('activeCode.batch'), search: searchBatches }]),
      ]}
      deleteWarning={() => t('activeCode.deleteCodesWarning')}
      columns={[
        {
          key: 'code',
          header: t('activeCode.code'),
          sort: 'code',
          cell: (row) => <span className="font-mono tracking-wider">{row.code}</span>,
        },
        ...(idBatch
          ? []
          : [
              {
                key: 'batch',
                header: t('activeCode.batch'),
                cell: (row: { idBatch: number; batchName: string }) => {
                  const to = pathTo('activeCodeEdit', { id: row.idBatch });
                  return (
                    <a
                      href={to}
                      className="text-brand-700 hover:underline"
                      onClick={(event) => {
                        event.preventDefault();
                        go(to);
                      }}
                    >
                      {row.batchName}
                    </a>
                  );
                },
              },
            ]),
        {
          key: 'status',
          header: t('activeCode.status'),
          cell: (row) => <CodeStatusBadge status={row.status} />,
        },
        { key: 'uses', header: t('activeCode.uses'), cell: (row) => `${row.uses}/${row.usesPerCode}` },
        {
          key: 'usedBy',
          header: t('activeCode.usedBy'),
          cell: (row) =>
            row.usedBy ? (
              <span>
                {row.usedBy} <span className="text-muted">({row.usedByUsername})</span>
              </span>
            ) : (
              ''
            ),
        },
        {
          key: 'usedAt',
          header: t('activeCode.usedAt'),
          sort: 'usedAt',
          cell: (row) => (row.usedAt ? displayDateTime(row.usedAt) : ''),
        },
        {
          key: 'expiresAt',
          header: t('activeCode.expiresAt'),
          cell: (row) => (row.expiresAt ? displayDate(row.expiresAt) : t('activeCode.never')),
        },
      ]}
    />
  );
}
