import axios from 'redaxios';
import type { Transport } from './client';

/** The default transport: redaxios over fetch, every HTTP status resolved so the wrapper can map it. */
export const redaxiosTransport: Transport = async ({ method, url, headers, body, keepalive }) => {
  const response = await axios({
    ...(keepalive ? { fetch: ((input, init) => fetch(input, { ...init, keepalive })) as typeof fetch } : {}),
    url,
    method: method.toLowerCase() as 'get',
    headers,
    data: body,
    responseType: 'text',
    validateStatus: () => true,
  });
  let data: unknown = response.data;
  if (typeof data === 'string' && data !== '') {
    try {
      data = JSON.parse(data);
    } catch {
      // Not JSON (a proxy's error page, say): the wrapper maps the status alone.
    }
  }
  return { status: response.status, data };
};
