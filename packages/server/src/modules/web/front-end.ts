import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { pageConfigElement, readPageHint } from '@saola/core/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest, type PageServer } from '../../http/page';
import { publicConfig } from '../config';
import { type PreloadTable, preloadsFor, withPreloads } from './preload';

export interface FrontEnd {
  root: string;
  indexHtml: string;
  /** Which files each page's first screen needs (a build without the table preloads nothing more). */
  preloads?: PreloadTable | undefined;
}

/** The built front end (packages/web/dist), when there is one. */
export function loadFrontEnd(root: string): FrontEnd | undefined {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return undefined;
  const table = join(root, '.vite', 'preload.json');
  return {
    root,
    indexHtml: readFileSync(index, 'utf8'),
    preloads: existsSync(table) ? (JSON.parse(readFileSync(table, 'utf8')) as PreloadTable) : undefined,
  };
}

/** The front end as the app serves it (http/page): its files, and the page for any address a browser asks. */
export function pageServer(frontEnd: FrontEnd): PageServer {
  return {
    plugin: frontEndPlugin(frontEnd),
    sendPage: (request, reply) => sendPage(request, reply, frontEnd),
  };
}

/** Serves the front end's files, compressed: hashed assets cached for good, anything else revalidated. */
export function frontEndPlugin(frontEnd: FrontEnd) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: frontEnd.root,
      prefix: '/',
      index: false,
      decorateReply: false,
      // The build wrote .br and .gz beside each asset (packages/web/scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The site's root is the Splash page, not a directory listing (unless a module serves it: the school's
    // published home page, which hands back to the notFound handler, and so to the Splash, without one).
    if (!app.hasRoute({ method: 'GET', url: '/' }))
      app.get('/', (request, reply) =>
        isPageRequest(request) ? sendPage(request, reply, frontEnd) : reply.callNotFound(),
      );
  };
}

/**
 * The page, naming every file its first screen needs: the cookie the page keeps (core's page hint) says the
 * area and language, the address says the screen. It varies with that cookie, so a cache keeps one per hint.
 * It carries the school's public configuration (core's page config), which a visitor nobody signed in to
 * would otherwise ask for before the sign-in page can show the school.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, frontEnd: FrontEnd) {
  const [path = '/', search = ''] = request.url.split('?', 2);
  const files = frontEnd.preloads
    ? preloadsFor(frontEnd.preloads, {
        path,
        search,
        hint: readPageHint(request.headers.cookie),
        acceptLanguage: request.headers['accept-language'],
      })
    : [];
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie, Accept-Language')
    .header('X-Content-Type-Options', 'nosniff')
    .send(
      withPreloads(frontEnd.indexHtml, files).replace(
        '</head>',
        `${pageConfigElement(publicConfig(request.site))}</head>`,
      ),
    );
}
