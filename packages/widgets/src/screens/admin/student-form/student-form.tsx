import type { Student, StudentKind } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { PasswordField } from '../../../ui/password-field/password-field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { SaveBar } from '../../kit/save-bar';
import { MaskedContacts } from '../shared/masked-contacts';
import { RecordPage } from '../shared/record-page';
import { STUDENT_PAGES } from '../shared/student-paths';
import { type StudentValues, useStudentForm } from './use-student-form';

export interface StudentFormProps {
  kind?: StudentKind;
  /** The student to edit; a new student when omitted. */
  id?: number | undefined;
  onNavigate?: (to: string) => void;
}

type TextKey = Exclude<keyof StudentValues, 'status' | 'password'>;

const listOf = (kind: StudentKind) => pathTo(STUDENT_PAGES[kind].list);

function Editor({
  kind,
  student,
  onNavigate,
}: {
  kind: StudentKind;
  student: Student | null;
  onNavigate: (to: string) => void;
}) {
  const t = useT();
  const list = listOf(kind);
  const { form, strongPassword } = useStudentForm(kind, student, () => onNavigate(list));
  const text = (
    name: TextKey,
    label: string,
    extra: { required?: boolean; type?: 'email' | 'tel'; maxLength?: number } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      error={form.errors[name]}
      inputRef={form.ref(name)}
      {...extra}
    />
  );
  return (
    <form noValidate onSubmit={form.submit} className="grid max-w-4xl gap-6 md:grid-cols-2">
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('student.account')}</h2>
        {text('fullName', t('student.fullName'), { required: true, maxLength: 150 })}
        {text('username', t('student.username'), { required: true, maxLength: 100 })}
        {student?.contactsMasked ? (
          <MaskedContacts email={student.email} phone={student.phone} />
        ) : (
          <>
            {text('email', t('common.email'), { type: 'email' })}
            {text('phone', t('student.phone'), { type: 'tel' })}
          </>
        )}
        <PasswordField
          label={student ? t('student.newPassword') : t('student.password')}
          required={!student}
          autoComplete="new-password"
          strengthHint={strongPassword}
          {...form.field('password')}
        />
        {student && <p className="-mt-2 text-xs text-muted">{t('student.newPasswordHint')}</p>}
      </section>
      <section className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('student.studies')}</h2>
        {text('classLevel', t('student.classLevel'), { maxLength: 50 })}
        {text('schoolLevel', t('student.schoolLevel'), { maxLength: 50 })}
        {text('schoolYear', t('student.schoolYear'), { maxLength: 20 })}
        {text('semester', t('student.semester'), { maxLength: 20 })}
        <RadioGroup
          label={t('student.status')}
          name="status"
          value={form.values.status}
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
          onChange={(value) => form.set('status', value)}
        />
      </section>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(list)} className="md:col-span-2" />
    </form>
  );
}

/** A student's account (name, username, contacts, password) and studies (class, level, year, status). */
export function StudentForm({ kind = 'registered', id, onNavigate }: StudentFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage
      id={id}
      addTitle={t(kind === 'registered' ? 'route.studentAdd' : 'route.retailStudentAdd')}
      editTitle={t(kind === 'registered' ? 'route.studentEdit' : 'route.retailStudentEdit')}
      load={(api, idStudent) => api.student.get({ id: idStudent })}
      titleOf={(student) => student.fullName}
      listPath={listOf(kind)}
      onNavigate={go}
    >
      {(student) => <Editor kind={kind} student={student} onNavigate={go} />}
    </RecordPage>
  );
}
