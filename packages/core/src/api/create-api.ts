import type { Access } from '../http/access';
import type { Client, RequestOptions } from '../http/client';
import type { Call, Method, PayloadOf, Reply, ReplyOf } from '../http/endpoint';
// Types only: the contract's payload structs stay out of every bundle that makes calls.
import type { contract } from './api';
import { CALLS } from './calls';

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

/**
 * Typed calls over one client: `api.auth.signIn({ username, password })`. Typed from the contract, built from
 * its call table, so a page that makes calls does not carry every area's payload structs.
 */
export function createApi(client: Client): Api {
  return Object.fromEntries(
    Object.entries(CALLS).map(([area, calls]) => [
      area,
      Object.fromEntries(
        Object.entries(calls as Record<string, string>).map(([name, line]) => {
          const call = callOf(line);
          return [
            name,
            Object.assign(
              (payload: unknown, options?: RequestOptions) => client.request(call, payload as never, options),
              { access: call.access },
            ),
          ];
        }),
      ),
    ]),
  ) as unknown as Api;
}
