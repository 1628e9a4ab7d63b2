import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_LENGTH } from '@saola/core/api';
import { sql } from 'kysely';
import type { ScopedDb } from '../../http/scoped';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or off paper is not mistyped. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new certificate code: 80 random bits as 16 characters (unguessable; unique by the table's index). */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** A code as a person typed it: case, dashes and spaces ignored, O read as 0 and I or L as 1. */
export function normalizeCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** A code as printed: four groups of four. */
export const printedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

export interface Award {
  idUser: number;
  /** The course completed, when the award is a course's (null for an exam's). */
  idCourse: number | null;
  /** What the certificate is for, once per learner: `course:<id>`, or `exam:<id>` for a passed exam. */
  awardKey: string;
  /** The name printed as what was completed (the course's or the exam's), kept as it is now. */
  courseName: string;
  issuedAt: Date;
  /** The staff member who issued it by hand, or null when issued automatically. */
  issuedBy?: number | null;
}

/**
 * Issues a certificate to a learner of this school for an award, exactly once: a second call (or a parallel
 * one) for the same learner and award issues nothing, by the table's unique (site, learner, award) index.
 * Answers the certificate's id and whether this call issued it. The learner's name is copied from her
 * account as it is now. For the exam module: `issueCertificate(db, { idUser, idCourse: null,
 * awardKey: `exam:${idExam}`, courseName: exam.title, issuedAt: now })` when an exam is passed.
 */
export async function issueCertificate(
  db: ScopedDb,
  award: Award,
): Promise<{ id: number; issued: boolean } | null> {
  const inserted = await sql<{ id: number }>`
    insert into certificates (id_site, id_user, id_course, award_key, code, learner_name, course_name, issued_at, issued_by)
    select u.id_site, u.id, ${award.idCourse}, ${award.awardKey}, ${newCertificateCode()}, u.full_name,
      ${award.courseName.normalize('NFC')}, ${award.issuedAt}, ${award.issuedBy ?? null}
    from users u where u.id = ${award.idUser} and u.id_site = ${db.idSite}
    on conflict (id_site, id_user, award_key) do nothing
    returning id`.execute(db.raw);
  if (inserted.rows[0]) return { id: inserted.rows[0].id, issued: true };
  const existing = await db
    .select('certificates')
    .where('idUser', '=', award.idUser)
    .where('awardKey', '=', award.awardKey)
    .select('id')
    .executeTakeFirst();
  return existing ? { id: existing.id, issued: false } : null;
}

/**
 * Called by the learning slice when a learner's progress is recounted: when her enrolment in the course is
 * completed (server-verified) and the school's template awards the course, she gets its certificate, once.
 * One statement that issues nothing when any condition fails; parallel completions issue one certificate.
 */
export async function awardCourseCompletion(
  db: ScopedDb,
  idCourse: number,
  idUser: number,
  now: Date,
): Promise<void> {
  await sql`
    insert into certificates (id_site, id_user, id_course, award_key, code, learner_name, course_name, issued_at)
    select e.id_site, e.id_user, e.id_course, ${`course:${idCourse}`}, ${newCertificateCode()}, u.full_name,
      c.name, coalesce(e.completed_at, ${now})
    from course_enrolments e
    join users u on u.id_site = e.id_site and u.id = e.id_user
    join courses c on c.id_site = e.id_site and c.id = e.id_course
    join certificate_templates t on t.id_site = e.id_site
    where e.id_site = ${db.idSite} and e.id_course = ${idCourse} and e.id_user = ${idUser}
      and e.completed_at is not null
      and (t.all_courses or exists (
        select 1 from certificate_template_courses tc where tc.id_template = t.id and tc.id_course = e.id_course))
    on conflict (id_site, id_user, award_key) do nothing`.execute(db.raw);
}

/**
 * After a curriculum change recounted a whole course (a lesson removed can complete it for some learners):
 * issues the certificate to each learner now complete who has none for it.
 */
export async function awardCourseCompletions(db: ScopedDb, idCourse: number, now: Date): Promise<void> {
  const waiting = await sql<{ idUser: number }>`
    select e.id_user as "idUser" from course_enrolments e
    where e.id_site = ${db.idSite} and e.id_course = ${idCourse} and e.completed_at is not null
      and not exists (select 1 from certificates x
        where x.id_site = e.id_site and x.id_user = e.id_user and x.award_key = ${`course:${idCourse}`})
      and exists (select 1 from certificate_templates t where t.id_site = e.id_site and (t.all_courses or exists (
        select 1 from certificate_template_courses tc where tc.id_template = t.id and tc.id_course = e.id_course)))
    `.execute(db.raw);
  for (const { idUser } of waiting.rows) await awardCourseCompletion(db, idCourse, idUser, now);
}
