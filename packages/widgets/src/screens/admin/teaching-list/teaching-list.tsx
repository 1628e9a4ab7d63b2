import { LIVE_KINDS, type LiveClassSummary } from '@saola/core/api';
import { displayDate, displayDateTime } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { KIND_NAMES, WEEKDAYS } from '../../shared/live-labels';

export interface TeachingListProps {
  onNavigate?: (to: string) => void;
}

/** "Mon, Wed · 19:00–20:30", Monday first. */
export function useWhen() {
  const t = useT();
  return (item: Pick<LiveClassSummary, 'weekdays' | 'startTime' | 'endTime'>) => {
    const days = WEEKDAYS.filter((w) => item.weekdays.includes(w.day))
      .map((w) => t(w.key))
      .join(', ');
    return `${days ? `${days} · ` : ''}${item.startTime}–${item.endTime}`;
  };
}

/** The school's live classes and meetings: search, filter by type, open one, add, delete several. */
export function TeachingList({ onNavigate }: TeachingListProps) {
  const t = useT();
  const when = useWhen();
  return (
    <ResourceList
      area="teaching"
      pages={{ add: 'teachingAdd', edit: 'teachingEdit' }}
      title={t('route.teaching')}
      addLabel={t('route.teachingAdd')}
      empty={t('live.empty')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'kind',
          label: t('live.kind'),
          choices: LIVE_KINDS.map((kind) => ({ value: kind, label: t(KIND_NAMES[kind]) })),
        },
      ]}
      columns={[
        { key: 'name', header: t('live.name'), sort: 'name', link: true, cell: (item) => item.name },
        { key: 'kind', header: t('live.kind'), cell: (item) => t(KIND_NAMES[item.kind]) },
        { key: 'group', header: t('live.group'), cell: (item) => item.groupName ?? '' },
        { key: 'teacher', header: t('live.teacher'), cell: (item) => item.teacherName },
        {
          key: 'dates',
          header: t('live.dates'),
          sort: 'startDate',
          cell: (item) => `${displayDate(item.startDate)} – ${displayDate(item.endDate)}`,
        },
        { key: 'when', header: t('live.when'), cell: when },
        {
          key: 'next',
          header: t('live.nextSession'),
          cell: (item) => (item.nextSessionAt ? displayDateTime(item.nextSessionAt) : ''),
        },
        { key: 'status', header: t('live.status'), cell: (item) => <StatusBadge status={item.status} /> },
      ]}
    />
  );
}
