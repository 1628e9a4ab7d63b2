import { approveSettingPayload, type SelectOption, type ApproveSetting as Setting } from '@saola/core/api';
import { RequireAccess } from '../../../elements/require-access';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { useReply } from '../../../runtime/use-reply';
import { LoadFailed } from '../../../ui/empty-state/empty-state';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { Select } from '../../../ui/select/select';
import { SaveBar } from '../../kit/save-bar';

function SettingForm({
  setting,
  flows,
  onSaved,
}: {
  setting: Setting;
  flows: SelectOption[];
  onSaved: () => void;
}) {
  const t = useT();
  const { api } = useSaola();
  const form = useForm({
    initial: { member: setting.member, course: setting.course },
    struct: approveSettingPayload,
    onSubmit: async (values) => {
      const reply = await api.approveSetting.edit(values);
      if (reply.error) return fieldErrorsOf(reply);
      onSaved();
      return undefined;
    },
  });
  const options = [{ id: 0, text: t('approval.noFlow') }, ...flows];
  const choice = (name: 'member' | 'course', label: string, hint: string) => (
    <div className="flex flex-col gap-1">
      <Select
        label={label}
        name={name}
        options={options}
        value={options.find((option) => option.id === (form.values[name] ?? 0)) ?? null}
        onChange={(option) => form.set(name, option && option.id !== 0 ? Number(option.id) : null)}
        error={form.errors[name]}
      />
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-2xl flex-col gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      {choice('member', t('approval.settingMember'), t('approval.settingMemberHint'))}
      {choice('course', t('approval.settingCourse'), t('approval.settingCourseHint'))}
      <SaveBar busy={form.submitting} />
    </form>
  );
}

/** Which requests go through which approval flow: member registrations and courses waiting for approval. */
export function ApproveSetting() {
  const t = useT();
  const { api } = useSaola();
  const setting = useReply((a) => a.approveSetting.get({}), []);
  const flows = useReply((a) => a.approveFlow.list({ take: 200 }), []);
  const failed = setting.failure ?? flows.failure;
  return (
    <RequireAccess access={api.approveSetting.edit.access}>
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{t('route.approveSetting')}</h1>
        {failed ? (
          <LoadFailed
            failure={failed}
            onRetry={() => {
              setting.reload();
              flows.reload();
            }}
          />
        ) : setting.data && flows.data ? (
          <SettingForm
            setting={setting.data}
            flows={flows.data.data.map((flow) => ({ id: flow.id, text: `${flow.code} — ${flow.name}` }))}
            onSaved={setting.reload}
          />
        ) : (
          <p className="text-sm text-muted">{t('common.loading')}</p>
        )}
      </div>
    </RequireAccess>
  );
}
