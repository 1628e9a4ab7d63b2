import type { ScheduleItem } from '@saola/core/api';
import { dayjs, displayDate, displayDateTime, schoolDay, schoolTime, weekDays } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { Button } from '../../../ui/button/button';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { Tabs } from '../../../ui/tabs/tabs';
import { KIND_NAMES, WEEKDAYS } from '../../shared/live-labels';

export interface ScheduleProps {
  onNavigate?: (to: string) => void;
}

/** The week's sessions (Monday first) or the list of those to come, for a learner or for staff. */
export function Schedule({ onNavigate }: ScheduleProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const [week, setWeek] = useState(() => weekDays(schoolDay(new Date())));
  const from = week[0] as string;
  const to = week[6] as string;
  const weekly = useReply((api) => api.schedule.list({ from, to, take: 200 }), [from, to]);
  const upcoming = useReply((api) => api.schedule.list({ upcoming: true, take: 50 }), []);
  const shift = (days: number) => setWeek(weekDays(dayjs(from).add(days, 'day').toDate()));

  const entry = (item: ScheduleItem, withDate: boolean) => (
    <li key={item.id} className="flex flex-col gap-1 rounded-lg bg-white p-3 shadow-sm ring-1 ring-line">
      <p className="font-medium text-ink">{item.className}</p>
      <p className="text-sm text-muted">
        {withDate ? displayDateTime(item.startsAt) : schoolTime(item.startsAt)} – {schoolTime(item.endsAt)} ·{' '}
        {t(KIND_NAMES[item.kind])}
        {item.room ? ` · ${item.room}` : ''}
      </p>
      <div className="flex items-center gap-2">
        <StatusBadge status={item.status} />
        {item.canJoin && (
          <Button onClick={() => go(pathTo('teachingJoin', { id: item.idClass }))}>{t('live.join')}</Button>
        )}
      </div>
    </li>
  );

  const weekView = weekly.failure ? (
    <LoadFailed failure={weekly.failure} onRetry={weekly.reload} />
  ) : (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => shift(-7)}>
          {t('live.previousWeek')}
        </Button>
        <Button variant="secondary" onClick={() => setWeek(weekDays(schoolDay(new Date())))}>
          {t('live.thisWeek')}
        </Button>
        <Button variant="secondary" onClick={() => shift(7)}>
          {t('live.nextWeek')}
        </Button>
        <span className="text-sm text-muted">
          {displayDate(from)} – {displayDate(to)}
        </span>
      </div>
      {!weekly.data ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-7">
          {week.map((date, i) => {
            const items = weekly.data?.data.filter((s) => schoolDay(s.startsAt) === date) ?? [];
            return (
              <section key={date} aria-label={displayDate(date)} className="flex flex-col gap-2">
                <h2 className="text-sm font-semibold text-ink">
                  {t((WEEKDAYS[i] as (typeof WEEKDAYS)[number]).key)} {displayDate(date).slice(0, 5)}
                </h2>
                {items.length ? (
                  <ul className="flex flex-col gap-2">{items.map((s) => entry(s, false))}</ul>
                ) : (
                  <p className="text-xs text-muted">{t('live.freeDay')}</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );

  const listView = upcoming.failure ? (
    <LoadFailed failure={upcoming.failure} onRetry={upcoming.reload} />
  ) : !upcoming.data ? (
    <p className="text-sm text-muted">{t('common.loading')}</p>
  ) : upcoming.data.data.length === 0 ? (
    <p className="text-sm text-muted">{t('live.noUpcoming')}</p>
  ) : (
    <ul className="flex flex-col gap-2">{upcoming.data.data.map((s) => entry(s, true))}</ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-ink">{t('route.schedule')}</h1>
      <Tabs
        label={t('route.schedule')}
        tabs={[
          { key: 'week', label: t('live.week'), content: weekView },
          { key: 'list', label: t('live.list'), content: listView },
        ]}
      />
    </div>
  );
}
