import {
  type ImportModule,
  memberAddPayload,
  scoreRecordPayload,
  studentAddPayload,
  teacherAddPayload,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { TranslationKey } from '@saola/core/i18n';
import { validateWith } from '@saola/core/validate';
import { type Insertable, sql } from 'kysely';
import type { Struct } from 'superstruct';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { ScopedDb } from '../../http/scoped';
import { bringsInNewLearners, classesSeenBy, type Seer, studentsSeenBy } from '../../policy/learner-scope';
import { openMemberRegistration } from '../organisation';
import { loggedScore, scoreRow } from '../records';
import type { JobRun } from './worker';

export interface Column {
  field: string;
  label: TranslationKey;
  required: boolean;
}

/** A name as a person may type it: marks kept, case, spacing and a trailing asterisk not. */
export const fold = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .toLowerCase();

/** A row's problem: the column (its field) it is about, '' for the whole row, and the message. */
export type Refuse = (field: string, message: string) => void;

/** One row's cells by field. */
export type Raw = Record<string, string>;

/** The school's names a file may give (units, classes, students…), folded, each to its id. */
export type Names = Record<string, Map<string, number>>;

/** A new account's sign-in: checked against the school's policy and for a free username, then hashed. */
export interface Account {
  username: string;
  password: string;
}

/**
 * One kind of import: its columns (the template's and the file's, in order), an example row, the names its
 * rows are resolved against, how one row is checked (the same struct as the kind's form), and how the checked
 * rows are added, in the transaction that finishes the job.
 */
export interface ImportKind<V> {
  columns: readonly Column[];
  sheet: TranslationKey;
  example: Raw;
  names(run: JobRun): Promise<Names>;
  check(raw: Raw, refuse: Refuse, names: Names, run: JobRun): V | null;
  account?(value: V): Account;
  /** Whether its rows are learner accounts, which the school's plan counts. */
  addsLearners?: true;
  apply(tx: ScopedDb, rows: V[], run: JobRun, hashes: string[]): Promise<void>;
}

const blank = (value: string | null | undefined) => value?.trim() || null;

/** A table's names in the school, folded. */
async function namesIn(run: JobRun, table: 'units' | 'positions' | 'memberGroups') {
  const rows = await run.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('idSite', '=', run.job.idSite)
    .execute();
  return new Map(rows.map((r) => [fold(r.name), r.id]));
}

/** Whose scope the job's rows are judged by: its creator's, as she had it when she started it. */
const seerOfJob = (run: JobRun): Seer => ({
  idSite: run.job.idSite,
  idUser: run.job.idUser,
  observer: false,
  personal: run.viewer.personal,
});

/** The names of the classes the job's creator sees, folded: a class she does not see is as unknown. */
async function classNames(run: JobRun) {
  const rows = await run.db
    .selectFrom('userGroups')
    .select(['id', 'name'])
    .where('idSite', '=', run.job.idSite)
    .where(classesSeenBy(seerOfJob(run), 'user_groups.id'))
    .execute();
  return new Map(rows.map((r) => [fold(r.name), r.id]));
}

/** Looks a name up; an unknown one refuses the row under its column. Blank is no choice (null). */
function lookup(
  raw: Raw,
  field: string,
  map: Map<string, number> | undefined,
  refuse: Refuse,
  message: (name: string) => string,
): number | null | undefined {
  const name = raw[field] ?? '';
  if (!name) return null;
  const id = map?.get(fold(name));
  if (id === undefined) refuse(field, message(name));
  return id;
}

/** Checks a payload with the form's struct; each failure refuses the row under its field's column. */
function checked<T, S>(struct: Struct<T, S>, payload: unknown, refuse: Refuse, run: JobRun): T | null {
  const result = validateWith(struct, payload, run.locale, run.viewer.timeZone);
  if (result.ok) return result.value;
  for (const e of result.errors) refuse(e.field, e.message);
  return null;
}

/** The phone a checked row stores: as the form's rule normalised it (E.164), blank as none. */
const phoneOf = (ok: { phone?: string | null }) => ok.phone?.trim() || null;

/** The one row a new account adds to users, the fields each kind shares. */
const person = (raw: Raw) => ({
  fullName: (raw.fullName ?? '').trim(),
  username: (raw.username ?? '').trim(),
  password: raw.password ?? '',
  email: blank(raw.email),
  phone: blank(raw.phone),
});
type Person = ReturnType<typeof person>;

const ACCOUNT_COLUMNS = [
  { field: 'fullName', label: 'dataImport.fullName', required: true },
  { field: 'username', label: 'dataImport.username', required: true },
  { field: 'password', label: 'dataImport.password', required: true },
  { field: 'email', label: 'dataImport.email', required: false },
  { field: 'phone', label: 'dataImport.phone', required: false },
] as const satisfies readonly Column[];

const EXAMPLE_PERSON = {
  fullName: 'Nguyễn Văn An',
  username: 'nguyenvanan',
  password: 'Saola@2026',
  email: 'an.nguyen@example.vn',
  phone: '0912345678',
};

/** Staff log rows for what an import added, in the name of the job's creator. */
async function logAdded(
  tx: ScopedDb,
  run: JobRun,
  entity: 'teacher' | 'scoreRecord',
  added: Array<{ id: number; name: string; after: unknown }>,
) {
  if (!added.length) return;
  const actor = await tx
    .select('users')
    .select('fullName')
    .where('id', '=', run.job.idUser)
    .executeTakeFirst();
  for (let i = 0; i < added.length; i += 500)
    await tx
      .insert(
        'staffLogs',
        added.slice(i, i + 500).map((a) => ({
          idActor: run.job.idUser,
          actorName: actor?.fullName ?? null,
          action: 'add' as const,
          entity,
          idEntity: a.id,
          entityName: a.name,
          after: JSON.stringify(a.after),
        })),
      )
      .execute();
}

type MemberRow = ReturnType<typeof person> & {
  idUnit: number | null;
  idPosition: number | null;
  idMemberGroup: number | null;
};

const member: ImportKind<MemberRow> = {
  addsLearners: true,
  sheet: 'report.members',
  columns: [
    ...ACCOUNT_COLUMNS,
    { field: 'unit', label: 'dataImport.unit', required: false },
    { field: 'position', label: 'dataImport.position', required: false },
    { field: 'memberGroup', label: 'dataImport.memberGroup', required: false },
  ],
  example: { ...EXAMPLE_PERSON, unit: '', position: '', memberGroup: '' },
  names: async (run) => ({
    units: await namesIn(run, 'units'),
    positions: await namesIn(run, 'positions'),
    groups: await namesIn(run, 'memberGroups'),
  }),
  check(raw, refuse, names, run) {
    const { t } = run;
    let idUnit = lookup(raw, 'unit', names.units, refuse, (name) => t('dataImport.unknownUnit', { name }));
    // A unit manager imports into her own units only: another is as unknown to her as one that does not exist.
    if (idUnit && run.viewer.units && !run.viewer.units.includes(idUnit)) {
      refuse('unit', t('dataImport.unknownUnit', { name: raw.unit ?? '' }));
      idUnit = undefined;
    }
    const idPosition = lookup(raw, 'position', names.positions, refuse, (name) =>
      t('dataImport.unknownPosition', { name }),
    );
    const idMemberGroup = lookup(raw, 'memberGroup', names.groups, refuse, (name) =>
      t('dataImport.unknownMemberGroup', { name }),
    );
    const p = person(raw);
    const ok = checked(memberAddPayload, p, refuse, run);
    if (!ok || idUnit === undefined || idPosition === undefined || idMemberGroup === undefined) return null;
    return { ...p, phone: phoneOf(ok), idUnit, idPosition, idMemberGroup };
  },
  account: (r) => r,
  async apply(tx, rows, run, hashes) {
    for (let i = 0; i < rows.length; i += 500) {
      const created = await insertLearners(tx, rows.slice(i, i + 500), run, hashes.slice(i, i + 500));
      // Where moderation is on, each new member waits for approval, as one added by the form does.
      for (const { id } of created) await openMemberRegistration(tx, id, run.job.idUser);
    }
  },
};

/** What an imported learner may carry besides her account: her unit and position, or her class level and year. */
type LearnerExtras = Partial<
  Pick<
    Insertable<Database['users']>,
    'idUnit' | 'idPosition' | 'idMemberGroup' | 'classLevel' | 'schoolLevel' | 'schoolYear' | 'semester'
  >
>;

/**
 * New active learners of the school, in the importer's language, each with her password's hash (in order);
 * each chooses her own password at first sign-in, as every imported account does.
 */
function insertLearners(tx: ScopedDb, rows: Array<Person & LearnerExtras>, run: JobRun, hashes: string[]) {
  return tx
    .insert(
      'users',
      rows.map(({ password: _, ...r }, j) => ({
        ...r,
        idType: ID_TYPE.STUDENT,
        studentKind: 'registered' as const,
        status: 'active' as const,
        passwordHash: hashes[j] as string,
        mustChangePassword: true,
        locale: run.locale,
      })),
    )
    .returning('id')
    .execute();
}

type StudentRow = ReturnType<typeof person> & {
  classLevel: string | null;
  schoolLevel: string | null;
  schoolYear: string | null;
  semester: string | null;
  idGroup: number | null;
};

const student: ImportKind<StudentRow> = {
  addsLearners: true,
  sheet: 'dataImport.kindStudent',
  columns: [
    ...ACCOUNT_COLUMNS,
    { field: 'className', label: 'dataImport.className', required: false },
    { field: 'classLevel', label: 'dataImport.classLevel', required: false },
    { field: 'schoolLevel', label: 'dataImport.schoolLevel', required: false },
    { field: 'schoolYear', label: 'dataImport.schoolYear', required: false },
    { field: 'semester', label: 'dataImport.semester', required: false },
  ],
  example: {
    ...EXAMPLE_PERSON,
    className: '',
    classLevel: '10',
    schoolLevel: '',
    schoolYear: '2026-2027',
    semester: '1',
  },
  // New accounts join a class only for a school-wide importer (`bringsInNewLearners`): any other would grow
  // her own scope by them, or hand them to a class she does not see.
  names: async (run) => ({
    classes: bringsInNewLearners(seerOfJob(run)) ? await classNames(run) : new Map<string, number>(),
  }),
  check(raw, refuse, names, run) {
    const idGroup = lookup(raw, 'className', names.classes, refuse, (name) =>
      run.t('dataImport.unknownClass', { name }),
    );
    const p = {
      ...person(raw),
      classLevel: blank(raw.classLevel),
      schoolLevel: blank(raw.schoolLevel),
      schoolYear: blank(raw.schoolYear),
      semester: blank(raw.semester),
    };
    const ok = checked(studentAddPayload, { ...p, kind: 'registered' }, refuse, run);
    if (!ok || idGroup === undefined) return null;
    return { ...p, phone: phoneOf(ok), idGroup };
  },
  account: (r) => r,
  async apply(tx, rows, run, hashes) {
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const created = await insertLearners(
        tx,
        batch.map(({ idGroup: _, ...r }) => r),
        run,
        hashes.slice(i, i + 500),
      );
      const joins = created.flatMap(({ id }, j) => {
        const idGroup = batch[j]?.idGroup;
        return idGroup ? [{ idGroup, idUser: id }] : [];
      });
      if (joins.length) await tx.insert('userGroupMembers', joins).execute();
    }
  },
};

type TeacherRow = ReturnType<typeof person> & { alias: string | null };

const teacher: ImportKind<TeacherRow> = {
  sheet: 'dataImport.kindTeacher',
  columns: [...ACCOUNT_COLUMNS, { field: 'alias', label: 'dataImport.alias', required: false }],
  example: { ...EXAMPLE_PERSON, alias: 'Thầy An' },
  names: async () => ({}),
  check(raw, refuse, _names, run) {
    const p = { ...person(raw), alias: blank(raw.alias) };
    // A teacher imported starts active, in no permission group and with no right of her own.
    const ok = checked(teacherAddPayload, { ...p, status: 'active', idGroups: [], rights: [] }, refuse, run);
    return ok ? { ...p, phone: phoneOf(ok) } : null;
  },
  account: (r) => r,
  async apply(tx, rows, run, hashes) {
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const created = await tx
        .insert(
          'users',
          batch.map(({ password: _, ...r }, j) => ({
            ...r,
            rights: [],
            idType: ID_TYPE.TEACHER,
            status: 'active' as const,
            passwordHash: hashes[i + j] as string,
            mustChangePassword: true,
            locale: run.locale,
          })),
        )
        .returning('id')
        .execute();
      await logAdded(
        tx,
        run,
        'teacher',
        created.map(({ id }, j) => {
          const { password: _, ...after } = batch[j] as TeacherRow;
          return { id, name: after.fullName, after: { ...after, idGroups: [], rights: [] } };
        }),
      );
    }
  },
};

type ScoreRow = ReturnType<typeof scoreRow> & { studentName: string };

/**
 * The students a score file may name, by username: the school's, or for a teacher of personal scope those of
 * the classes she is homeroom teacher of and of the courses she teaches (as the score form allows her).
 */
async function studentsOf(run: JobRun) {
  const rows = await run.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('idSite', '=', run.job.idSite)
    .where('idType', '=', ID_TYPE.STUDENT)
    .where(studentsSeenBy(seerOfJob(run), 'users.id'))
    .execute();
  return { ids: new Map(rows.map((r) => [r.username.toLowerCase(), r.id])) };
}

const score: ImportKind<ScoreRow> = {
  sheet: 'dataImport.kindScore',
  columns: [
    { field: 'username', label: 'dataImport.studentUsername', required: true },
    { field: 'className', label: 'dataImport.className', required: false },
    { field: 'subject', label: 'dataImport.subject', required: true },
    { field: 'score', label: 'dataImport.score', required: true },
    { field: 'factor', label: 'dataImport.factor', required: true },
    { field: 'term', label: 'dataImport.term', required: false },
    { field: 'note', label: 'dataImport.note', required: false },
  ],
  example: {
    username: 'nguyenvanan',
    className: '',
    subject: 'Toán',
    score: '8.5',
    factor: '1',
    term: '1',
    note: '',
  },
  async names(run) {
    const students = await studentsOf(run);
    return { classes: await classNames(run), students: students.ids };
  },
  check(raw, refuse, names, run) {
    const { t } = run;
    const username = (raw.username ?? '').trim();
    const idUser = username ? names.students?.get(username.toLowerCase()) : undefined;
    if (!username) refuse('username', t('validation.required'));
    else if (idUser === undefined) refuse('username', t('dataImport.unknownStudent', { name: username }));
    const idGroup = lookup(raw, 'className', names.classes, refuse, (name) =>
      t('dataImport.unknownClass', { name }),
    );
    const ok = checked(
      scoreRecordPayload,
      {
        // The student is checked above; the struct checks the rest of the row.
        idUser: idUser ?? 1,
        idGroup: idGroup ?? null,
        subject: raw.subject ?? '',
        score: raw.score ?? '',
        factor: raw.factor ?? '',
        term: blank(raw.term),
        note: raw.note ?? '',
      },
      (field, message) => refuse(field === 'idUser' ? 'username' : field, message),
      run,
    );
    if (!ok || idUser === undefined || idGroup === undefined) return null;
    return { ...scoreRow(ok), studentName: username };
  },
  async apply(tx, rows, run) {
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const created = await tx
        .insert(
          'scoreRecords',
          batch.map(({ studentName: _, ...r }) => ({ ...r, idCreator: run.job.idUser })),
        )
        .returning('id')
        .execute();
      await logAdded(
        tx,
        run,
        'scoreRecord',
        created.map(({ id }, j) => {
          const r = batch[j] as ScoreRow;
          return { id, name: `${r.studentName} · ${r.subject}`, after: loggedScore(r) };
        }),
      );
    }
  },
};

// biome-ignore lint/suspicious/noExplicitAny: each kind's row type is its own; the runner only passes them on
export const IMPORT_KINDS: Record<ImportModule, ImportKind<any>> = { student, teacher, member, score };

/** The usernames already an account's in the school, of those given (lower case). */
export async function takenUsernames(db: Db, idSite: number, usernames: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < usernames.length; i += 1000) {
    const rows = await db
      .selectFrom('users')
      .select(sql<string>`lower(username)`.as('value'))
      .where('idSite', '=', idSite)
      .where(sql<boolean>`lower(username) in (${sql.join(usernames.slice(i, i + 1000))})`)
      .execute();
    for (const r of rows) found.add(r.value);
  }
  return found;
}
