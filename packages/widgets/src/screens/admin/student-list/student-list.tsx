import { PlusIcon } from '@heroicons/react/24/outline';
import type { Student, StudentKind } from '@saola/core/api';
import { displayDateTime } from '@saola/core/dates';
import { useNavigateTo } from '../../../runtime/emit';
import { useNumberFormat, useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import { inputClass } from '../../../ui/field/field';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { STUDENT_BASE } from '../shared/student-paths';
import { useStudentList } from './use-student-list';

export interface StudentListProps {
  /** Registered students (the default) or students of a single course. */
  kind?: StudentKind;
  /** Where "add" and a student lead; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

/** The school's students of one kind: search, filter by status, sort, pages, open one, delete several. */
export function StudentList({ kind = 'registered', onNavigate }: StudentListProps) {
  const t = useT();
  const { number } = useNumberFormat();
  const list = useStudentList(kind);
  const base = STUDENT_BASE[kind];
  const title = t(kind === 'registered' ? 'route.students' : 'route.retailStudents');
  const go = useNavigateTo(onNavigate);

  const columns: Array<Column<Student>> = [
    {
      key: 'fullName',
      header: t('student.fullName'),
      sort: 'fullName',
      cell: (student) => (
        <span className="flex flex-col">
          {/* Without the right the form would refuse every save, so the name does not lead there. */}
          {list.canEdit ? (
            <a
              href={`${base}/edit/${student.id}`}
              onClick={(event) => {
                event.preventDefault();
                go(`${base}/edit/${student.id}`);
              }}
              className="font-medium text-brand-700 hover:underline"
            >
              {student.fullName}
            </a>
          ) : (
            <span className="font-medium text-ink">{student.fullName}</span>
          )}
          <span className="text-xs text-muted">{student.username}</span>
        </span>
      ),
    },
    { key: 'email', header: t('common.email'), cell: (student) => student.email ?? '—' },
    { key: 'phone', header: t('student.phone'), cell: (student) => student.phone ?? '—' },
    { key: 'classLevel', header: t('student.classLevel'), cell: (student) => student.classLevel ?? '—' },
    { key: 'courses', header: t('student.courses'), cell: (student) => number(student.courses) },
    {
      key: 'status',
      header: t('student.status'),
      cell: (student) => <StatusBadge status={student.status} />,
    },
    {
      key: 'lastSignIn',
      header: t('student.lastSignIn'),
      cell: (student) => (student.lastSignInAt ? displayDateTime(student.lastSignInAt) : t('student.never')),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {list.canEdit && (
          <Button onClick={() => go(`${base}/add`)}>
            <PlusIcon aria-hidden className="size-4" />
            {t(kind === 'registered' ? 'route.studentAdd' : 'route.retailStudentAdd')}
          </Button>
        )}
      </div>
      <DataTable<Student>
        label={title}
        empty={t(kind === 'registered' ? 'empty.students' : 'empty.retailStudents')}
        columns={columns}
        load={list.load}
        filters={list.query}
        inUrl
        {...(list.canEdit
          ? { onDeleteSelected: (ids: Array<Student['id']>) => list.remove(ids.map(Number)) }
          : {})}
        filterBar={
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t('student.status')}
            <select
              className={inputClass(false)}
              value={list.status}
              onChange={(event) => list.setStatus(event.target.value as typeof list.status)}
            >
              <option value="">{t('student.all')}</option>
              <option value="active">{t('status.active')}</option>
              <option value="inactive">{t('status.inactive')}</option>
            </select>
          </label>
        }
      />
    </div>
  );
}
