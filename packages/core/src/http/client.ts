import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../constants';
import { translate } from '../i18n/translate';
import type { FieldError } from '../validate/structs';
import { type Call, type Method, type PayloadOf, type Reply, type ReplyOf, usesQuery } from './endpoint';
import { createIdempotencyKeys } from './idempotency';
import { createNotices, type Notices } from './notices';
import { withQuery } from './query';
import { redaxiosTransport } from './transport';

export interface TransportRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  keepalive?: boolean;
}

export interface TransportResponse {
  status: number;
  data: unknown;
}

/** Sends one request. Resolves with any HTTP status; rejects only when no reply came (network failure). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface ClientOptions {
  /** Where the Saola server is: the page's origin by default, another origin when a widget is embedded. */
  baseUrl?: string;
  transport?: Transport;
  getToken?: () => string | null | undefined;
  getLocale?: () => Locale;
  /** Called on a 401 before the sign-in navigation: clears the session. */
  onUnauthorized?: () => void;
  notices?: Notices;
}

export interface RequestOptions {
  /** Show no toast or alert for this call (the caller reports the outcome itself). */
  quiet?: boolean;
  /**
   * Let the request outlive the page (a last progress report on leaving). Unlike sendBeacon, a keepalive
   * fetch carries the Authorization header.
   */
  keepalive?: boolean;
}

export interface Client {
  readonly baseUrl: string;
  readonly notices: Notices;
  /** Calls an endpoint of the contract, or just its method and path (all the request needs of it). */
  request<E extends Call>(
    endpoint: E,
    payload: PayloadOf<E>,
    options?: RequestOptions,
  ): Promise<Reply<ReplyOf<E>>>;
  url(path: string): string;
  /**
   * Sends a GET before anyone asks for it (a page's first screen, while the screen's code still downloads):
   * the first request for the same address, with the same token and language, takes this reply in flight
   * instead of sending again. Nothing is reported until a caller takes it.
   */
  startEarly<E extends Call>(endpoint: E, payload: PayloadOf<E>): void;
}

function defaultBaseUrl(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : '';
}

function isReply(value: unknown): value is Reply<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof (value as Reply<unknown>).code === 'number'
  );
}

const isFieldError = (item: unknown): item is FieldError =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as FieldError).field === 'string' &&
  typeof (item as FieldError).message === 'string';

/** The reply as the contract types it, whatever came: a refusal's data names fields or is null. */
function replyOf<T>(status: number, body: unknown): Reply<T> {
  if (!isReply(body))
    return status >= 400
      ? { error: true, code: status, message: '', data: null }
      : { error: false, code: status, message: '', data: body as T };
  const message = typeof body.message === 'string' ? body.message : '';
  if (!body.error) return { error: false, code: body.code, message, data: body.data as T | null };
  // A bare message in the list (another server's) names no field: kept, so the toast still shows it.
  const fields = Array.isArray(body.data)
    ? body.data
        .map((item) => (typeof item === 'string' ? { field: '', message: item } : item))
        .filter(isFieldError)
    : [];
  return { error: true, code: body.code, message, data: fields.length ? fields : null };
}

function toFormData(payload: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(
        key,
        item instanceof Blob ? item : typeof item === 'object' ? JSON.stringify(item) : String(item),
      );
    }
  }
  return form;
}

/** How long a reply started early waits, once here, for the request that takes it. */
export const EARLY_KEPT_MS = 10_000;

export function createClient(options: ClientOptions = {}): Client {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const transport = options.transport ?? redaxiosTransport;
  const notices = options.notices ?? createNotices();
  const locale = () => options.getLocale?.() ?? DEFAULT_LOCALE;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale(), key);
  const idempotency = createIdempotencyKeys();

  function handle<T>(reply: Reply<T>, quiet: boolean): Reply<T> {
    if (quiet) return reply;
    const { code, message } = reply;
    if (code === 401) {
      notices.emit('alert', { message: message || t('errors.unauthorized') });
      options.onUnauthorized?.();
      notices.emit('navigate', { to: '/signIn' });
    } else if (code === 403) {
      notices.emit('alert', { message: message || t('errors.forbidden') });
      notices.emit('navigate', { to: '/dashboard' });
    } else if (code === 400) {
      const items = reply.error ? reply.data?.map((item) => item.message) : undefined;
      notices.toast('error', message || t('validation.invalidParameter'), items);
    } else if (reply.error) {
      const fallback = code === 503 ? t('errors.unavailable') : code >= 500 ? t('errors.server') : '';
      if (message || fallback) notices.toast('error', message || fallback);
    } else if (message) {
      notices.toast('success', message);
    }
    return reply;
  }

  function build(endpoint: Call, payload: unknown): TransportRequest {
    const headers: Record<string, string> = { 'Content-Language': LANGUAGE_TAGS[locale()] };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = `${baseUrl}${endpoint.path}`;
    return usesQuery(endpoint.method)
      ? { method: endpoint.method, url: withQuery(url, payload), headers }
      : endpoint.multipart
        ? { method: endpoint.method, url, headers, body: toFormData(payload) }
        : {
            method: endpoint.method,
            url,
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: payload ?? {},
          };
  }

  /** GETs started early, by what makes two of them the same request. */
  const early = new Map<string, Promise<TransportResponse>>();
  const earlyKey = ({ method, url, headers }: TransportRequest) =>
    `${method} ${url}\n${headers.Authorization ?? ''}\n${headers['Content-Language']}`;
  /** The reply in flight for this very request, once: a second ask (a reload) goes to the server. */
  function takeEarly(request: TransportRequest): Promise<TransportResponse> | undefined {
    if (request.method !== 'GET') return undefined;
    const key = earlyKey(request);
    const sent = early.get(key);
    early.delete(key);
    return sent;
  }

  return {
    baseUrl,
    notices,
    url: (path) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`,
    startEarly(endpoint, payload) {
      if (endpoint.method !== 'GET') return;
      const request = build(endpoint, payload);
      const key = earlyKey(request);
      if (early.has(key)) return;
      const sent = transport(request);
      early.set(key, sent);
      // A reply nobody took soon after it came (the page showed something else first) is not kept to be
      // served as fresh later. A failure is the taker's to report (as a network error), not an unhandled
      // rejection meanwhile.
      const forget = () => {
        setTimeout(() => {
          if (early.get(key) === sent) early.delete(key);
        }, EARLY_KEPT_MS);
      };
      sent.then(forget, forget);
    },
    async request(endpoint, payload, requestOptions = {}) {
      const request = build(endpoint, payload);
      const inFlight = takeEarly(request);
      if (requestOptions.keepalive) request.keepalive = true;
      // Every POST may create something: the server runs one key once, so a double click or retry cannot.
      const action = endpoint.multipart ? undefined : `${endpoint.path}\n${JSON.stringify(payload ?? {})}`;
      const key = endpoint.method === 'POST' ? idempotency.take(action) : undefined;
      if (key) request.headers['Idempotency-Key'] = key;
      let response: TransportResponse;
      try {
        response = await (inFlight ?? transport(request));
      } catch {
        const message = t('errors.network');
        if (!requestOptions.quiet) notices.toast('error', message);
        return { error: true, code: 400, message, data: null, network: true };
      }
      // A 409 may be the server saying the first request with this key still runs: not an answer yet.
      if (key && response.status < 500 && response.status !== 409) idempotency.settle(action, key);
      const reply = replyOf<ReplyOf<typeof endpoint>>(response.status, response.data);
      return handle(reply, requestOptions.quiet ?? false);
    },
  };
}
