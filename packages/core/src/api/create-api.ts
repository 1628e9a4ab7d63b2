import type { Access } from '../http/access';
import type { Client, RequestOptions } from '../http/client';
import type { Call, Method, PayloadOf, Reply, ReplyOf } from '../http/endpoint';
// Types only: the contract's payload structs stay out of every bundle that makes calls.
import type { contract } from './api';
import { SESSION_CALLS } from './session-calls';

type Contract = typeof contract;
/**
 * A typed call, carrying who may make it, so a screen asks the same rule the server applies before it offers
 * the action (`allows(api.coupon.add.access, user)`).
 */
export type ApiCall<E> = ((payload: PayloadOf<E>, options?: RequestOptions) => Promise<Reply<ReplyOf<E>>>) & {
  readonly access: Access;
};
type Calls<A> = { [K in keyof A]: ApiCall<A[K]> };
export type Api = { [K in keyof Contract]: Calls<Contract[K]> };

/**
 * Each endpoint of the contract as `"METHOD /path access"`, with ` multipart` after it for a file form:
 * exactly the contract's areas and names (one missing or extra fails to compile), and nothing else of it.
 */
export type CallTable = {
  [A in keyof Contract]: { [N in keyof Contract[A]]: `${Method} /${string} ${Access}${'' | ' multipart'}` };
};

/** A line of the call table as the client takes it, and who may make the call. */
export function callOf(line: string): Call & { access: Access } {
  const [method, path, access, multipart] = line.split(' ') as [Method, string, Access, string?];
  return multipart === 'multipart' ? { method, path, access, multipart: true } : { method, path, access };
}

type Lines = Record<string, string>;

/** The call tables this page has: the session's from the start, the others once loadCalls has them. */
const tables: Partial<Record<keyof Contract, Lines>> = { ...SESSION_CALLS };
let others: Promise<void> | undefined;

/**
 * Fetches every area's calls beyond the session's, a chunk of their own, so the elements' runtime and a page's
 * first script do not carry a line for every endpoint. Each screen waits for it before it first renders
 * (lazyScreen), as for its dictionary parts; tests load it in their setup.
 */
export function loadCalls(): Promise<void> {
  others ??= import('./calls').then(
    ({ CALLS }) => void Object.assign(tables, CALLS),
    (error: unknown) => {
      // A failed fetch is tried again by the next screen that asks.
      others = undefined;
      throw error;
    },
  );
  return others;
}

/** One call of the contract with its payload, as a screen makes it: `{ area: 'dashboard', name: 'student', payload: {} }`. */
export type CallWith = {
  [A in keyof Contract]: {
    [N in keyof Contract[A]]: { area: A; name: N; payload: PayloadOf<Contract[A][N]> };
  }[keyof Contract[A]];
}[keyof Contract];

/**
 * Sends these calls ahead of the screen that will make them (client.startEarly), as soon as their table is
 * here: the screen's own request then takes the reply in flight.
 */
export async function startCallsEarly(client: Client, calls: readonly CallWith[]): Promise<void> {
  if (!calls.length) return;
  await loadCalls();
  for (const { area, name, payload } of calls) {
    const line = tables[area]?.[name as string];
    if (line) client.startEarly(callOf(line), payload as never);
  }
}

function callsOf(client: Client, lines: Lines) {
  return Object.fromEntries(
    Object.entries(lines).map(([name, line]) => {
      const call = callOf(line);
      return [
        name,
        Object.assign(
          (payload: unknown, options?: RequestOptions) => client.request(call, payload as never, options),
          { access: call.access },
        ),
      ];
    }),
  );
}

/**
 * Typed calls over one client: `api.auth.signIn({ username, password })`. Typed from the contract, built from
 * its call tables, so a page that makes calls does not carry every area's payload structs. An area is built
 * on first use; one whose table has not arrived yet (loadCalls) reads as undefined.
 */
export function createApi(client: Client): Api {
  const built: Record<string, unknown> = {};
  return new Proxy(built, {
    get(areas, area) {
      if (typeof area !== 'string') return undefined;
      const lines = tables[area as keyof Contract];
      if (lines) areas[area] ??= callsOf(client, lines);
      return areas[area];
    },
  }) as unknown as Api;
}
