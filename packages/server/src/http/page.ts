import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built front end, as the app needs it: http/ knows only this shape, and the assembly (server.ts) hands in
 * modules/web's, so the app imports no module.
 */
export interface PageServer {
  /** Mounts the front end's files (after every route, so a route wins). */
  plugin(app: FastifyInstance): Promise<void>;
  /** The page for an address the server has no file or route for (the client's router takes over). */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * Every SPEC §2 address (`/dashboard`, `/course/edit/7` …) is the same page: a browser asking for a page the
 * server has no file or route for gets index.html and the client's router takes over. API clients, which do
 * not ask for HTML, still get the JSON 404.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
