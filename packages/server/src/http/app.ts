import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@saola/core/constants';
import { decodeQuery } from '@saola/core/http';
import { localeFromTag } from '@saola/core/i18n';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Site } from '../db/schema';
import { compressionPlugin } from './compression';
import type { Services } from './context';
import { HttpError } from './errors';
import { loggerOptions } from './log';
import { multipartPlugin } from './multipart';
import { isPageRequest, type PageServer } from './page';
import { proxyTrust } from './proxy';
import { sendError } from './reply';
import { type Route, registerRoutes } from './routes';

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    locale: Locale;
  }
}

export interface AppOptions {
  routes: readonly Route[];
  /** Extra plugins (storage PUT/GET, static front end) that need the raw Fastify instance. */
  plugins?: ReadonlyArray<(app: FastifyInstance) => void | Promise<void>>;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean | string;
  /** The built front end to serve on the same origin (SPEC §7: the API's base is the site's own origin). */
  frontEnd?: PageServer | undefined;
  /** See Settings.headersTimeoutMs. */
  headersTimeoutMs?: number;
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The longest any request (an upload's PUT included) may take. */
export const REQUEST_TIMEOUT_MS = 60_000;

function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const content = headers['content-language'];
  const accept = headers['accept-language'];
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0];
  return localeFromTag(first(content)) ?? localeFromTag(first(accept)) ?? DEFAULT_LOCALE;
}

/** Errors from the database driver that mean "not reachable now", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
    ].includes(code ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message ?? '')
  );
}

/**
 * Stands for a query the decoder refused (a key walking into `__proto__`): the router calls the parser
 * outside any error handling, so it must not throw; the first hook answers 400 instead.
 */
const REFUSED_QUERY: Record<string, unknown> = Object.freeze(Object.create(null));

function parseQuery(query: string): Record<string, unknown> {
  try {
    return decodeQuery(query);
  } catch {
    return REFUSED_QUERY;
  }
}

export async function buildApp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: JSON_BODY_LIMIT,
    // A JSON key __proto__ or constructor.prototype is refused (400), never merged into anything.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      querystringParser: parseQuery,
    },
    trustProxy: proxyTrust(options.trustProxy),
    genReqId: () => randomUUID(),
    connectionTimeout: 30_000,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks for late headers only every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: options.headersTimeoutMs ?? 10_000, connectionsCheckingInterval: 1000 },
  });

  // Before any route: the plugin sets each route's compression up as the route is added.
  await compressionPlugin(app);

  // LiveKit's webhooks: the body is kept as it came, for its signature (the sha256 claim) to be checked.
  app.addContentTypeParser(
    'application/webhook+json',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, { raw: body }),
  );
  app.decorateRequest('site', null as unknown as Site);
  app.decorateRequest('locale', DEFAULT_LOCALE);

  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(request.headers);
    if (request.query === REFUSED_QUERY)
      return sendError(reply, request.locale, new HttpError(400, 'validation.invalidParameter'));
    const site = await services.sites.resolve(request.headers.host);
    if (!site) return sendError(reply, request.locale, new HttpError(503, 'errors.unavailable'));
    request.site = site;
    // Embedding: a school portal on another origin may call the API when the site lists it.
    const origin = request.headers.origin;
    if (origin && site.allowedOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        reply.header(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, Content-Language, Idempotency-Key',
        );
        reply.header('Access-Control-Max-Age', '600');
        return reply.code(204).send();
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? DEFAULT_LOCALE;
    if (error instanceof HttpError) return sendError(reply, locale, error);
    // A client that hung up mid-upload: nobody is left to answer, and it says nothing of the database.
    // (The socket, not the request: a request whose body has been read is destroyed too, yet awaits its answer.)
    if (request.raw.socket?.destroyed) {
      request.log.info({ err: error }, 'client went away');
      return reply;
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, locale, new HttpError(503, 'errors.unavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, locale, new HttpError(413, 'errors.payloadTooLarge'));
    if ((status >= 400 && status < 500) || error instanceof SyntaxError || error instanceof RangeError) {
      return sendError(
        reply,
        locale,
        new HttpError(status >= 400 && status < 500 ? status : 400, 'validation.invalidParameter'),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, locale, new HttpError(500, 'errors.server'));
  });

  const { frontEnd } = options;
  app.setNotFoundHandler((request, reply) =>
    frontEnd && isPageRequest(request)
      ? frontEnd.sendPage(request, reply)
      : sendError(reply, request.locale ?? DEFAULT_LOCALE, new HttpError(404, 'errors.notFound')),
  );

  await multipartPlugin(app);
  registerRoutes(app, services, options.routes);
  for (const plugin of options.plugins ?? []) await plugin(app);
  if (frontEnd) await frontEnd.plugin(app);
  return app;
}
