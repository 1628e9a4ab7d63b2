import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Replies compressed for the clients that accept it (every browser): API JSON and the pages the server writes.
 * Learners on slow mobile networks pay for every byte; a class's attendance sheet is 130 kB of JSON and about a
 * tenth of it compressed. The built front end's files are compressed once at build time (web/scripts/precompress)
 * and keep their own encoding; partial content (a video's ranges) and media are never touched.
 *
 * Brotli at quality 4 (not its default 11, which costs tens of milliseconds a reply of this size on one thread)
 * and gzip for the rest; replies under 1 kB go as they are. @fastify/compress is Fastify's own plugin (9.x for
 * Fastify 5); it also inflates a request body sent compressed, still within the body limit.
 */
export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(?:application\/json|text\/(?:html|plain|csv))(?:;|$)/,
  });
}
