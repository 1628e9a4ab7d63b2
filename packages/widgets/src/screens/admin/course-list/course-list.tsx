import { PlusIcon } from '@heroicons/react/24/outline';
import { APPROVALS, type CourseSummary, VISIBILITIES } from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import type { ChangeEvent } from 'react';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import { inputClass } from '../../../ui/field/field';
import { Select } from '../../../ui/select/select';
import { STATUS_NAMES, StatusBadge } from '../../../ui/status-badge/status-badge';
import { type CourseFilters, useCourseList } from './use-course-list';

export interface CourseListProps {
  /** Where "add" and "edit" lead; the element fires `saola-navigate` as well. */
  onNavigate?: (to: string) => void;
}

/** A small native select for a filter with a handful of values. */
function FilterChoice<K extends 'approval' | 'visibility' | 'tuition'>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: CourseFilters[K];
  options: ReadonlyArray<{ value: CourseFilters[K]; label: string }>;
  onChange: (value: CourseFilters[K]) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink">
      {label}
      <select
        className={inputClass(false)}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as CourseFilters[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every course the user manages: search, filter, sort, page, open one, or delete several. */
export function CourseList({ onNavigate }: CourseListProps) {
  const t = useT();
  const { money, number } = useFormat();
  const list = useCourseList();
  const go = useNavigateTo(onNavigate);

  const columns: Array<Column<CourseSummary>> = [
    {
      key: 'name',
      header: t('course.name'),
      sort: 'name',
      cell: (course) => (
        <span className="flex flex-col">
          <a
            href={pathTo('courseEdit', { id: course.id })}
            onClick={(event) => {
              event.preventDefault();
              go(pathTo('courseEdit', { id: course.id }));
            }}
            className="font-medium text-brand-700 hover:underline"
          >
            {course.name}
          </a>
          <span className="text-xs text-muted">{course.categoryName ?? t('course.noCategory')}</span>
        </span>
      ),
    },
    { key: 'teacher', header: t('course.teacher'), cell: (course) => course.teacherName ?? '—' },
    {
      key: 'price',
      header: t('course.tuition'),
      sort: 'price',
      cell: (course) => (course.isPaid ? money(course.price) : t('course.free')),
    },
    { key: 'students', header: t('course.students'), cell: (course) => number(course.students) },
    {
      key: 'visibility',
      header: t('course.visibility'),
      cell: (course) => <StatusBadge status={course.visibility} />,
    },
    {
      key: 'approval',
      header: t('course.approval'),
      cell: (course) => <StatusBadge status={course.approval} />,
    },
    {
      key: 'createdAt',
      header: t('course.createdAt'),
      sort: 'createdAt',
      cell: (course) => displayDate(course.createdAt),
    },
  ];

  const all = { value: '' as const, label: t('course.all') };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t('route.courses')}</h1>
        <Button onClick={() => go(pathTo('courseAdd'))}>
          <PlusIcon aria-hidden className="size-4" />
          {t('route.courseAdd')}
        </Button>
      </div>
      <DataTable<CourseSummary>
        label={t('route.courses')}
        empty={t('empty.courses')}
        columns={columns}
        load={list.load}
        filters={list.query}
        inUrl
        onDeleteSelected={(ids) => list.remove(ids.map(Number))}
        deleteWarning={(courses) => {
          // The rows' enrolment counts, as the server listed them: a learner in two courses counts twice.
          const count = courses.reduce((sum, course) => sum + course.students, 0);
          if (count === 0) return undefined;
          return t(courses.length > 1 ? 'course.deleteLosesLearnersMany' : 'course.deleteLosesLearners', {
            count: number(count),
          });
        }}
        filterBar={
          <>
            <div className="w-56">
              <Select
                label={t('course.category')}
                name="idCategory"
                placeholder={t('course.all')}
                options={list.categoryOptions}
                value={list.filters.category}
                onChange={(value) => list.setFilter('category', value)}
              />
            </div>
            {list.byTeacher && (
              <div className="w-56">
                <Select
                  label={t('course.teacher')}
                  name="idTeacher"
                  placeholder={t('course.all')}
                  search={list.searchTeachers}
                  value={list.filters.teacher}
                  onChange={(value) => list.setFilter('teacher', value)}
                />
              </div>
            )}
            <FilterChoice<'approval'>
              label={t('course.approval')}
              value={list.filters.approval}
              options={[all, ...APPROVALS.map((value) => ({ value, label: t(STATUS_NAMES[value]) }))]}
              onChange={(value) => list.setFilter('approval', value)}
            />
            <FilterChoice<'visibility'>
              label={t('course.visibility')}
              value={list.filters.visibility}
              options={[all, ...VISIBILITIES.map((value) => ({ value, label: t(STATUS_NAMES[value]) }))]}
              onChange={(value) => list.setFilter('visibility', value)}
            />
            <FilterChoice<'tuition'>
              label={t('course.tuition')}
              value={list.filters.tuition}
              options={[
                all,
                { value: 'free', label: t('course.free') },
                { value: 'paid', label: t('course.paid') },
              ]}
              onChange={(value) => list.setFilter('tuition', value)}
            />
          </>
        }
      />
    </div>
  );
}
