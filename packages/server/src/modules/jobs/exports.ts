import {
  type AttendanceStatus,
  type Censorship,
  type ExportModule,
  type GeneralReport,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  PAYMENT_TYPE_LABEL,
  type PaymentType,
  type ProgressState,
  type StudentKind,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { dateTimeOf } from '@saola/core/dates';
import type { TranslationKey } from '@saola/core/i18n';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connect';
import { keyMatching } from '../../http/resource';
import { scopedDb } from '../../http/scoped';
import { staffName } from '../commerce';
import { attendanceSheet } from '../live';
import {
  DETAIL_FIGURES,
  detailRows,
  figuresOf,
  type GeneralQuery,
  generalReport,
  learnerWhere,
  logQuery,
  toLog,
  unitFilter,
} from '../reports';
import {
  type Column,
  contactsFor,
  countRows,
  DATE,
  filters,
  schoolTime,
  streamingBook,
  writeBook,
} from './export-book';
import { activeCodeExport, noteExport, scoreExport } from './list-exports';
import type { JobRun, JobWork } from './worker';

const ATTENDANCE_LABEL: Record<AttendanceStatus, TranslationKey> = {
  onTime: 'status.onTime',
  late: 'status.late',
  absent: 'status.absent',
};

const STATE_LABEL: Record<ProgressState, TranslationKey> = {
  notStarted: 'report.notStarted',
  inProgress: 'report.inProgress',
  completed: 'report.completed',
};

/**
 * The detail report's rows, a batch per statement. The names of the school's units, courses and teachers are
 * read once rather than joined onto each row (an empty table, as units often is, was scanned again for every
 * row).
 */
const detailExport: JobWork = async (run) => {
  const { t } = run;
  const f = filters(run);
  const idSite = run.viewer.idSite;
  const rows = await detailRows(run.db, t, run.viewer, f);
  const total = await countRows(rows);
  const units = new Map(
    (await run.db.selectFrom('units').select(['id', 'name']).where('idSite', '=', idSite).execute()).map(
      (u) => [u.id, u.name],
    ),
  );
  const courses = new Map(
    (
      await run.db
        .selectFrom('courses as course')
        .leftJoin('users as teacher', (j) =>
          j.onRef('teacher.id', '=', 'course.idTeacher').onRef('teacher.idSite', '=', 'course.idSite'),
        )
        .select(['course.id', 'course.name', 'teacher.fullName as teacherName'])
        .where('course.idSite', '=', idSite)
        .execute()
    ).map((c) => [c.id, c]),
  );
  const query = rows.select([
    'e.id',
    'learner.fullName',
    'learner.username',
    'learner.idUnit',
    'e.idCourse',
    ...DETAIL_FIGURES,
  ]);
  const book = streamingBook(t('report.detailTitle'), [
    { header: t('report.learner'), key: 'fullName', width: 28 },
    { header: t('report.username'), key: 'username', width: 18 },
    { header: t('report.unit'), key: 'unitName', width: 22 },
    { header: t('report.course'), key: 'courseName', width: 32 },
    { header: t('report.teacher'), key: 'teacherName', width: 22 },
    { header: t('report.enrolledAt'), key: 'enrolledAt', width: 18, style: DATE },
    { header: t('report.lastActivity'), key: 'lastActivityAt', width: 18, style: DATE },
    { header: t('report.progress'), key: 'progress', width: 10 },
    { header: t('report.state'), key: 'state', width: 16 },
    { header: t('report.lessonsDone'), key: 'lessonsDone', width: 10 },
    { header: t('report.watchedMinutes'), key: 'watchedMinutes', width: 12 },
    { header: t('report.bestQuiz'), key: 'bestQuiz', width: 10 },
  ]);
  await writeBook(
    run,
    book,
    total,
    (after, take) => query.where('e.id', '>', after).orderBy('e.id').limit(take).execute(),
    (r) => {
      const course = courses.get(r.idCourse);
      const figures = figuresOf(r);
      return {
        fullName: r.fullName,
        username: r.username,
        unitName: r.idUnit === null ? null : (units.get(r.idUnit) ?? null),
        courseName: course?.name,
        teacherName: course?.teacherName,
        enrolledAt: schoolTime(run, r.enrolledAt),
        lastActivityAt: schoolTime(run, r.lastActivityAt),
        ...figures,
        state: t(STATE_LABEL[figures.state]),
        bestQuiz: figures.bestQuiz ?? '',
      };
    },
  );
};

const logExport: JobWork = async (run) => {
  const { t } = run;
  const f = filters(run);
  const query = await logQuery(run.db, t, run.viewer, f);
  const total = await countRows(query);
  const book = streamingBook(t('report.openCourseLogs'), [
    { header: t('report.learner'), key: 'fullName', width: 28 },
    { header: t('report.username'), key: 'username', width: 18 },
    { header: t('report.course'), key: 'courseName', width: 32 },
    { header: t('report.openedAt'), key: 'openedAt', width: 18, style: DATE },
  ]);
  await writeBook(
    run,
    book,
    total,
    (after, take) => query.where('log.id', '>', after).orderBy('log.id').limit(take).execute(),
    (raw) => {
      const r = toLog(raw);
      return { ...r, openedAt: schoolTime(run, r.openedAt) };
    },
  );
};

/**
 * The learner accounts the creator may see, narrowed by the filters of the list she exported from (the
 * member list: unit, position, member group, status, censorship; the student list: kind, status, class level) and its keyword,
 * searched as the lists search (a caller shown masked contacts cannot find a row by them).
 */
async function learnerQuery(db: Db, run: JobRun) {
  const f = filters(run);
  const units = await unitFilter(db, run.viewer, f.idUnit as number | undefined);
  let query = db
    .selectFrom('users as learner')
    .leftJoin('units as unit', (j) =>
      j.onRef('unit.id', '=', 'learner.idUnit').onRef('unit.idSite', '=', 'learner.idSite'),
    )
    .leftJoin('positions as position', (j) =>
      j.onRef('position.id', '=', 'learner.idPosition').onRef('position.idSite', '=', 'learner.idSite'),
    )
    .leftJoin('memberGroups as mg', (j) =>
      j.onRef('mg.id', '=', 'learner.idMemberGroup').onRef('mg.idSite', '=', 'learner.idSite'),
    )
    .where('learner.idType', '=', ID_TYPE.STUDENT)
    .where(learnerWhere(run.viewer, 'learner', units));
  if (f.idPosition) query = query.where('learner.idPosition', '=', Number(f.idPosition));
  if (f.idMemberGroup) query = query.where('learner.idMemberGroup', '=', Number(f.idMemberGroup));
  if (f.kind) query = query.where('learner.studentKind', '=', f.kind as StudentKind);
  if (f.status) query = query.where('learner.status', '=', f.status as 'active' | 'inactive');
  if (f.classLevel) query = query.where('learner.classLevel', '=', String(f.classLevel));
  if (f.censorship) query = query.where('learner.censorship', '=', f.censorship as Censorship);
  const keyword = typeof f.keyword === 'string' ? f.keyword.trim() : '';
  if (keyword)
    query = query.where(keyMatching('learner.search_key', keyword, run.viewer.contacts ? undefined : 2));
  return query.select([
    'learner.id',
    'learner.fullName',
    'learner.username',
    'learner.email',
    'learner.phone',
    'learner.classLevel',
    'learner.status',
    'unit.name as unitName',
    'position.name as positionName',
    'mg.name as memberGroupName',
    'learner.createdAt',
    'learner.lastSignInAt',
  ]);
}

type LearnerRow = Awaited<ReturnType<Awaited<ReturnType<typeof learnerQuery>>['execute']>>[number];

/** An export of learner accounts, with the columns of the list it was started from. */
const learnerExport =
  (
    title: TranslationKey,
    columns: (t: JobRun['t']) => Column[],
    cells: (run: JobRun, r: LearnerRow) => object,
  ) =>
  async (run: JobRun) => {
    const { t } = run;
    const query = await learnerQuery(run.db, run);
    const total = await countRows(query);
    const book = streamingBook(t(title), columns(t));
    await writeBook(
      run,
      book,
      total,
      (after, take) => query.where('learner.id', '>', after).orderBy('learner.id').limit(take).execute(),
      (r) => ({ ...r, ...contactsFor(run, r), ...cells(run, r) }),
    );
  };

const memberExport = learnerExport(
  'report.members',
  (t) => [
    { header: t('dataImport.fullName'), key: 'fullName', width: 28 },
    { header: t('dataImport.username'), key: 'username', width: 18 },
    { header: t('dataImport.email'), key: 'email', width: 26 },
    { header: t('dataImport.phone'), key: 'phone', width: 16 },
    { header: t('dataImport.unit'), key: 'unitName', width: 22 },
    { header: t('dataImport.position'), key: 'positionName', width: 20 },
    { header: t('dataImport.memberGroup'), key: 'memberGroupName', width: 20 },
    { header: t('report.createdAt'), key: 'createdAt', width: 18, style: DATE },
  ],
  (run, r) => ({ createdAt: schoolTime(run, r.createdAt) }),
);

const studentExport = learnerExport(
  'route.students',
  (t) => [
    { header: t('student.fullName'), key: 'fullName', width: 28 },
    { header: t('student.username'), key: 'username', width: 18 },
    { header: t('common.email'), key: 'email', width: 26 },
    { header: t('student.phone'), key: 'phone', width: 16 },
    { header: t('student.classLevel'), key: 'classLevel', width: 14 },
    { header: t('student.status'), key: 'status', width: 14 },
    { header: t('report.createdAt'), key: 'createdAt', width: 18, style: DATE },
    { header: t('student.lastSignIn'), key: 'lastSignInAt', width: 18, style: DATE },
  ],
  (run, r) => ({
    status: run.t(r.status === 'active' ? 'status.active' : 'status.inactive'),
    createdAt: schoolTime(run, r.createdAt),
    lastSignInAt: schoolTime(run, r.lastSignInAt),
  }),
);

/** The general report as a workbook: totals, then a sheet per table of the screen. */
export async function generalWorkbook(run: Pick<JobRun, 't'>, q: GeneralQuery, report: GeneralReport) {
  const { t } = run;
  const book = new ExcelJS.Workbook();
  book.creator = 'Saola';
  const sheet = (title: string, columns: Column[], rows: object[]) => {
    const s = book.addWorksheet(title.replace(/[*?:\\/[\]]/g, '-').slice(0, 31));
    s.columns = columns;
    s.getRow(1).font = { bold: true };
    s.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of rows) s.addRow(row);
  };
  const totals = report.totals;
  sheet(
    t('report.totals'),
    [
      { header: `${q.from} – ${q.to}`, key: 'label', width: 36 },
      { header: t('report.value'), key: 'value', width: 16 },
    ],
    [
      { label: t('report.learners'), value: totals.learners },
      { label: t('report.newLearners'), value: totals.newLearners },
      { label: t('report.activeLearners'), value: totals.activeLearners },
      { label: t('report.enrolments'), value: totals.enrolments },
      { label: t('report.completions'), value: totals.completions },
      { label: t('report.averageProgress'), value: totals.averageProgress },
      { label: t('report.watchedHours'), value: totals.watchedHours },
      { label: t('report.quizAttempts'), value: totals.quizAttempts },
      { label: t('report.quizPassed'), value: totals.quizPassed },
      ...(totals.revenue === null ? [] : [{ label: t('report.revenue'), value: totals.revenue }]),
    ],
  );
  const figures: Column[] = [
    { header: t('report.newLearners'), key: 'newLearners', width: 14 },
    { header: t('report.activeLearners'), key: 'activeLearners', width: 14 },
    { header: t('report.enrolments'), key: 'enrolments', width: 14 },
    { header: t('report.completions'), key: 'completions', width: 14 },
  ];
  sheet(
    t('report.byPeriod'),
    [{ header: t('report.period'), key: 'key', width: 14 }, ...figures],
    report.periods,
  );
  sheet(
    t('report.byUnit'),
    [
      { header: t('report.unit'), key: 'name', width: 30 },
      { header: t('report.learners'), key: 'learners', width: 12 },
      ...figures.slice(1),
      { header: t('report.averageProgress'), key: 'averageProgress', width: 14 },
    ],
    report.units.map((u) => ({ ...u, name: u.id === null ? t('report.noUnit') : u.name })),
  );
  sheet(
    t('report.byCourse'),
    [
      { header: t('report.course'), key: 'name', width: 36 },
      ...figures.slice(2),
      { header: t('report.averageProgress'), key: 'averageProgress', width: 14 },
    ],
    report.courses,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

const generalExport: JobWork = async (run) => {
  const f = filters(run) as unknown as GeneralQuery;
  const q = { from: f.from, to: f.to, groupBy: f.groupBy ?? 'month', idUnit: f.idUnit };
  const report = await generalReport(run.db, run.t, run.viewer, q);
  await run.progress(1, 2, 50);
  const rows = report.periods.length + report.units.length + report.courses.length;
  await run.finish(run.db, {
    status: 'done',
    result: await generalWorkbook(run, q, report),
    doneRows: rows,
    totalRows: rows,
  });
};

/**
 * A live class's attendance sheet as the screen shows it: a row per learner, a column per held session (at
 * the school's time), each mark in words, then the learner's rate. The class was checked visible to the
 * creator when the job was started.
 */
const attendanceExport: JobWork = async (run) => {
  const { t } = run;
  const idClass = Number(filters(run).idClass);
  const sheet = await attendanceSheet(scopedDb(run.db, run.viewer.idSite), idClass, run.now());
  const book = streamingBook(t('live.attendance'), [
    { header: t('live.learner'), key: 'fullName', width: 28 },
    { header: t('report.username'), key: 'username', width: 18 },
    ...sheet.sessions.map((s) => ({
      header: dateTimeOf(new Date(s.startsAt), run.viewer.timeZone),
      key: `s${s.id}`,
      width: 17,
    })),
    { header: t('live.rate'), key: 'rate', width: 14, style: { numFmt: '0%' } },
  ]);
  for (const learner of sheet.learners) {
    const marks = Object.fromEntries(
      learner.marks.map((m) => [`s${m.idSession}`, t(ATTENDANCE_LABEL[m.status])]),
    );
    book.add({ ...learner, ...marks, rate: learner.rate / 100 });
  }
  const rows = sheet.learners.length;
  await run.finish(run.db, { status: 'done', result: await book.done(), doneRows: rows, totalRows: rows });
};

/**
 * The school's orders as the order list shows them, with its status, payment type and keyword (a caller shown
 * masked contacts neither sees a buyer's email and phone nor finds an order by them).
 */
const orderExport: JobWork = async (run) => {
  const { t } = run;
  const f = filters(run);
  let query = scopedDb(run.db, run.viewer.idSite).select('orders');
  if (f.status) query = query.where('status', '=', f.status as OrderStatus);
  if (f.paymentType) query = query.where('paymentType', '=', f.paymentType as PaymentType);
  const keyword = typeof f.keyword === 'string' ? f.keyword.trim() : '';
  if (keyword)
    query = query.where(keyMatching('orders.searchKey', keyword, run.viewer.contacts ? undefined : 2));
  const total = await countRows(query);
  const book = streamingBook(t('route.orders'), [
    { header: t('order.code'), key: 'code', width: 16 },
    { header: t('order.customer'), key: 'customerName', width: 28 },
    { header: t('common.email'), key: 'email', width: 26 },
    { header: t('student.phone'), key: 'phone', width: 16 },
    { header: t('order.purchasePrice'), key: 'purchasePrice', width: 14, style: { numFmt: '#,##0' } },
    { header: t('order.status'), key: 'status', width: 14 },
    { header: t('order.paymentType'), key: 'paymentType', width: 18 },
    { header: t('order.salesperson'), key: 'salesperson', width: 22 },
    { header: t('order.createdAt'), key: 'createdAt', width: 18, style: DATE },
    { header: t('order.paidAt'), key: 'paidAt', width: 18, style: DATE },
  ]);
  // No join: the scoped builder's site condition names its own table's columns unqualified.
  const rows = query.select([
    'orders.id',
    'orders.code',
    'orders.customerName',
    'orders.email',
    'orders.phone',
    'orders.purchasePrice',
    'orders.status',
    'orders.paymentType',
    staffName('idSalesperson').as('salesperson'),
    'orders.createdAt',
    'orders.paidAt',
  ]);
  await writeBook(
    run,
    book,
    total,
    (after, take) => rows.where('orders.id', '>', after).orderBy('orders.id').limit(take).execute(),
    (r) => ({
      ...r,
      ...contactsFor(run, r),
      status: t(ORDER_STATUS_LABEL[r.status]),
      paymentType: t(PAYMENT_TYPE_LABEL[r.paymentType]),
      createdAt: schoolTime(run, r.createdAt),
      paidAt: schoolTime(run, r.paidAt),
    }),
  );
};

export const EXPORTS: Record<ExportModule, JobWork> = {
  generalReport: generalExport,
  detailReport: detailExport,
  member: memberExport,
  openCourseLog: logExport,
  attendance: attendanceExport,
  student: studentExport,
  order: orderExport,
  activeCode: activeCodeExport,
  score: scoreExport,
  note: noteExport,
};
