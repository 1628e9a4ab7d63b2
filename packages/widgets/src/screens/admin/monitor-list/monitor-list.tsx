import { displayDateTime } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { useNameSearch } from '../shared/use-name-search';

export interface MonitorListProps {
  /** Where "add" and an observer lead; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

/**
 * The school's observers (class attendants) and the classes each watches: search, filter by status and class,
 * open one, add, delete several.
 */
export function MonitorList({ onNavigate }: MonitorListProps) {
  const t = useT();
  const { phone } = useFormat();
  const searchClasses = useNameSearch((api, search) => api.userGroup.list(search, { quiet: true }));
  return (
    <ResourceList
      area="monitor"
      pages={{ add: 'monitorAdd', edit: 'monitorEdit' }}
      title={t('route.monitors')}
      addLabel={t('route.monitorAdd')}
      empty={t('monitor.empty')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'status',
          label: t('monitor.status'),
          choices: [
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ],
        },
        { name: 'idGroup', label: t('monitor.classes'), search: searchClasses },
      ]}
      columns={[
        {
          key: 'fullName',
          header: t('monitor.fullName'),
          sort: 'fullName',
          link: true,
          cell: (m) => m.fullName,
        },
        { key: 'username', header: t('monitor.username'), sort: 'username', cell: (m) => m.username },
        { key: 'email', header: t('common.email'), cell: (m) => m.email ?? '—' },
        { key: 'phone', header: t('monitor.phone'), cell: (m) => (m.phone ? phone(m.phone) : '—') },
        {
          key: 'classes',
          header: t('monitor.watching'),
          cell: (m) =>
            m.classes.length ? (
              <span title={t('monitor.classCount', { count: m.classes.length })}>{m.classes.join(', ')}</span>
            ) : (
              <span className="text-muted">{t('monitor.noClass')}</span>
            ),
        },
        { key: 'status', header: t('monitor.status'), cell: (m) => <StatusBadge status={m.status} /> },
        {
          key: 'lastSignIn',
          header: t('monitor.lastSignIn'),
          sort: 'lastSignInAt',
          cell: (m) => (m.lastSignInAt ? displayDateTime(m.lastSignInAt) : '—'),
        },
      ]}
    />
  );
}
