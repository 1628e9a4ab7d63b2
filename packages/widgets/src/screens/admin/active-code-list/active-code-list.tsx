import { displayDate } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { Tabs } from '../../../ui/tabs/tabs';
import { ResourceList } from '../../kit/resource-list';
import { CodeTable } from '../shared/code-table';

export interface ActiveCodeListProps {
  onNavigate?: (to: string) => void;
}

/** The school's batches of activation codes, and every code across them (to find one a learner asks about). */
export function ActiveCodeList({ onNavigate }: ActiveCodeListProps) {
  const t = useT();
  return (
    <Tabs
      label={t('route.activeCodes')}
      inUrl
      tabs={[
        {
          key: 'batches',
          label: t('activeCode.batches'),
          content: (
            <ResourceList
              area="activeCode"
              pages={{ add: 'activeCodeAdd', edit: 'activeCodeEdit' }}
              title={t('route.activeCodes')}
              addLabel={t('activeCode.generate')}
              empty={t('activeCode.noBatches')}
              onNavigate={onNavigate}
              deleteWarning={() => t('activeCode.deleteBatchWarning')}
              columns={[
                { key: 'name', header: t('activeCode.name'), sort: 'name', link: true, cell: (b) => b.name },
                {
                  key: 'target',
                  header: t('activeCode.target'),
                  cell: (b) => b.packageName ?? t('activeCode.courseCount', { count: b.courses }),
                },
                {
                  key: 'used',
                  header: t('activeCode.uses'),
                  cell: (b) => t('activeCode.usedOf', { used: b.used, codes: b.codes }),
                },
                { key: 'usesPerCode', header: t('activeCode.usesPerCode'), cell: (b) => b.usesPerCode },
                {
                  key: 'expiresAt',
                  header: t('activeCode.expiresAt'),
                  cell: (b) => (b.expiresAt ? displayDate(b.expiresAt) : t('activeCode.never')),
                },
                { key: 'createdBy', header: t('activeCode.createdBy'), cell: (b) => b.createdBy ?? '' },
                {
                  key: 'createdAt',
                  header: t('activeCode.createdAt'),
                  sort: 'createdAt',
                  cell: (b) => displayDate(b.createdAt),
                },
              ]}
            />
          ),
        },
        {
          key: 'codes',
          label: t('activeCode.codes'),
          content: <CodeTable title={t('activeCode.codes')} onNavigate={onNavigate} />,
        },
      ]}
    />
  );
}
