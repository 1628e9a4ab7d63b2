import type { SelectOption, Teacher } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { hasRight } from '@saola/core/session';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useSession, useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Spinner } from '../../../ui/progress/progress';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import type { RecordScreenProps } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { RecordPage } from '../shared/record-page';
import { RightsPicker } from '../shared/rights-picker';
import { useNameSearch } from '../shared/use-name-search';
import { useTeacherForm } from './use-teacher-form';

/** `id`: the teacher to edit; a new teacher when omitted. */
export type TeacherFormProps = RecordScreenProps;

const LIST = pathTo('teacherList');
function Access({
  teacher,
  form,
}: {
  teacher: Teacher | null;
  form: ReturnType<typeof useTeacherForm>['form'];
}) {
  const t = useT();
  const { user } = useSession();
  const catalogue = useReply((client) => client.rightGroup.rights({}), []);
  const [groups, setGroups] = useState<SelectOption[]>(
    teacher?.idGroups.map((id, i) => ({ id, text: teacher.groups[i] ?? `#${id}` })) ?? [],
  );
  const searchGroups = useNameSearch((api, search) => api.rightGroup.list(search, { quiet: true }));
  // Nobody changes their own groups or rights; the owner's kind holds every right.
  const fixed = teacher?.kind === 'owner' || (teacher !== null && teacher.id === user?.id);
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line md:col-span-2">
      <h2 className="font-semibold text-ink">{t('teacher.access')}</h2>
      {fixed ? (
        <p className="text-sm text-muted">
          {teacher?.kind === 'owner' ? t('teacher.owner') : t('staffError.ownAccess')}
        </p>
      ) : (
        <>
          <Select
            multiple
            label={t('teacher.groups')}
            name="idGroups"
            search={searchGroups}
            value={groups}
            onChange={(chosen) => {
              setGroups(chosen);
              form.set(
                'idGroups',
                chosen.map((option) => Number(option.id)),
              );
            }}
            error={form.errors.idGroups}
          />
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-ink">{t('teacher.individualRights')}</span>
            <p className="text-xs text-muted">{t('teacher.individualRightsHint')}</p>
            {catalogue.data ? (
              <RightsPicker
                catalogue={catalogue.data}
                value={form.values.rights}
                onChange={(rights) => form.set('rights', rights)}
                locked={(right) => !hasRight(user, right)}
                error={form.errors.rights}
              />
            ) : (
              <Spinner />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function Editor({ teacher, onNavigate }: { teacher: Teacher | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const { form, strongPassword } = useTeacherForm(teacher, () => onNavigate(LIST));
  return (
    <form noValidate onSubmit={form.submit} className="grid max-w-4xl gap-6 md:grid-cols-2">
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('teacher.account')}</h2>
        <TextField label={t('teacher.fullName')} required maxLength={150} {...form.field('fullName')} />
        <TextField label={t('teacher.username')} required maxLength={100} {...form.field('username')} />
        <TextField label={t('teacher.alias')} maxLength={100} {...form.field('alias')} />
        <PasswordField
          label={teacher ? t('teacher.newPassword') : t('teacher.password')}
          required={!teacher}
          autoComplete="new-password"
          strengthHint={strongPassword}
          {...form.field('password')}
        />
        {teacher && <p className="-mt-2 text-xs text-muted">{t('teacher.newPasswordHint')}</p>}
      </section>
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('teacher.contact')}</h2>
        <TextField label={t('common.email')} type="email" {...form.field('email')} />
        <TextField label={t('teacher.phone')} type="tel" {...form.field('phone')} />
        <RadioGroup
          label={t('teacher.status')}
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
      <Access teacher={teacher} form={form} />
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} className="md:col-span-2" />
    </form>
  );
}

/** A teacher's account, contact, status, permission groups and individual rights. */
export function TeacherForm({ id, onNavigate }: TeacherFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage
      id={id}
      addTitle={t('route.teacherAdd')}
      editTitle={t('route.teacherEdit')}
      load={(api, idTeacher) => api.teacher.get({ id: idTeacher })}
      titleOf={(teacher) => teacher.fullName}
      listPath={LIST}
      onNavigate={go}
    >
      {(teacher) => <Editor teacher={teacher} onNavigate={go} />}
    </RecordPage>
  );
}
