import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE } from '@saola/core/constants';
import { extensionOf } from '@saola/core/validate';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { sendError } from '../../http/reply';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { registerReadRoutes } from './serve';
import { sniffedType } from './sniff';
import { type LocalStorage, TooLarge } from './storage';

/** The signed upload URL is the credential: no Authorization header is sent to it (SPEC §4). */
export const uploadTarget: RawRoute = { method: 'PUT', url: '/Storage/Upload/:idFile', access: 'public' };
/** The byte routes of local storage: the PUT target of upload URLs and the routes files are read by. */
export function fileBytesPlugin(services: Services, storage: LocalStorage) {
  return async (app: FastifyInstance) => {
    await app.register(async (scope) => {
      // The body is the file itself: hand the raw stream to the handler whatever its content type.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      registerRawRoute(scope, uploadTarget, async (request, reply) => {
        const locale = request.locale ?? DEFAULT_LOCALE;
        const refuse = (code: number, key: ConstructorParameters<typeof HttpError>[1]) => {
          (request.body as Readable | undefined)?.resume();
          return sendError(reply, locale, new HttpError(code, key));
        };
        const { idFile } = request.params as { idFile: string };
        const { expires, sig } = request.query as { expires?: string; sig?: string };
        const id = Number(idFile);
        if (!Number.isSafeInteger(id) || !expires || !sig || typeof sig !== 'string')
          return refuse(403, 'errors.uploadExpired');
        const row = await services.db
          .selectFrom('files')
          .selectAll()
          .where('id', '=', id)
          .where('idSite', '=', request.site.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (!row?.storageKey) return refuse(403, 'errors.uploadExpired');
        const grant = {
          idSite: row.idSite,
          idFile: row.id,
          size: Number(row.size),
          contentType: row.contentType,
          expires: Number(expires),
        };
        if (storage.grantIsValid(grant, sig, services.clock.now()) !== 'ok')
          return refuse(403, 'errors.uploadExpired');
        if ((request.headers['content-type'] ?? '').split(';')[0]?.trim() !== row.contentType)
          return refuse(400, 'validation.fileExtension');
        const declared = Number(request.headers['content-length'] ?? Number.NaN);
        if (declared > grant.size) return refuse(413, 'validation.fileSize');

        let received: Awaited<ReturnType<typeof storage.receive>>;
        try {
          received = await storage.receive(request.body as Readable, grant.size);
        } catch (error) {
          if (error instanceof TooLarge) return refuse(413, 'validation.fileSize');
          throw error;
        }
        if (received.bytes !== grant.size) {
          await storage.discard(received.temp);
          return refuse(400, 'errors.uploadIncomplete');
        }
        if (!sniffedType(extensionOf(row.name), received.head)) {
          // A disguised file is refused and nothing of it is kept: not the bytes, not the pending row.
          await storage.discard(received.temp);
          await services.db.deleteFrom('files').where('id', '=', row.id).execute();
          return refuse(400, 'validation.fileExtension');
        }
        await storage.keep(received.temp, row.storageKey);
        return reply.code(200).send({ error: false, code: 200, message: '', data: { idFile: row.id } });
      });
    });

    await app.register(fastifyStatic, { root: storage.root, serve: false });
    registerReadRoutes(app, services, storage);
  };
}
