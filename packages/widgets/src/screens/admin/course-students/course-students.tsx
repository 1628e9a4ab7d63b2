import { displayDate, displayDateTime } from '@saola/core/dates';
import { useT } from '../../../runtime/i18n';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import { ProgressBar } from '../../../ui/progress/progress';
import { EnrolPicker } from '../shared/enrol-picker';
import { type EnrolmentRow, useCourseStudents } from './use-course-students';

export interface CourseStudentsProps {
  idCourse: number;
}

/** Who is enrolled in a course and how far each has got; enrol more by search, or remove several. */
export function CourseStudents({ idCourse }: CourseStudentsProps) {
  const t = useT();
  const students = useCourseStudents(idCourse);
  const columns: Array<Column<EnrolmentRow>> = [
    {
      key: 'fullName',
      header: t('student.fullName'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium text-ink">{row.fullName}</span>
          <span className="text-xs text-muted">{row.username}</span>
        </span>
      ),
    },
    { key: 'classLevel', header: t('student.classLevel'), cell: (row) => row.classLevel ?? '—' },
    {
      key: 'progress',
      header: t('enrol.progress'),
      sort: 'progress',
      cell: (row) => (
        <span className="flex min-w-32 items-center gap-2">
          <ProgressBar value={row.progress / 100} label={`${t('enrol.progress')}: ${row.fullName}`} />
          <span className="w-10 text-end text-xs text-muted">{row.progress}%</span>
        </span>
      ),
    },
    { key: 'enrolledAt', header: t('enrol.enrolledAt'), cell: (row) => displayDate(row.enrolledAt) },
    {
      key: 'lastActivity',
      header: t('enrol.lastActivity'),
      cell: (row) => (row.lastActivityAt ? displayDateTime(row.lastActivityAt) : t('enrol.notYet')),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <EnrolPicker onEnrol={students.enrol} />
      <DataTable<EnrolmentRow>
        label={t('enrol.students')}
        empty={t('empty.courseStudents')}
        columns={columns}
        load={students.load}
        refresh={students.refresh}
        onDeleteSelected={(ids) => students.remove(ids.map(Number))}
      />
    </div>
  );
}
