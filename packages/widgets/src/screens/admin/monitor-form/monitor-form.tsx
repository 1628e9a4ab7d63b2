import type { Monitor, SelectOption } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { PasswordField } from '../../../ui/password-field/password-field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import type { RecordScreenProps } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { RecordPage } from '../shared/record-page';
import { useNameSearch } from '../shared/use-name-search';
import { useMonitorForm } from './use-monitor-form';

/** `id`: the observer to edit; a new observer when omitted. */
export type MonitorFormProps = RecordScreenProps;

const LIST = pathTo('monitorList');
function Editor({ monitor, onNavigate }: { monitor: Monitor | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { form, strongPassword } = useMonitorForm(monitor, () => onNavigate(LIST));
  const [classes, setClasses] = useState<SelectOption[]>(
    monitor?.idGroups.map((id, i) => ({ id, text: monitor.classes[i] ?? `#${id}` })) ?? [],
  );
  const searchClasses = useNameSearch((api, search) => api.userGroup.list(search, { quiet: true }));
  return (
    <form noValidate onSubmit={form.submit} className="grid max-w-4xl gap-6 md:grid-cols-2">
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('monitor.account')}</h2>
        <TextField label={t('monitor.fullName')} required maxLength={150} {...form.field('fullName')} />
        <TextField label={t('monitor.username')} required maxLength={100} {...form.field('username')} />
        <PasswordField
          label={monitor ? t('monitor.newPassword') : t('monitor.password')}
          required={!monitor}
          autoComplete="new-password"
          strengthHint={strongPassword}
          {...form.field('password')}
        />
        {monitor && <p className="-mt-2 text-xs text-muted">{t('monitor.newPasswordHint')}</p>}
        <TextField label={t('common.email')} type="email" {...form.field('email')} />
        <TextField label={t('monitor.phone')} type="tel" {...form.field('phone')} />
        <RadioGroup
          label={t('monitor.status')}
          name="status"
          required
          value={form.values.status}
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
          onChange={(value) => form.set('status', value)}
        />
      </section>
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('monitor.watching')}</h2>
        <p className="text-sm text-muted">{t('monitor.watchingHint')}</p>
        <Select
          multiple
          label={t('monitor.classes')}
          name="idGroups"
          search={searchClasses}
          value={classes}
          onChange={(chosen) => {
            setClasses(chosen);
            form.set(
              'idGroups',
              chosen.map((option) => Number(option.id)),
            );
          }}
          error={form.errors.idGroups}
        />
      </section>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} className="md:col-span-2" />
    </form>
  );
}

/** An observer's account, contact, status and the classes it watches (read-only). */
export function MonitorForm({ id, onNavigate }: MonitorFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage
      id={id}
      addTitle={t('route.monitorAdd')}
      editTitle={t('route.monitorEdit')}
      load={(api, idMonitor) => api.monitor.get({ id: idMonitor })}
      titleOf={(monitor) => monitor.fullName}
      listPath={LIST}
      onNavigate={go}
    >
      {(monitor) => <Editor monitor={monitor} onNavigate={go} />}
    </RecordPage>
  );
}
