import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query keys whose values are credentials: a `?accessToken=` link, a reset code, a password. */
const SECRET_KEY = /token|password|secret|code|signature/i;

/** The URL as logged: every credential's value replaced, so a log file never holds a usable secret. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_KEY.test(key)) {
      params.set(key, 'redacted');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, question)}?${params}` : url;
}

/** The server's logger options with requests logged through redactUrl. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger ?? false;
  return {
    ...logger,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
