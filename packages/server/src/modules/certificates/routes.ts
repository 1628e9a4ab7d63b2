import { readFile } from 'node:fs/promises';
import {
  type Certificate,
  type CertificateLayout,
  type CertificateTemplate,
  type CertificateWording,
  contract,
  DEFAULT_LAYOUT,
  VERIFY_FAILURE_LIMIT,
  VERIFY_WINDOW_MINUTES,
} from '@saola/core/api';
import { DEFAULT_LOCALE, ID_TYPE, type Locale } from '@saola/core/constants';
import { formatLongDate } from '@saola/core/format';
import { isLocale, translator } from '@saola/core/i18n';
import { type Selectable, sql } from 'kysely';
import type { CertificatesTable } from '../../db/schema';
import { ok, publicOrigin, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { seesAllCourses } from '../../policy/course-scope';
import { learnersMayBringIn } from '../../policy/learner-scope';
import { clientKey } from '../../policy/throttle';
import { fileUrl, LocalStorage } from '../file';
import { issueCertificate, normalizeCode, printedCode } from './issue';
import { certificatePdf } from './pdf';

const { certificate: api } = contract;

const STAFF = [ID_TYPE.OWNER, ID_TYPE.TEACHER] as number[];
const PDF_TYPE = 'application/pdf';
/** Pictures pdfkit can draw. */
const DRAWABLE = ['image/png', 'image/jpeg'];

/** Where anyone checks a code: the public page the QR code on the PDF points to. */
export const verifyPath = (code: string) => `/certificate/verify/${encodeURIComponent(code)}`;

type TemplateRow = {
  id: number;
  title: string;
  body: string;
  signerName: string;
  signerTitle: string;
  idBackground: number | null;
  layout: unknown;
  allCourses: boolean;
  translations: unknown;
};

type Wordings = Partial<Record<Locale, CertificateWording>>;

/** The template's words per language as stored; a language counts once its title is written. */
function wordingsOf(stored: unknown): Wordings {
  const value = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Wordings | null;
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(([locale, w]) => isLocale(locale) && w?.title?.trim()),
  ) as Wordings;
}

function layoutOf(stored: unknown): CertificateLayout {
  const value = (
    typeof stored === 'string' ? JSON.parse(stored) : stored
  ) as Partial<CertificateLayout> | null;
  return { ...DEFAULT_LAYOUT, ...(value ?? {}) };
}

async function templateRow(db: ScopedDb): Promise<TemplateRow | undefined> {
  return db
    .select('certificateTemplates')
    .select([
      'id',
      'title',
      'body',
      'signerName',
      'signerTitle',
      'idBackground',
      'layout',
      'allCourses',
      'translations',
    ])
    .executeTakeFirst();
}

async function template(ctx: RequestContext<unknown>): Promise<CertificateTemplate> {
  const row = await templateRow(ctx.db);
  if (!row)
    return {
      title: ctx.t('certificate.defaultTitle'),
      body: ctx.t('certificate.defaultBody'),
      translations: {},
      signerName: '',
      signerTitle: '',
      background: null,
      layout: DEFAULT_LAYOUT,
      allCourses: false,
      courses: [],
      enabled: false,
    };
  const courses = await ctx.db
    .select('certificateTemplateCourses')
    .innerJoin('courses', 'courses.id', 'certificateTemplateCourses.idCourse')
    .where('certificateTemplateCourses.idTemplate', '=', row.id)
    .select(['courses.id', 'courses.name'])
    .orderBy('courses.name')
    .execute();
  const file = row.idBackground
    ? await ctx.db
        .select('files')
        .where('id', '=', row.idBackground)
        .select(['id', 'name', 'storageKey', 'isPublic'])
        .executeTakeFirst()
    : undefined;
  return {
    title: row.title,
    body: row.body,
    translations: wordingsOf(row.translations),
    signerName: row.signerName,
    signerTitle: row.signerTitle,
    background:
      file?.storageKey != null
        ? { id: file.id, name: file.name, url: await fileUrl(ctx, file.storageKey, file.isPublic) }
        : null,
    layout: layoutOf(row.layout),
    allCourses: row.allCourses,
    courses,
    enabled: true,
  };
}

/** The background's bytes, read from where the library keeps them (disk, or the bucket by its signed URL). */
async function backgroundBytes(ctx: RequestContext<unknown>, idFile: number | null): Promise<Buffer | null> {
  if (!idFile) return null;
  const file = await ctx.db
    .select('files')
    .where('id', '=', idFile)
    .select(['storageKey', 'contentType', 'isPublic'])
    .executeTakeFirst();
  if (!file?.storageKey || !DRAWABLE.includes(file.contentType)) return null;
  const { storage } = ctx.services;
  try {
    if (storage instanceof LocalStorage) return await readFile(storage.path(file.storageKey));
    const response = await fetch(await fileUrl(ctx, file.storageKey, file.isPublic));
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

const toCertificate = (row: Selectable<CertificatesTable>): Certificate => ({
  id: row.id,
  code: printedCode(row.code),
  idUser: row.idUser,
  learnerName: row.learnerName,
  idCourse: row.idCourse,
  courseName: row.courseName,
  issuedAt: iso(row.issuedAt),
  status: row.revokedAt ? 'revoked' : 'valid',
  revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
  revokeReason: row.revokeReason,
});

async function one(db: ScopedDb, id: number): Promise<Selectable<CertificatesTable>> {
  const row = await db.select('certificates').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(learner|course|date|code)\}/g, (_, name: string) => values[name] ?? '');
}

/** Renders a certificate (or the template's sample) in the given language, as the PDF's bytes. */
async function render(
  ctx: RequestContext<unknown>,
  row: TemplateRow,
  cert: { learnerName: string; courseName: string; issuedAt: Date | string; code: string; revoked: boolean },
  locale: Locale,
): Promise<Buffer> {
  const t = translator(locale);
  const dateText = formatLongDate(cert.issuedAt, locale, ctx.site.timeZone);
  const code = printedCode(cert.code);
  const values = { learner: cert.learnerName, course: cert.courseName, date: dateText, code };
  const wording = wordingsOf(row.translations)[locale] ?? row;
  return certificatePdf({
    locale,
    title: wording.title,
    body: fill(wording.body, values),
    learnerName: cert.learnerName,
    courseName: cert.courseName,
    dateText: t('certificate.completedOn', { date: dateText }),
    signerName: row.signerName,
    signerTitle: row.signerTitle,
    layout: layoutOf(row.layout),
    background: await backgroundBytes(ctx, row.idBackground),
    codeText: t('certificate.codeLine', { code }),
    verifyLabel: t('certificate.verifyLine'),
    verifyUrl: `${publicOrigin(ctx)}${verifyPath(code)}`,
    revokedText: cert.revoked ? t('certificate.revokedStamp') : null,
    documentTitle: `${wording.title} – ${cert.learnerName}`,
  });
}

function sendPdf(ctx: RequestContext<unknown>, bytes: Buffer, name: string) {
  ctx.reply.header('Content-Type', PDF_TYPE);
  ctx.reply.header('X-Content-Type-Options', 'nosniff');
  ctx.reply.header('Cache-Control', 'private, no-store');
  ctx.reply.header('Content-Disposition', `attachment; filename="${name}"`);
  return ctx.reply.send(bytes);
}

/**
 * Wrong codes per address and school in the window: counted under a lock on the address (a burst is counted
 * one at a time), refused with 429 past the limit. A right code costs nothing.
 */
async function checkCode(ctx: RequestContext<{ code: string }>) {
  const now = ctx.services.clock.now();
  const since = new Date(now.getTime() - VERIFY_WINDOW_MINUTES * 60_000);
  const code = normalizeCode(ctx.payload.code);
  // One IPv6 client holds a whole /64: counted as one, or it could guess codes from as many addresses.
  const client = clientKey(ctx.ip);
  return ctx.db.transaction(async (tx) => {
    await sql`select pg_advisory_xact_lock(${tx.idSite}, hashtext(${client}))`.execute(tx.raw);
    const failures = await tx
      .select('certificateLookups')
      .where('ip', '=', client)
      .where('createdAt', '>', since)
      .select([sql<number>`count(*)::int`.as('n'), sql<Date>`min(created_at)`.as('oldest')])
      .executeTakeFirstOrThrow();
    if (failures.n >= VERIFY_FAILURE_LIMIT) {
      const freeAt = new Date(failures.oldest).getTime() + VERIFY_WINDOW_MINUTES * 60_000;
      const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
      ctx.reply.header('Retry-After', String(minutes * 60));
      throw new HttpError(429, 'certificate.tooManyAttempts', { count: minutes });
    }
    const row = code
      ? await tx.select('certificates').where('code', '=', code).selectAll().executeTakeFirst()
      : undefined;
    if (!row) await tx.insert('certificateLookups', { ip: client, createdAt: now }).execute();
    return row;
  });
}

const isStaff = (ctx: SignedInContext<unknown>) => STAFF.includes(ctx.auth.user.idType);

/**
 * The language a certificate is worded in: the learner's. Her own download follows the language she reads
 * in now; a copy staff download is worded in the language of her account, not in the staff member's.
 */
async function holderLocale(ctx: SignedInContext<unknown>, cert: { idUser: number }): Promise<Locale> {
  if (cert.idUser === ctx.auth.user.id) return ctx.locale;
  const holder = await ctx.db
    .select('users')
    .where('id', '=', cert.idUser)
    .select('locale')
    .executeTakeFirst();
  return holder && isLocale(holder.locale) ? holder.locale : DEFAULT_LOCALE;
}

/**
 * The certificates staff deal with: the school's for those who see every course, and for a teacher with a
 * personal data scope only those of the courses she teaches (as the course list is scoped), in the query.
 */
function inScope(ctx: SignedInContext<unknown>) {
  const query = ctx.db.select('certificates');
  const { user } = ctx.auth;
  if (seesAllCourses(user)) return query;
  return query.where(
    'idCourse',
    'in',
    ctx.db.select('courses').where('idTeacher', '=', user.id).select('id'),
  );
}

/** Refuses a certificate outside the caller's scope as if it were not there. */
async function assertInScope(ctx: SignedInContext<unknown>, id: number) {
  if (!(await inScope(ctx).where('id', '=', id).select('id').executeTakeFirst())) throw notFound();
}

export const certificateRoutes = [
  route(api.templateGet, async (ctx) => ok(await template(ctx))),

  route(api.templateEdit, async (ctx) => {
    const p = ctx.payload;
    const idCourses = p.allCourses ? [] : await ownIds(ctx.db, 'courses', p.idCourses);
    if (p.idBackground != null) {
      const file = await ctx.db
        .select('files')
        .where('id', '=', p.idBackground)
        .select(['contentType'])
        .executeTakeFirst();
      if (!file) throw notFound();
      if (!DRAWABLE.includes(file.contentType)) throw badRequest('certificate.backgroundType');
    }
    const now = ctx.services.clock.now();
    const values = {
      title: p.title.trim(),
      body: (p.body ?? '').trim(),
      signerName: (p.signerName ?? '').trim(),
      signerTitle: (p.signerTitle ?? '').trim(),
      idBackground: p.idBackground ?? null,
      layout: JSON.stringify(p.layout),
      allCourses: p.allCourses,
      translations: JSON.stringify(
        wordingsOf(
          Object.fromEntries(
            Object.entries(p.translations ?? {}).map(([locale, w]) => [
              locale,
              { title: (w?.title ?? '').trim(), body: (w?.body ?? '').trim() },
            ]),
          ),
        ),
      ),
      updatedAt: now,
    };
    await ctx.db.transaction(async (tx) => {
      const saved = await tx
        .insert('certificateTemplates', values)
        .onConflict((oc) => oc.column('idSite').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.deleteFrom('certificateTemplateCourses').where('idTemplate', '=', saved.id).execute();
      if (idCourses.length)
        await tx
          .insert(
            'certificateTemplateCourses',
            idCourses.map((idCourse) => ({ idTemplate: saved.id, idCourse })),
          )
          .execute();
    });
    return ok(await template(ctx), ctx.t('common.saved'));
  }),

  route(api.templatePreview, async (ctx) => {
    const row = await templateRow(ctx.db);
    if (!row) throw badRequest('certificate.noTemplate');
    const bytes = await render(
      ctx,
      row,
      {
        learnerName: ctx.t('certificate.sampleLearner'),
        courseName: ctx.t('certificate.sampleCourse'),
        issuedAt: ctx.services.clock.now(),
        code: 'SAMPLE0000000000',
        revoked: false,
      },
      ctx.locale,
    );
    return sendPdf(ctx, bytes, 'certificate-preview.pdf');
  }),

  route(api.list, async (ctx) => {
    const { status } = ctx.payload;
    let query = inScope(ctx).selectAll();
    if (status === 'valid') query = query.where('revokedAt', 'is', null);
    if (status === 'revoked') query = query.where('revokedAt', 'is not', null);
    const page = await pageOf(query, ctx.payload, {
      sorts: { issuedAt: 'issuedAt', learnerName: 'learnerName', courseName: 'courseName' },
      fallback: 'issuedAt',
      searchKey: 'certificates.searchKey',
    });
    return ok({ ...page, data: page.data.map(toCertificate) });
  }),

  route(api.issue, async (ctx) => {
    const { idUser, idCourse } = ctx.payload;
    await learnersMayBringIn(ctx, [idUser], 'idUser');
    let courses = ctx.db.select('courses').where('id', '=', idCourse);
    if (!seesAllCourses(ctx.auth.user)) courses = courses.where('idTeacher', '=', ctx.auth.user.id);
    const course = await courses.select('name').executeTakeFirst();
    if (!course) throw notFound();
    if (!(await templateRow(ctx.db))) throw badRequest('certificate.noTemplate');
    const issued = await issueCertificate(ctx.db, {
      idUser,
      idCourse,
      awardKey: `course:${idCourse}`,
      courseName: course.name,
      issuedAt: ctx.services.clock.now(),
      issuedBy: ctx.auth.user.id,
    });
    if (!issued) throw notFound();
    return ok(toCertificate(await one(ctx.db, issued.id)), ctx.t('certificate.issued'));
  }),

  route(api.revoke, async (ctx) => {
    await assertInScope(ctx, ctx.payload.id);
    const now = ctx.services.clock.now();
    const revoked = await ctx.db
      .update('certificates')
      .set({ revokedAt: now, revokedBy: ctx.auth.user.id, revokeReason: ctx.payload.reason.trim() })
      .where('id', '=', ctx.payload.id)
      .where('revokedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!revoked) {
      await one(ctx.db, ctx.payload.id);
      throw badRequest('certificate.alreadyRevoked');
    }
    return ok(toCertificate(await one(ctx.db, ctx.payload.id)), ctx.t('certificate.revokedDone'));
  }),

  route(api.mine, async (ctx) => {
    const page = await pageOf(
      ctx.db.select('certificates').where('idUser', '=', ctx.auth.user.id).selectAll(),
      ctx.payload,
      {
        sorts: { issuedAt: 'issuedAt', courseName: 'courseName' },
        fallback: 'issuedAt',
        search: ['courseName', 'code'],
      },
    );
    return ok({ ...page, data: page.data.map(toCertificate) });
  }),

  route(api.pdf, async (ctx) => {
    const cert = await one(ctx.db, ctx.payload.id);
    const staff = isStaff(ctx);
    if (cert.idUser !== ctx.auth.user.id && !staff) throw notFound();
    if (cert.idUser !== ctx.auth.user.id) await assertInScope(ctx, cert.id);
    if (cert.revokedAt && !staff) throw badRequest('certificate.revokedNoPdf');
    const row = await templateRow(ctx.db);
    if (!row) throw badRequest('certificate.noTemplate');
    const bytes = await render(
      ctx,
      row,
      { ...cert, revoked: cert.revokedAt !== null },
      await holderLocale(ctx, cert),
    );
    return sendPdf(ctx, bytes, `certificate-${cert.code}.pdf`);
  }),

  route(api.verify, async (ctx) => {
    const row = await checkCode(ctx);
    if (!row) throw new HttpError(404, 'certificate.unknownCode');
    return ok({
      code: printedCode(row.code),
      learnerName: row.learnerName,
      courseName: row.courseName,
      issuedAt: iso(row.issuedAt),
      status: row.revokedAt ? 'revoked' : 'valid',
      revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
      schoolName: ctx.site.name,
    });
  }),
];
