import type { StudentKind } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { ResourceList } from '../../kit/resource-list';
import { STUDENT_PAGES } from '../shared/student-paths';

export interface StudentListProps {
  /** Registered students (the default) or students of a single course. */
  kind?: StudentKind;
  /** Where "add" and a student lead; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

/** The school's students of one kind: search, filter by status, sort, pages, open one, delete several. */
export function StudentList({ kind = 'registered', onNavigate }: StudentListProps) {
  const t = useT();
  const { number, phone } = useFormat();
  const registered = kind === 'registered';
  return (
    <ResourceList
      area="student"
      exportModule="student"
      pages={STUDENT_PAGES[kind]}
      fixed={{ kind }}
      title={t(registered ? 'route.students' : 'route.retailStudents')}
      addLabel={t(registered ? 'route.studentAdd' : 'route.retailStudentAdd')}
      empty={t(registered ? 'empty.students' : 'empty.retailStudents')}
      onNavigate={onNavigate}
      filters={[
        {
          name: 'status',
          label: t('student.status'),
          choices: [
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ],
        },
      ]}
      columns={[
        {
          key: 'fullName',
          header: t('student.fullName'),
          sort: 'fullName',
          link: true,
          cell: (s) => s.fullName,
        },
        { key: 'username', header: t('student.username'), sort: 'username', cell: (s) => s.username },
        { key: 'email', header: t('common.email'), cell: (s) => s.email ?? '—' },
        { key: 'phone', header: t('student.phone'), cell: (s) => (s.phone ? phone(s.phone) : '—') },
        { key: 'classLevel', header: t('student.classLevel'), cell: (s) => s.classLevel ?? '—' },
        { key: 'courses', header: t('student.courses'), cell: (s) => number(s.courses) },
        { key: 'status', header: t('student.status'), cell: (s) => <StatusBadge status={s.status} /> },
        {
          key: 'lastSignIn',
          header: t('student.lastSignIn'),
          sort: 'lastSignInAt',
          cell: (s) => (s.lastSignInAt ? displayDateTime(s.lastSignInAt) : t('student.never')),
        },
      ]}
    />
  );
}
