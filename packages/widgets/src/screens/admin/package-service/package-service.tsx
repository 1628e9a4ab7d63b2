import type { ServicePlan, Usage } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import { RequireAccess } from '../../../elements/require-access';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { ProgressBar, Spinner } from '../../../ui/progress/progress';
import { Pill } from '../../../ui/status-badge/pill';

const PLAN_NAMES: Record<ServicePlan, TranslationKey> = {
  basic: 'servicePackage.basic',
  standard: 'servicePackage.standard',
  premium: 'servicePackage.premium',
};

/** One use of the package against its limit: the figures and, where there is a limit, a bar. */
function Meter({ label, usage, format }: { label: string; usage: Usage; format: (n: number) => string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-muted">
          {usage.limit === null
            ? t('servicePackage.unlimited', { used: format(usage.used) })
            : t('servicePackage.usageOf', { used: format(usage.used), limit: format(usage.limit) })}
        </span>
      </div>
      {usage.limit !== null && (
        <ProgressBar label={label} value={usage.limit ? usage.used / usage.limit : 1} />
      )}
    </div>
  );
}

/**
 * The school's service package (admin /setting/package-service): its plan and expiry as the platform set
 * them, and the library storage, learners and courses used against the package's limits.
 */
export function PackageService() {
  const t = useT();
  const { api } = useSaola();
  const loaded = useReply((a) => a.servicePackage.get({}), []);
  const p = loaded.data;
  const { number, size } = useFormat();
  return (
    <RequireAccess access={api.servicePackage.get.access}>
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.settingPackage')}</h1>
        {loaded.failure ? (
          <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
        ) : !p ? (
          <Spinner />
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-line sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-ink">{t('servicePackage.plan')}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t(PLAN_NAMES[p.plan])}</span>
                <Pill tone={p.expired ? 'red' : 'green'}>
                  {t(p.expired ? 'servicePackage.expired' : 'servicePackage.active')}
                </Pill>
              </dd>
              <dt className="font-medium text-ink">{t('servicePackage.expiresAt')}</dt>
              <dd>{p.expiresAt ? displayDate(p.expiresAt) : t('servicePackage.noExpiry')}</dd>
            </dl>
            <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
              <h2 className="font-semibold text-ink">{t('servicePackage.usage')}</h2>
              <Meter label={t('servicePackage.storage')} usage={p.storage} format={size} />
              <Meter label={t('servicePackage.learners')} usage={p.learners} format={number} />
              <Meter label={t('servicePackage.courses')} usage={p.courses} format={number} />
            </section>
            <p className="text-sm text-muted">{t('servicePackage.contact')}</p>
          </>
        )}
      </div>
    </RequireAccess>
  );
}
