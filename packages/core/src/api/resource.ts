import type { Access } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { type ObjectSchema, object } from '../validate/own';
import { type PayloadRule, withRules } from '../validate/structs';
import { idField, list, listQuery } from './fields';

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

/**
 * The five calls of a school's list of things (SPEC §7's naming: `${base}/List|Get|Add|Edit|Delete`), from
 * their row types and the form's fields: `resource<CouponSummary, Coupon>()('/Lms/CouponCode', {...})`.
 * The server implements each with its own handler; the resource kit's screens call them by area name.
 */
export function resource<Summary, Item>() {
  return <F extends ObjectSchema, L extends ObjectSchema = Record<never, never>>(
    base: string,
    { fields, filters, read, write, rules = [] }: ResourceOptions<F, L>,
  ) => ({
    list: endpoint<Paged<Summary>>()({
      method: 'GET',
      path: `${base}/List`,
      payload: object({ ...listQuery, ...(filters as L) }),
      access: read,
    }),
    get: endpoint<Item>()({ method: 'GET', path: `${base}/Get`, payload: byId(), access: read }),
    add: endpoint<Item>()({
      method: 'POST',
      path: `${base}/Add`,
      payload: withRules(object(fields), rules),
      access: write,
    }),
    edit: endpoint<Item>()({
      method: 'PUT',
      path: `${base}/Edit`,
      payload: withRules(object({ id: idField(), ...fields }), rules),
      access: write,
    }),
    delete: endpoint<{ deleted: number }>()({
      method: 'DELETE',
      path: `${base}/Delete`,
      payload: byIds(),
      access: write,
    }),
  });
}
