import type { SettingChange, SettingSection } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/progress/progress';
import { settingFieldLabel } from './setting-labels';

const SHOWN = 10;

function Value({ value }: { value: SettingChange['changes'][number]['from'] }) {
  const t = useT();
  if (value === null || value === '') return <span className="text-muted">{t('settings.none')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'settings.yes' : 'settings.no')}</>;
  return <span className="break-all">{String(value)}</span>;
}

/** The last saves of a settings section: who, when, and each field before → after (secrets only as "set"). */
export function SettingHistory({ section, round }: { section: SettingSection; round: number }) {
  const t = useT();
  const loaded = useReply((api) => api.setting.history({ section, take: SHOWN }), [section, round]);
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <h2 className="font-semibold text-ink">{t('settings.history')}</h2>
      {loaded.failure ? (
        <LoadFailed failure={loaded.failure} onRetry={loaded.reload} />
      ) : !loaded.data ? (
        <Spinner />
      ) : loaded.data.data.length === 0 ? (
        <p className="text-sm text-muted">{t('settings.historyEmpty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {loaded.data.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-2 text-sm">
              <p className="text-muted">
                {displayDateTime(entry.createdAt)} · {entry.userName ?? t('settings.someone')}
              </p>
              <ul className="flex flex-col gap-0.5">
                {entry.changes.map((change) => (
                  <li key={change.field} className="text-ink">
                    <span className="font-medium">{settingFieldLabel(change.field, t)}</span>:{' '}
                    <Value value={change.from} /> → <Value value={change.to} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function SettingSectionBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <legend className="px-1 font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}
