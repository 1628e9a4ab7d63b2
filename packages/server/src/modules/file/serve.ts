import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { sendError } from '../../http/reply';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { dispositionOf, fileKeyOf, type LocalStorage } from './storage';

/** Public files (avatars, covers, logos) are read by anyone who has their unguessable key. */
export const fileBytes: RawRoute = { method: 'GET', url: '/files/:idSite/:name', access: 'public' };

/**
 * Private files and what is derived from them (HLS playlists and segments, posters): the credential is the
 * expiring signature in the path, over the file's key, handed out only to those who may see the file.
 */
export const signedBytes: RawRoute = { method: 'GET', url: '/files/s/:grant/:idSite/*', access: 'public' };

const MEDIA_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

/** Only what uploads and the transcoder write: plain names, one folder deep, no way out of a video's folder. */
const NAME = /^[\w-]+(\.[\w-]+)*$/;
const MEDIA_FILE = /^(v\d\/)?[\w-]+(\.[\w-]+)*$/;

const refuse = (request: FastifyRequest, reply: FastifyReply, code: 403 | 404) =>
  sendError(
    reply,
    request.locale,
    new HttpError(code, code === 403 ? 'errors.fileLinkExpired' : 'errors.notFound'),
  );

async function readyFile(services: Services, request: FastifyRequest, key: string) {
  return services.db
    .selectFrom('files')
    .select(['contentType', 'name', 'isPublic', 'processing'])
    .where('storageKey', '=', key)
    .where('idSite', '=', request.site.id)
    .where('status', '=', 'ready')
    .executeTakeFirst();
}

export function registerReadRoutes(app: FastifyInstance, services: Services, storage: LocalStorage) {
  registerRawRoute(app, fileBytes, async (request, reply) => {
    const { idSite, name } = request.params as { idSite: string; name: string };
    const key = `${idSite}/${name}`;
    const row = await readyFile(services, request, key);
    if (!row?.isPublic) return refuse(request, reply, 404);
    reply.header('Content-Type', row.contentType);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Disposition', dispositionOf(row.contentType, row.name));
    return reply.sendFile(key, { maxAge: '7d', immutable: true });
  });

  registerRawRoute(app, signedBytes, async (request, reply) => {
    const params = request.params as { grant: string; idSite: string; '*': string };
    const [name = '', ...inside] = params['*'].split('/');
    const media = inside.join('/');
    const inMediaFolder = name.endsWith('.media');
    if (!NAME.test(name) || inMediaFolder !== Boolean(media) || (media && !MEDIA_FILE.test(media)))
      return refuse(request, reply, 404);
    const key = fileKeyOf(`${params.idSite}/${name}`);
    const [expires, signature = ''] = params.grant.split('.');
    const now = services.clock.now();
    if (storage.readIsValid(key, Number(expires), signature, now) !== 'ok')
      return refuse(request, reply, 403);
    const row = await readyFile(services, request, key);
    const type = media ? MEDIA_TYPES[media.split('.').pop() ?? ''] : row?.contentType;
    if (!row || !type || (media && row.processing !== 'done')) return refuse(request, reply, 404);
    reply.header('Content-Type', type);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!media) reply.header('Content-Disposition', dispositionOf(type, row.name));
    // Kept by the browser only, and no longer than the URL works.
    const seconds = Math.max(0, Number(expires) - Math.ceil(now.getTime() / 1000));
    reply.header('Cache-Control', `private, max-age=${seconds}`);
    return reply.sendFile(`${params.idSite}/${params['*']}`, { cacheControl: false });
  });
}
