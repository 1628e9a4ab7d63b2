import VideoCameraIcon from '@heroicons/react/24/outline/VideoCameraIcon';
import type { ScheduleItem } from '@saola/core/api';
import { displayDateTime, schoolTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { EmptyState, LoadFailed } from '../../../ui/empty-state/empty-state';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { KIND_NAMES } from '../../shared/live-labels';

export interface LiveClassListProps {
  onNavigate?: (to: string) => void;
}

const PAGE = 20;

/** The learner's live classes and meetings still to come, soonest first, with a join button while open. */
export function LiveClassList({ onNavigate }: LiveClassListProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const [take, setTake] = useState(PAGE);
  const reply = useReply((api) => api.schedule.list({ upcoming: true, take }), [take]);
  const items = reply.data?.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.liveClasses')}</h1>
      {reply.failure ? (
        <LoadFailed failure={reply.failure} onRetry={reply.reload} />
      ) : !reply.data ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={VideoCameraIcon} title={t('live.noUpcoming')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item: ScheduleItem) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-medium text-ink">{item.className}</p>
                <p className="text-sm text-muted">
                  {t(KIND_NAMES[item.kind])} · {displayDateTime(item.startsAt)} – {schoolTime(item.endsAt)}
                  {item.room ? ` · ${item.room}` : ''}
                </p>
                <p className="text-sm text-muted">{item.teacherName}</p>
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge status={item.status === 'notOpen' ? 'notStarted' : item.status} />
                {item.canJoin && (
                  <Button onClick={() => go(pathTo('teachingJoin', { id: item.idClass }))}>
                    {t('live.join')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {reply.data && reply.data.total > items.length && (
        <Button variant="secondary" onClick={() => setTake((n) => n + PAGE)}>
          {t('live.more')}
        </Button>
      )}
    </div>
  );
}
