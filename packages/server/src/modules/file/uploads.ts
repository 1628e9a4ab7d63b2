import {
  CONTENT_TYPES,
  contract,
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  formatBytes,
  UPLOAD_ACTIONS,
} from '@saola/core/api';
import { ID_TYPE, STUDENT_UPLOAD_QUOTA_BYTES, UPLOADS_PER_HOUR } from '@saola/core/constants';
import { extensionOf } from '@saola/core/validate';
import { sql } from 'kysely';
import { ok, publicOrigin, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, forbidden, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { toSavedFile } from './saved';
import { UPLOAD_URL_TTL_MS } from './storage';

const { file: api } = contract;
const HOUR_MS = 60 * 60_000;

type Form = (typeof api.getUploadUrl.payload)['TYPE'];

/** The type, extension and size rules of the form's file type and upload action; students use only theirs. */
function checkForm(ctx: SignedInContext<Form>) {
  const { fileName, contentType, size, fileType, uploadAction } = ctx.payload;
  const rule = UPLOAD_ACTIONS[uploadAction];
  if (ctx.auth.user.idType === ID_TYPE.STUDENT && !rule.students) throw forbidden();
  const extension = extensionOf(fileName);
  if (!FILE_EXTENSIONS[fileType].includes(extension))
    throw fieldError('fileName', ctx.t('validation.fileExtension'));
  const allowed: readonly string[] = rule.types;
  // The declared type is what a store serves until the bytes are checked; the extension's, what is kept.
  for (const type of [contentType, CONTENT_TYPES[extension] as string])
    if (!allowed.includes(type))
      throw fieldError('contentType', ctx.t('validation.contentTypeNotAllowed', { type }));
  if (size > FILE_MAX_BYTES[fileType])
    throw fieldError('size', ctx.t('validation.fileSizeMax', { max: formatBytes(FILE_MAX_BYTES[fileType]) }));
  return { extension, isPublic: rule.isPublic };
}

/**
 * A student's files in all, counting tickets still open: refused before a URL is granted, so the quota
 * holds without trusting the client to finish or report its uploads.
 */
async function checkQuota(ctx: SignedInContext<Form>, now: Date) {
  await checkLibraryQuota(ctx, now);
  if (ctx.auth.user.idType !== ID_TYPE.STUDENT) return;
  const { used } = await ctx.db
    .select('files')
    .where('idUser', '=', ctx.auth.user.id)
    .where((eb) =>
      eb.or([eb('status', '=', 'ready'), eb('createdAt', '>', new Date(now.getTime() - UPLOAD_URL_TTL_MS))]),
    )
    .select(sql<number>`coalesce(sum(size), 0)::bigint`.as('used'))
    .executeTakeFirstOrThrow();
  if (Number(used) + ctx.payload.size > STUDENT_UPLOAD_QUOTA_BYTES)
    throw fieldError('size', ctx.t('errors.uploadQuota', { quota: formatBytes(STUDENT_UPLOAD_QUOTA_BYTES) }));
}

/** The school's files in all (tickets still open counted) stay within the quota of its library. */
async function checkLibraryQuota(ctx: SignedInContext<Form>, now: Date) {
  const { used } = await ctx.db
    .select('files')
    .where((eb) =>
      eb.or([eb('status', '=', 'ready'), eb('createdAt', '>', new Date(now.getTime() - UPLOAD_URL_TTL_MS))]),
    )
    .select(sql<number>`coalesce(sum(size), 0)::bigint`.as('used'))
    .executeTakeFirstOrThrow();
  const quota = Number(ctx.site.libraryQuota);
  if (Number(used) + ctx.payload.size > quota)
    throw fieldError('size', ctx.t('content.libraryFull', { quota: formatBytes(quota) }));
}

/** Counts the caller's tickets of the last hour in the database, so every server process counts alike. */
async function takeTicket(ctx: SignedInContext<Form>, now: Date) {
  const user = ctx.auth.user;
  const limit = user.idType === ID_TYPE.STUDENT ? UPLOADS_PER_HOUR.student : UPLOADS_PER_HOUR.staff;
  const since = new Date(now.getTime() - HOUR_MS);
  await ctx.db
    .deleteFrom('uploadTickets')
    .where('idUser', '=', user.id)
    .where('grantedAt', '<=', since)
    .execute();
  const recent = await ctx.db
    .select('uploadTickets')
    .where('idUser', '=', user.id)
    .select('grantedAt')
    .orderBy('grantedAt')
    .execute();
  if (recent.length >= limit) {
    const freeAt = new Date(recent[0]?.grantedAt ?? now).getTime() + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    ctx.reply.header('Retry-After', String(minutes * 60));
    throw new HttpError(429, 'errors.uploadRate', { count: minutes });
  }
  await ctx.db.insert('uploadTickets', { idUser: user.id, grantedAt: now }).execute();
}

export const uploadRoutes = [
  route(api.getUploadUrl, async (ctx) => {
    const { fileName, contentType, size, fileType, idSite } = ctx.payload;
    if (idSite !== undefined && idSite !== ctx.site.id) throw notFound();
    const { extension, isPublic } = checkForm(ctx);
    const now = ctx.services.clock.now();
    await checkQuota(ctx, now);
    await takeTicket(ctx, now);
    const storageKey = ctx.services.storage.newKey(ctx.site.id, extension);
    const row = await ctx.db
      .insert('files', {
        idUser: ctx.auth.user.id,
        name: fileName,
        contentType,
        size,
        type: fileType,
        storageKey,
        status: 'pending',
        isPublic,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expires = Math.floor((now.getTime() + UPLOAD_URL_TTL_MS) / 1000);
    const grant = { idSite: ctx.site.id, idFile: row.id, size, contentType, expires };
    return ok({
      idFile: row.id,
      uploadUrl: await ctx.services.storage.uploadUrl(grant, storageKey, publicOrigin(ctx), now),
    });
  }),

  route(api.insertFile, async (ctx) => {
    if (ctx.payload.idSite !== undefined && ctx.payload.idSite !== ctx.site.id) throw notFound();
    const row = await ctx.db
      .select('files')
      .selectAll()
      .where('id', '=', ctx.payload.idFile)
      .where('idUser', '=', ctx.auth.user.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'ready') return ok(await toSavedFile(row, ctx));
    const stored = await ctx.services.storage.check({
      key: row.storageKey as string,
      size: Number(row.size),
      name: row.name,
      isPublic: row.isPublic,
    });
    if (stored.state === 'incomplete') throw badRequest('errors.uploadIncomplete');
    if (stored.state === 'disguised') {
      await ctx.db.deleteFrom('files').where('id', '=', row.id).execute();
      throw fieldError('fileName', ctx.t('validation.fileExtension'));
    }
    const video = row.type === 'video' ? ctx.services.video : undefined;
    const saved = await ctx.db
      .update('files')
      .set({
        status: 'ready',
        contentType: stored.contentType,
        ...(row.type !== 'video'
          ? {}
          : video
            ? { processing: 'queued' as const }
            : {
                processing: 'unavailable' as const,
                processingNote: 'Files are kept in a bucket: the original MP4 is served.',
              }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (video) await video.schedule(ctx.site.id, row.id, ctx.services.clock.now());
    return ok(await toSavedFile(saved, ctx));
  }),
];
