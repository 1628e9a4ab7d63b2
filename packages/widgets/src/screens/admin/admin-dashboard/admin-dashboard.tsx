import { AcademicCapIcon, BookOpenIcon, UserGroupIcon } from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useSession, useT } from '../../../runtime/i18n';
import { BarChart } from '../../../ui/bar-chart/bar-chart';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { SetupSection, TeacherDay, WaitingSection, WeekSection } from './desk-sections';
import { useAdminDashboard } from './use-admin-dashboard';

function Stat({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <dl>
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="text-2xl font-semibold text-ink">{value}</dd>
      </dl>
    </div>
  );
}

export interface AdminDashboardProps {
  onNavigate?: (to: string) => void;
}

/**
 * The owner's and teacher's home: what waits for her and what the school has not set up, each a link to where
 * it is done; a teacher's day; the week's figures; how big the school is and how busy it has been this month.
 */
export function AdminDashboard({ onNavigate }: AdminDashboardProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  const { website } = useSession();
  const dashboard = useAdminDashboard();
  const { number } = useFormat();

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-semibold text-ink">{website?.name ?? t('route.dashboard')}</h1>
      {dashboard.failure ? (
        <LoadFailed failure={dashboard.failure} onRetry={dashboard.reload} />
      ) : !dashboard.counts ? (
        <Spinner />
      ) : (
        <>
          <SetupSection missing={dashboard.notSetUp} go={go} />
          {dashboard.waiting && <WaitingSection items={dashboard.waiting} go={go} />}
          {dashboard.desk && <TeacherDay desk={dashboard.desk} go={go} />}
          {dashboard.week && <WeekSection week={dashboard.week} />}
          <section className="grid gap-4 sm:grid-cols-3">
            <Stat
              label={t('dashboard.students')}
              value={number(dashboard.counts.students)}
              icon={UserGroupIcon}
            />
            <Stat
              label={t('dashboard.teachers')}
              value={number(dashboard.counts.teachers)}
              icon={AcademicCapIcon}
            />
            <Stat
              label={t('dashboard.courses')}
              value={number(dashboard.counts.courses)}
              icon={BookOpenIcon}
            />
          </section>
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
            <BarChart
              title={t('dashboard.activity')}
              labels={dashboard.labels}
              series={[
                { label: t('dashboard.signIns'), values: dashboard.signIns, colour: 'bg-brand-600' },
                { label: t('dashboard.enrolments'), values: dashboard.enrolments, colour: 'bg-amber-500' },
              ]}
            />
            {dashboard.quiet && <p className="mt-3 text-sm text-muted">{t('dashboard.noActivity')}</p>}
          </section>
        </>
      )}
    </div>
  );
}
