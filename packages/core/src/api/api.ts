import type { Access } from '../http/access';
import type { Client, RequestOptions } from '../http/client';
import type { AnyEndpoint, PayloadOf, Reply, ReplyOf } from '../http/endpoint';
import { activeCode, activeCodeItem } from './active-code';
import { auth } from './auth';
import { coupon, order, payment, paymentSetting, revenue } from './commerce';
import { config } from './config';
import { course, courseCategory } from './course';
import { coursePackage } from './course-package';
import { curriculum } from './curriculum';
import { dashboard } from './dashboard';
import { question, review } from './discussion';
import { enrolment } from './enrolment';
import { file } from './file';
import { learning } from './learning';
import { notification } from './notification';
import { quiz } from './quiz';
import { student } from './student';
import { study } from './study';

/**
 * The whole contract, by area. The server implements each endpoint with exactly one handler (its
 * test/contract.test.ts checks it) and the matrix test calls each handler as every kind of user.
 */
export const contract = {
  auth,
  config,
  notification,
  file,
  dashboard,
  course,
  courseCategory,
  student,
  enrolment,
  curriculum,
  coursePackage,
  learning,
  quiz,
  review,
  question,
  study,
  activeCode,
  activeCodeItem,
  coupon,
  order,
  payment,
  paymentSetting,
  revenue,
};

type Area = Record<string, AnyEndpoint>;
/**
 * A call of the contract, carrying who may make it, so a screen asks the same rule the server applies before
 * it offers the action (`allows(api.coupon.add.access, user)`).
 */
export type Call<E extends AnyEndpoint> = ((
  payload: PayloadOf<E>,
  options?: RequestOptions,
) => Promise<Reply<ReplyOf<E>>>) & { readonly access: Access };
type Calls<A extends Area> = { [K in keyof A]: Call<A[K]> };
export type Api = { [K in keyof typeof contract]: Calls<(typeof contract)[K]> };

/** Typed calls built from the contract over one client: `api.auth.signIn({ username, password })`. */
export function createApi(client: Client): Api {
  const build = <A extends Area>(area: A): Calls<A> =>
    Object.fromEntries(
      Object.entries(area).map(([name, ep]) => [
        name,
        Object.assign(
          (payload: unknown, options?: RequestOptions) => client.request(ep, payload as never, options),
          { access: ep.access },
        ),
      ]),
    ) as Calls<A>;
  return Object.fromEntries(Object.entries(contract).map(([name, area]) => [name, build(area)])) as Api;
}

/** Every endpoint of the contract with its area and name, e.g. for the server's registration and tests. */
export function allEndpoints(): Array<{ area: string; name: string; endpoint: AnyEndpoint }> {
  return Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Area).map(([name, endpoint]) => ({ area, name, endpoint })),
  );
}
