import { createApi } from '../api/create-api';
import { createClient, type TransportRequest, type TransportResponse } from '../http/client';
import { createNotices } from '../http/notices';
import { session } from '../session/store';

type Handler = (request: TransportRequest) => TransportResponse | Error;

/**
 * A fake Saola server for core's tests: answers by path, records what was sent. It is the swapped
 * transport DESIGN.md asks tests to use instead of monkey-patching.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const sent: TransportRequest[] = [];
  const notices = createNotices();
  const client = createClient({
    baseUrl: 'http://saola.test',
    notices,
    getToken: () => session.accessToken,
    getLocale: () => session.locale,
    transport: async (request) => {
      sent.push(request);
      const path = new URL(request.url).pathname;
      const handler = routes[path];
      const result = handler
        ? handler(request)
        : { status: 404, data: { error: true, code: 404, message: 'no route', data: null } };
      if (result instanceof Error) throw result;
      return result;
    },
  });
  return { api: createApi(client), client, sent, notices };
}

export const ok = <T>(data: T, message = ''): TransportResponse => ({
  status: 200,
  data: { error: false, code: 200, message, data },
});
export const fail = (code: number, message = ''): TransportResponse => ({
  status: code,
  data: { error: true, code, message, data: null },
});
