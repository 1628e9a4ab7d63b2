import { contract } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { type Access, type AnyEndpoint, isAccess, type PayloadOf, type ReplyOf } from '@saola/core/http';
import { translator } from '@saola/core/i18n';
import { allows } from '@saola/core/session';
import { validateWith } from '@saola/core/validate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken } from './authenticate';
import type { Auth, Outcome, RequestContext, Services, SignedInContext } from './context';
import { HttpError } from './errors';
import { claimOf, once } from './idempotency';
import { formOf } from './multipart';
import { sendError, sendOk } from './reply';
import { scopedDb } from './scoped';

type ContextFor<E extends AnyEndpoint> = E['access'] extends 'public'
  ? RequestContext<PayloadOf<E>>
  : SignedInContext<PayloadOf<E>>;

export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  /** Answers the outcome, or the Fastify reply itself when it has already answered (redirects, streams). */
  handler: (context: ContextFor<E>) => Promise<Outcome<ReplyOf<E>> | FastifyReply>;
}

/** Pairs an endpoint of the contract with the handler that implements it. */
export function route<E extends AnyEndpoint>(endpoint: E, handler: Route<E>['handler']): Route<E> {
  return { endpoint, handler };
}

/** What an account that must first choose its own password may call: its profile, the change, and leaving. */
const UNTIL_PASSWORD_CHANGED = new Set(
  [
    contract.auth.profile,
    contract.auth.editProfile,
    contract.auth.signOut,
    contract.config.get,
    contract.config.changeLanguage,
  ].map((e) => e.path),
);

/**
 * Whether a user (or nobody) may call an endpoint; `undefined` means allowed, else the refusal code. An
 * observer (class attendant) watches, read-only: besides the `watch` reads it may use only its own account
 * and notices (`/Auth/…`), not a learner's endpoints (lessons, quizzes, reviews, questions, uploads), which
 * are open to anyone signed in.
 */
export function refusal(access: Access, auth: Auth | null, path = ''): 401 | 403 | undefined {
  if (access === 'public') return undefined;
  if (!auth) return 401;
  if (auth.user.mustChangePassword && !UNTIL_PASSWORD_CHANGED.has(path)) return 403;
  if (auth.user.idType === ID_TYPE.OBSERVER && access === 'signedIn' && !path.startsWith('/Auth/'))
    return 403;
  return allows(access, auth.user) ? undefined : 403;
}

/**
 * Registers routes: each declares its access (the server refuses to start otherwise), its payload is
 * validated by the contract's struct before the handler runs, and its reply is the `{ error, code, message,
 * data }` envelope in the request's language.
 */
export function registerRoutes(app: FastifyInstance, services: Services, routes: readonly Route[]): void {
  for (const { endpoint, handler } of routes) {
    if (!isAccess(endpoint.access)) {
      throw new Error(`${endpoint.method} ${endpoint.path} declares no known access: refusing to start`);
    }
    const fromQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const site = request.site;
        const locale = request.locale;
        const auth = await authenticate(services, site, bearerToken(request.headers.authorization));
        const refused = refusal(endpoint.access, auth, endpoint.path);
        if (refused)
          return sendError(
            reply,
            locale,
            new HttpError(
              refused,
              refused === 401
                ? 'errors.unauthorized'
                : auth?.user.mustChangePassword
                  ? 'firstPassword.mustChange'
                  : 'errors.forbidden',
            ),
          );
        const body = endpoint.multipart && request.isMultipart() ? await formOf(request) : request.body;
        const validated = validateWith(
          endpoint.payload,
          (fromQuery ? request.query : body) ?? {},
          locale,
          site.timeZone,
        );
        if (!validated.ok) {
          return sendError(
            reply,
            locale,
            new HttpError(400, 'validation.invalidParameter', undefined, validated.errors),
          );
        }
        const context = {
          payload: validated.value,
          site,
          db: scopedDb(services.db, site.id),
          locale,
          t: translator(locale),
          auth,
          ip: request.ip,
          services,
          request,
          reply,
        };
        const claim = claimOf(request, endpoint, auth, validated.value);
        const run = () => handler(context as never);
        const outcome = claim ? await once(services, claim, reply, run) : await run();
        // A handler that answered itself (a redirect, a file stream) hands back the reply.
        if (outcome === (reply as unknown)) return reply;
        return sendOk(reply, outcome);
      },
    });
  }
}

export interface RawRoute {
  method: 'GET' | 'PUT';
  url: string;
  /**
   * Only public: a raw route (file bytes, the public site's pages) answers whoever holds its URL, whose
   * credential is the URL itself (a signed grant, an unguessable key) or nothing. An answer that needs a
   * signed-in caller belongs in the contract, where `registerRoutes` checks access.
   */
  access: 'public';
}

/** Routes outside the JSON contract (file bytes, public pages): public by type, and refused at start if not. */
export function registerRawRoute(
  app: FastifyInstance,
  declaration: RawRoute,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  if (declaration.access !== 'public')
    throw new Error(`${declaration.method} ${declaration.url} is raw but not public: refusing to start`);
  app.route({ method: declaration.method, url: declaration.url, handler });
}
