import { displayDateTime } from '@saola/core/dates';
import { pathTo } from '@saola/core/routes';
import { useNavigateTo } from '../../../runtime/emit';
import { useFormat } from '../../../runtime/format';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { type Column, DataTable } from '../../../ui/data-table/data-table';
import { inputClass } from '../../../ui/field/field';
import { ProgressBar } from '../../../ui/progress/progress';
import { Select } from '../../../ui/select/select';
import { type StudyLine, type StudyState, useStudyList } from './use-study-list';

export interface StudyListProps {
  /** One learner's courses only (`/study/list/{id}/{name}`). */
  idUser?: number | undefined;
  /** That learner's name, for the title. */
  name?: string | undefined;
  onNavigate?: (to: string) => void;
}

/** Learning progress per learner and course: percent, lessons, quiz score, last activity; sortable, filterable. */
export function StudyList({ idUser, name, onNavigate }: StudyListProps) {
  const t = useT();
  const { percent } = useFormat();
  const list = useStudyList(idUser);
  const go = useNavigateTo(onNavigate);
  const title = name ? t('study.forStudent', { name }) : t('route.study');
  const columns: Array<Column<StudyLine>> = [
    {
      key: 'fullName',
      header: t('study.student'),
      sort: 'fullName',
      cell: (row) => {
        const to = pathTo('studyList', { id: row.idUser, name: row.fullName });
        return (
          <span className="flex flex-col">
            <a
              href={to}
              aria-label={t('study.viewStudent', { name: row.fullName })}
              className="font-medium text-brand-700 hover:underline"
              onClick={(event) => {
                event.preventDefault();
                go(to);
              }}
            >
              {row.fullName}
            </a>
            <span className="text-xs text-muted">{row.username}</span>
          </span>
        );
      },
    },
    { key: 'courseName', header: t('study.course'), sort: 'courseName', cell: (row) => row.courseName },
    {
      key: 'progress',
      header: t('study.progress'),
      sort: 'progress',
      cell: (row) => (
        <span className="flex min-w-32 items-center gap-2">
          <ProgressBar
            value={row.progress / 100}
            label={`${t('study.progress')}: ${row.fullName}, ${row.courseName}`}
          />
          <span className="w-10 text-end">{row.progress}%</span>
        </span>
      ),
    },
    { key: 'lessons', header: t('study.lessons'), cell: (row) => `${row.completedLessons}/${row.lessons}` },
    {
      key: 'quizAverage',
      header: t('study.quizAverage'),
      sort: 'quizAverage',
      cell: (row) => (row.quizAverage === null ? '—' : percent(row.quizAverage)),
    },
    {
      key: 'lastActivityAt',
      header: t('study.lastActivity'),
      sort: 'lastActivityAt',
      cell: (row) => (row.lastActivityAt ? displayDateTime(row.lastActivityAt) : t('learning.notStarted')),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {idUser && (
          <Button variant="secondary" onClick={() => go(pathTo('studyList'))}>
            {t('study.clearStudent')}
          </Button>
        )}
      </div>
      <DataTable<StudyLine>
        label={title}
        empty={t('empty.study')}
        columns={columns}
        load={list.load}
        filters={list.query}
        inUrl
        filterBar={
          <>
            <div className="w-64">
              <Select
                label={t('study.course')}
                name="idCourse"
                placeholder={t('course.all')}
                search={list.searchCourses}
                value={list.course}
                onChange={list.setCourse}
              />
            </div>
            <label className="flex flex-col gap-1 text-sm font-medium text-ink">
              {t('study.state')}
              <select
                className={inputClass(false)}
                value={list.state}
                onChange={(event) => list.setState(event.target.value as StudyState)}
              >
                <option value="">{t('course.all')}</option>
                <option value="inProgress">{t('learning.inProgress')}</option>
                <option value="completed">{t('learning.completed')}</option>
              </select>
            </label>
          </>
        }
      />
    </div>
  );
}
