import type { Struct } from 'superstruct';
import type { FieldError } from '../validate/structs';
import type { Access } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every reply: the HTTP status equals `code`. Narrow on `error` to read either side's `data`. */
export type Reply<T> = Answer<T> | Refusal;

export interface Answer<T> {
  error: false;
  code: number;
  /** A success message the client shows as a toast, if any. */
  message: string;
  data: T | null;
  network?: undefined;
}

/**
 * A refusal: `message` says why in the request's language; `data` names the fields at fault when the refusal
 * is about them (a failed validation, a taken code, a wrong coupon), else null.
 */
export interface Refusal {
  error: true;
  code: number;
  message: string;
  data: FieldError[] | null;
  /** Set by the client when no reply came at all: SPEC §8 gives that failure code 400 too, so this tells them apart. */
  network?: true;
}

export interface Paged<T> {
  data: T[];
  /** How many rows the list has; with `more`, how many were counted, and the list has more than that. */
  total: number;
  more?: true;
  /** Sent back as `after` (with the next `page`), it asks for the rows after this page's last. */
  next?: string;
}

export interface Endpoint<P = unknown, R = unknown> {
  method: Method;
  path: string;
  payload: Struct<P, unknown>;
  access: Access;
  /** Sent as multipart/form-data (file forms) instead of JSON. */
  multipart?: boolean;
  /**
   * POST only. The server keeps each signed-in POST's reply for a day under its Idempotency-Key, so a double
   * click or a retry is answered with it instead of running twice. `false` where keeping it is wrong: the reply
   * carries a secret (tokens, sign-in codes), or the call only reads or is idempotent itself and frequent.
   */
  rememberReply?: false;
  /** Phantom: the reply's data type. Never set at run time. */
  readonly reply?: R;
}

/**
 * What the client needs of an endpoint to make a call: no payload struct (the server validates, and a form
 * checks with the struct it imports). The browser's typed calls carry only this, from api/calls.ts.
 */
export type Call = Pick<Endpoint, 'method' | 'path' | 'multipart'>;

/** Any endpoint, whatever its payload and reply (a payload struct is invariant in its type). */
// biome-ignore lint/suspicious/noExplicitAny: the one place the contract's types are erased
export type AnyEndpoint = Endpoint<any, any>;

export type PayloadOf<E> = E extends { payload: Struct<infer P, infer _S> } ? P : never;
export type ReplyOf<E> = E extends { reply?: infer R } ? Exclude<R, undefined> : never;

/** `endpoint<ReplyType>()({ method, path, payload, access })`: the payload type comes from its struct. */
export function endpoint<R>() {
  return <P>(definition: Omit<Endpoint<P, R>, 'reply'>): Endpoint<P, R> => definition as Endpoint<P, R>;
}

/** GET and DELETE carry their payload in the query string. */
export function usesQuery(method: Method): boolean {
  return method === 'GET' || method === 'DELETE';
}
