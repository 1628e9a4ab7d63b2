import { type SelectOption, type UserGroup, userGroupPayload } from '@saola/core/api';
import { pathTo } from '@saola/core/routes';
import { useState } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useT } from '../../../runtime/i18n';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import type { RecordScreenProps } from '../../kit/resource-page';
import { SaveBar } from '../../kit/save-bar';
import { useResourceForm } from '../../kit/use-resource-form';
import { RecordPage } from '../shared/record-page';
import { useStudentSearch } from '../shared/use-student-search';
import { useTeacherSearch } from '../shared/use-teacher-search';

/** `id`: the class to edit; a new class when omitted. */
export type UserGroupFormProps = RecordScreenProps;

const LIST = pathTo('userGroupList');

function Editor({ item, onNavigate }: { item: UserGroup | null; onNavigate: (to: string) => void }) {
  const t = useT();
  const [teacher, setTeacher] = useState<SelectOption | null>(
    item?.idHomeroomTeacher ? { id: item.idHomeroomTeacher, text: item.homeroomTeacherName ?? '' } : null,
  );
  const [members, setMembers] = useState<SelectOption[]>(
    item?.students.map((s) => ({ id: s.id, text: `${s.fullName} (${s.username})` })) ?? [],
  );
  const searchTeachers = useTeacherSearch();
  const searchStudents = useStudentSearch();
  const form = useResourceForm({
    area: 'userGroup',
    record: item,
    initial: {
      name: item?.name ?? '',
      classLevel: item?.classLevel ?? '',
      schoolYear: item?.schoolYear ?? '',
      idHomeroomTeacher: item?.idHomeroomTeacher ?? null,
      idMembers: item?.students.map((s) => s.id) ?? [],
    },
    struct: userGroupPayload,
    onSaved: () => onNavigate(LIST),
  });
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <TextField label={t('userGroup.name')} required maxLength={150} {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('userGroup.classLevel')} maxLength={50} {...form.field('classLevel')} />
        <TextField label={t('userGroup.schoolYear')} maxLength={20} {...form.field('schoolYear')} />
      </div>
      <Select
        label={t('userGroup.homeroomTeacher')}
        name="idHomeroomTeacher"
        search={searchTeachers}
        value={teacher}
        onChange={(option) => {
          setTeacher(option);
          form.set('idHomeroomTeacher', option ? Number(option.id) : null);
        }}
        error={form.errors.idHomeroomTeacher}
      />
      <Select
        multiple
        label={t('userGroup.addMembers')}
        name="idMembers"
        search={searchStudents}
        value={members}
        onChange={(chosen) => {
          setMembers(chosen);
          form.set(
            'idMembers',
            chosen.map((option) => Number(option.id)),
          );
        }}
        error={form.errors.idMembers}
      />
      <p className="text-sm text-muted">
        {members.length ? t('userGroup.memberCount', { count: members.length }) : t('userGroup.noMembers')}
      </p>
      <SaveBar busy={form.submitting} onBack={() => onNavigate(LIST)} />
    </form>
  );
}

/** A class: name, level, school year, homeroom teacher and its students (added from the students list). */
export function UserGroupForm({ id, onNavigate }: UserGroupFormProps) {
  const t = useT();
  const go = useNavigateTo(onNavigate);
  return (
    <RecordPage
      id={id}
      addTitle={t('route.userGroupAdd')}
      editTitle={t('route.userGroupEdit')}
      load={(api, idGroup) => api.userGroup.get({ id: idGroup })}
      titleOf={(group) => group.name}
      listPath={LIST}
      onNavigate={go}
    >
      {(group) => <Editor item={group} onNavigate={go} />}
    </RecordPage>
  );
}
