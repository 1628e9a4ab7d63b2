import { type DomainStatus, domainPayload, type DomainSetting as Setting } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { useSaveForm } from '../../../ui/form/use-form';
import { Pill, type Tone } from '../../../ui/status-badge/pill';
import { TextField } from '../../../ui/text-field/text-field';
import { SaveBar } from '../../kit/save-bar';
import { SettingPage } from '../../kit/setting-page';
import { SettingSectionBox } from '../shared/setting-history';

const STATUS_NAMES: Record<DomainStatus, TranslationKey> = {
  none: 'domain.statusNone',
  pending: 'domain.statusPending',
  verified: 'domain.statusVerified',
  failed: 'domain.statusFailed',
};
const STATUS_TONES: Record<DomainStatus, Tone> = {
  none: 'gray',
  pending: 'amber',
  verified: 'green',
  failed: 'red',
};

function Editor({ saved, onSaved }: { saved: Setting; onSaved: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: { domain: saved.requested ?? saved.domain ?? '' },
    struct: domainPayload,
    save: (values) => api.schoolDomain.edit(values),
    onSaved,
  });
  const field = form.field('domain');
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <SettingSectionBox title={t('domain.field')}>
        <TextField
          label={t('domain.field')}
          maxLength={253}
          description={t('domain.hint')}
          {...field}
          value={form.values.domain ?? ''}
          // Domain names are case-insensitive: the field keeps the form the server stores.
          onChange={(value: string) => field.onChange(value.trim().toLowerCase())}
          placeholder="hoc.truong-abc.edu.vn"
        />
        <SaveBar busy={form.submitting} saveLabel={t('domain.save')} />
      </SettingSectionBox>
    </form>
  );
}

/** The DNS records to create for the domain asked for, and the check that puts it in use. */
function Records({ setting, onChecked }: { setting: Setting; onChecked: () => void }) {
  const t = useT();
  const { api } = useSaola();
  const [busy, setBusy] = useState(false);
  if (!setting.requested || !setting.recordName || !setting.recordValue) return null;
  const rows = [
    { type: 'TXT', name: setting.recordName, value: setting.recordValue },
    { type: 'CNAME', name: setting.requested, value: setting.target },
  ];
  return (
    // A section, not a fieldset: a fieldset is as wide as its table, which would scroll the page at 360 px.
    <section className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <h2 className="font-semibold text-ink">{t('domain.records')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 pe-3 font-medium">{t('domain.recordType')}</th>
              <th className="py-1 pe-3 font-medium">{t('domain.recordName')}</th>
              <th className="py-1 font-medium">{t('domain.recordValue')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.type} className="border-t border-line">
                <td className="py-2 pe-3 font-mono">{row.type}</td>
                <td className="break-all py-2 pe-3 font-mono">{row.name}</td>
                <td className="break-all py-2 font-mono">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {setting.checkedAt && (
        <p className="text-sm text-muted">
          {t('domain.checkedAt')}: {displayDateTime(setting.checkedAt)}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await api.schoolDomain.verify({});
            } finally {
              setBusy(false);
              onChecked();
            }
          }}
        >
          {t('domain.verify')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The school's own domain (admin /setting/domain): the domain in use, the one asked for with the DNS records to
 * create (a TXT record proving the school holds it, a CNAME to this server), a check that puts it in use, and
 * the history of its saves.
 */
export function DomainSetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingDomain')}
      access={api.schoolDomain.edit.access}
      load={(a) => a.schoolDomain.get({})}
      history="domain"
    >
      {(setting, again) => (
        <>
          <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-line sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-ink">{t('domain.current')}</dt>
            <dd className="break-all">{setting.domain ?? t('domain.none')}</dd>
            <dt className="font-medium text-ink">{t('domain.status')}</dt>
            <dd>
              <Pill tone={STATUS_TONES[setting.status]}>{t(STATUS_NAMES[setting.status])}</Pill>
              {setting.requested && <span className="ms-2 break-all">{setting.requested}</span>}
            </dd>
          </dl>
          <Editor saved={setting} onSaved={again} />
          <Records setting={setting} onChecked={again} />
        </>
      )}
    </SettingPage>
  );
}
