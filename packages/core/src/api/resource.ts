import { optional, type Struct } from 'superstruct';
import type { Access } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { type ObjectSchema, object } from '../validate/own';
import { type PayloadRule, requiredString, withRules } from '../validate/structs';
import { idField, list, listQuery, text } from './fields';

/** How many rows one "delete selected" may name (a page of the largest size is 200). */
export const DELETE_MANY_MAX = 500;

/** The payload of a call about one row: `{ id }`. */
export const byId = () => object({ id: idField() });

/** The payload of a call about several rows: `{ ids }`, at most DELETE_MANY_MAX. */
export const byIds = () => object({ ids: list(idField(), DELETE_MANY_MAX) });

export interface ResourceOptions<F extends ObjectSchema, L extends ObjectSchema> {
  /** The fields a form sends to add a row; editing sends them with the row's id. */
  fields: F;
  /** The list's own filters, besides the keyword, page and sort every list takes. */
  filters?: L;
  /** Who may list and read rows. */
  read: Access;
  /** Who may add, edit and delete them. */
  write: Access;
  /** The rules between the fields, checked by the form and the server on adding and on editing. */
  rules?: readonly PayloadRule<ReturnType<typeof object<F>>['TYPE']>[];
}

/** The payloads of `rows`: the list's (keyword, page and sort included), an added row's and an edit's. */
export interface RowsOptions<L, A, E> {
  list: Struct<L, unknown>;
  add: Struct<A, unknown>;
  edit: Struct<E, unknown>;
  /** Who may list and read rows. */
  read: Access;
  /** Who may add, edit and delete them. */
  write: Access;
}

/**
 * The five calls of a school's list of things (SPEC §7's naming: `${base}/List|Get|Add|Edit|Delete`), from
 * their row types and payloads, where adding and editing take more than the same fields (an account's
 * password is required to add it and only resets it on an edit): `rows<Student, Student>()(base, {...})`.
 */
export function rows<Summary, Item>() {
  return <L, A, E>(base: string, { list, add, edit, read, write }: RowsOptions<L, A, E>) => ({
    list: endpoint<Paged<Summary>>()({ method: 'GET', path: `${base}/List`, payload: list, access: read }),
    get: endpoint<Item>()({ method: 'GET', path: `${base}/Get`, payload: byId(), access: read }),
    add: endpoint<Item>()({ method: 'POST', path: `${base}/Add`, payload: add, access: write }),
    edit: endpoint<Item>()({ method: 'PUT', path: `${base}/Edit`, payload: edit, access: write }),
    delete: endpoint<{ deleted: number }>()({
      method: 'DELETE',
      path: `${base}/Delete`,
      payload: byIds(),
      access: write,
    }),
  });
}

/**
 * The add and edit payloads of an account (a student, teacher, member or observer): the password the site's
 * policy checks on the server (and in the form) is required to add one; an edit sends one only to reset it.
 */
export const accountPayloads = <F extends ObjectSchema>(fields: F) => ({
  add: object({ ...fields, password: requiredString(200) }),
  edit: object({ id: idField(), ...fields, password: optional(text(200)) }),
});

/**
 * The five calls of `rows` where adding and editing take the same fields, editing with the row's id:
 * `resource<CouponSummary, Coupon>()('/Lms/CouponCode', {...})`. The server implements each with its own
 * handler; the resource kit's screens call them by area name.
 */
export function resource<Summary, Item>() {
  return <F extends ObjectSchema, L extends ObjectSchema = Record<never, never>>(
    base: string,
    { fields, filters, read, write, rules = [] }: ResourceOptions<F, L>,
  ) =>
    rows<Summary, Item>()(base, {
      list: object({ ...listQuery, ...(filters as L) }),
      add: withRules(object(fields), rules),
      edit: withRules(object({ id: idField(), ...fields }), rules),
      read,
      write,
    });
}
